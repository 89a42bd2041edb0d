// The Solana adapter's lazy chunk: what it needs only once the visitor acts (connect, sign, switch, send, read
// a balance) or a page brings a connection back, @solana/kit with it. Loaded with import() on first use
// (core's lazyMethods), so none of it weighs on the host page's first load.
//
// One object rather than re-exports: a module made only of re-exports is a "facade" whose namespace
// rolldown builds at run time with a runtime helper, and a helper in a lazy chunk costs the host page a
// second eager file (docs/decisions.md, "One eager file").

import { solanaMethods } from './methods/solanaMethods.js'

/** What the adapter's eager part loads: its methods' bodies. */
export const actions = { methods: solanaMethods }
