// The page side of devWalletScript.ts: bundled on its own into a classic script, injected before a host
// app's code. It defines one function; the script devWalletScript.ts returns calls it with the chains.
import { createDevWallets, type DevChain } from '@foyer/test'

Object.assign(window, {
  /** Announces the two dev wallets through EIP-6963 and keeps them on `window.__foyerDevWallets`. */
  __foyerInstallDevWallets(chains: DevChain[]) {
    // Init scripts run in every frame; the wallets belong to the page itself (not the embedded wallet's frame).
    if (window.top !== window) return
    const wallets = createDevWallets({ chains, storage: window.localStorage })
    for (const wallet of wallets) wallet.announce(window)
    Object.assign(window, { __foyerDevWallets: wallets })
  },
})
