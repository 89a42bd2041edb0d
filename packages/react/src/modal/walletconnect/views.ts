import { viewArguments } from '@foyer/core/internal'
import type { FeatureViews, ViewChunk } from '../viewEntry.js'

const load = (): Promise<ViewChunk> =>
  import('./walletConnectChunk.js').then((module) => module.walletConnectChunk)

/** WalletConnect pairing: a chunk of its own, loaded only when a visitor chooses WalletConnect or a wallet it serves. */
export const walletConnectViews: FeatureViews<
  'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'
> = {
  ConnectingWalletConnect: {
    // The chosen wallet's name, as while connecting to any other wallet.
    title: (state, m) =>
      viewArguments(state.router, 'ConnectingWalletConnect')?.wallet?.name ?? m.walletConnectTitle,
    load,
  },
  ConnectingWalletConnectBasic: { title: 'walletConnectTitle', load },
}
