import type { ConnectListItem, FoyerState } from '@foyer/core'
import {
  useConnect,
  useConnectList,
  useFoyer,
  useFoyerAccount,
  useFoyerSelector,
  useWallets,
} from '@foyer/react'
import { useState } from 'react'
import { errorText } from './errorText.js'
import { PairingLink } from './PairingLink.js'
import { WalletChoice } from './WalletChoice.js'
import { iconOf, keyOf, nameOf, pairingWallet } from './walletItems.js'

/**
 * The page's own connect list: the wallets Foyer's Connect view offers (`useConnectList`: installed
 * wallets, then the directory's), each a button that connects through `useConnect`. A directory wallet
 * pairs through WalletConnect: the flow's step is its pairing link.
 */
export function ConnectList() {
  const foyer = useFoyer()
  const items = useConnectList()
  // The same query as the list's directory wallets (shared, not fetched twice): its loading and failure.
  const directory = useWallets({ page: 1 })
  const walletConnect = useFoyerSelector(selectWalletConnect)
  const { connect, cancel, isPending, error, step } = useConnect()
  const account = useFoyerAccount()
  const [chosen, setChosen] = useState<string>()

  const choose = (item: ConnectListItem) => {
    setChosen(nameOf(item))
    if (item.kind === 'connector') connect({ connectorUid: item.connector.uid })
    else if (walletConnect)
      connect({ connectorUid: walletConnect.uid, wallet: pairingWallet(foyer, item) })
  }

  const status = isPending
    ? `Connecting to ${chosen ?? 'your wallet'}… approve the request in the wallet.`
    : account.status === 'connecting'
      ? 'Connecting…'
      : ''

  return (
    <section className="panel" aria-labelledby="connect-title">
      <h2 id="connect-title">Connect a wallet</h2>
      <p className="hint">
        Wallets installed in this browser first, then wallets from Foyer’s directory.
      </p>
      <ul
        className="wallet-list"
        data-testid="headless-connect-list"
        aria-busy={directory.isPending}
      >
        {items.map((item) => (
          <li key={keyOf(item)}>
            <WalletChoice
              item={item}
              icon={iconOf(foyer, item)}
              pairs={!!walletConnect}
              disabled={isPending}
              onChoose={() => choose(item)}
            />
          </li>
        ))}
      </ul>
      {items.length === 0 && !directory.isPending ? (
        <p className="hint">
          No wallet found: install a browser wallet, or open this page with ?devwallets.
        </p>
      ) : null}
      {directory.error ? (
        <p className="notice" role="status">
          The wallet directory could not be loaded ({errorText(directory.error)}).{' '}
          <button type="button" className="link" onClick={directory.refetch}>
            Try again
          </button>
        </p>
      ) : null}
      <p className="status" role="status" data-testid="headless-connect-status">
        {status}
      </p>
      {isPending && step?.type === 'displayUri' ? (
        <PairingLink uri={step.uri} walletName={chosen ?? 'your wallet'} />
      ) : null}
      {isPending ? (
        <button type="button" className="secondary" onClick={cancel}>
          Cancel
        </button>
      ) : null}
      {error ? (
        <p className="error" role="alert" data-testid="headless-connect-error">
          {errorText(error)}
        </p>
      ) : null}
    </section>
  )
}

const selectWalletConnect = (state: FoyerState) =>
  state.connectors.find((connector) => connector.type === 'walletConnect')
