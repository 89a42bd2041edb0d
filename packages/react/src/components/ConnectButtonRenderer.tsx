import {
  type GetAccountReturnType,
  type OpenModalParameters,
  openModal,
  truncateAddress,
} from '@foyer/core'
import { balanceLabel } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useCachedBalance } from '../hooks/useCachedBalance.js'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { type UseFoyerNetworkReturnType, useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useIntlLocale } from '../locale.js'

/** What ConnectButtonRenderer hands its render function. */
export type ConnectButtonRenderProps = {
  account: GetAccountReturnType
  network: UseFoyerNetworkReturnType
  isConnected: boolean
  /** The address as the modal shows it (4 leading and 6 trailing characters). */
  displayAddress: string | undefined
  /** The native balance as the modal shows it ('1.234 ETH'), once known. */
  displayBalance: string | undefined
  /** Opens the modal (Account when connected, Connect otherwise, unless a view is given). */
  open(parameters?: OpenModalParameters): void
  openAccount(): void
  openNetworks(): void
}

/** Everything a connect button needs, for hosts that draw their own (RainbowKit-style render prop). */
export function ConnectButtonRenderer({
  children,
}: {
  children: (props: ConnectButtonRenderProps) => ReactNode
}) {
  const foyer = useFoyer()
  const account = useFoyerAccount()
  const network = useFoyerNetwork()
  const balance = useCachedBalance()
  const locale = useIntlLocale()
  const address = account.isConnected ? account.address : undefined
  return children({
    account,
    network,
    isConnected: account.isConnected,
    displayAddress: address ? truncateAddress(address) : undefined,
    displayBalance: balanceLabel(balance, locale),
    open: (parameters) => openModal(foyer, parameters),
    openAccount: () => openModal(foyer, { view: 'Account' }),
    openNetworks: () => openModal(foyer, { view: 'Networks' }),
  })
}
