// The adapter's lazy chunk: what it needs only once the visitor acts (connect, sign, switch, send, read a
// balance) or a page restores a session. Loaded with import() on first use so that none of it, nor the parts
// of viem and wagmi it pulls in (signature recovery, ABI encoding…), weighs on the host page's first load.
// Reads go through rpc.ts, not viem's public actions (see there why).
//
// One object rather than re-exports: a module made only of re-exports is a "facade" whose namespace
// rolldown builds at run time with a runtime helper, and a helper in a lazy chunk costs the host page a
// second eager file (docs/decisions.md, "One eager file").

import { authSession } from './auth/authSession.js'
import { openFrame } from './auth/openFrame.js'
import { evmMethods } from './methods/evmMethods.js'
import { walletConnectSession } from './walletconnect/walletConnectSession.js'

/** What the adapter's eager part loads: its methods' bodies and its connectors' working parts. */
export const actions = {
  methods: evmMethods,
  // The embedded wallet's host side, in this same chunk: a chunk of its own would share viem's modules
  // with the page and this one, and the bundler would then split them into an extra eager file
  // (docs/decisions.md, "One dependency set for lazy chunks"). It is loaded on the first connect anyway.
  authSession,
  openFrame,
  // WalletConnect's working part, for the same reason (the SDK itself is a chunk of its own: it shares no
  // module with the page).
  walletConnectSession,
}
