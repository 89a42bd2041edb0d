// WalletConnect pairing's chunk (with the QR encoder). For the bundler, every lazy chunk reaches the modal's
// dependency set (docs/decisions.md, "One dependency set for lazy chunks").
import { chunkDependencies } from '../chunkDependencies.js'
import type { ViewChunk } from '../viewEntry.js'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.js'
import { walletConnectCss } from './styles.js'

/** The pairing views and their styles (a plain object: see modalChunk.ts for why not a namespace). */
export const walletConnectChunk: ViewChunk = {
  views: {
    ConnectingWalletConnect,
    ConnectingWalletConnectBasic: ConnectingWalletConnect,
  },
  styles: walletConnectCss,
  chunkDependencies,
}
