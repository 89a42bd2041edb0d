// What the English row of LOCALES imports. en.ts is also imported statically (by the modal's chunk), and a
// dynamic import of such a module makes the bundler build its namespace with one of its runtime helpers inside
// a lazy chunk, which moves those helpers out of a host's entry into an eager file of their own (seen on the
// bench's EVM + Solana host; docs/decisions.md, "One eager file"). This module is only ever imported dynamically,
// so its chunk hands out its export as it is.
import { en } from './en.js'

/** The whole English catalogue. */
export const englishMessages = en
