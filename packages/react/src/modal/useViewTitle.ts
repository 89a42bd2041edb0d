import type { FoyerState, MessageKey, ViewName } from '@foyer/core'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useMessages } from '../messages.js'

const titles: Record<Exclude<ViewName, 'ConnectingExternal'>, MessageKey> = {
  Connect: 'connectTitle',
  AllWallets: 'allWallets',
  Account: 'account',
  Networks: 'chooseNetwork',
  UnsupportedChain: 'unsupportedChainTitle',
  SignMessage: 'signMessage',
  ApproveTransaction: 'approveTransaction',
  Send: 'send',
  SendSelectToken: 'selectToken',
  SendPreview: 'preview',
  Receive: 'receive',
}

/** The title of a view; while connecting, the wallet's name. */
export function useViewTitle(view: ViewName): string {
  const m = useMessages()
  const walletName = useFoyerSelector(selectConnectingName)
  if (view === 'ConnectingExternal') return walletName ?? m.wallet
  return m[titles[view]]
}

function selectConnectingName(state: FoyerState): string | undefined {
  const uid = state.router.data.connectorUid
  return state.connectors.find((connector) => connector.uid === uid)?.name
}
