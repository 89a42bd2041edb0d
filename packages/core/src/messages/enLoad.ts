// What the English row of LOCALES imports. The modal's chunk imports its texts statically too, and a dynamic
// import of such a module makes the bundler build its namespace with one of its runtime helpers inside a lazy
// chunk, which moves those helpers out of a host's entry into an eager file of their own (seen on the bench's
// EVM + Solana host; docs/decisions.md, "One eager file"). This module is only ever imported dynamically, so
// its chunk hands out its export as it is. It brings the texts that load with the modal alone: the row adds
// enBeforeModal's, which the page has (its chunk reaching them split the host's entry; docs/decisions.md,
// "What an instance starts after createFoyer").
import { enWithModal } from './enWithModal.js'

/** The English texts that load with the modal. */
export const englishMessages = enWithModal
