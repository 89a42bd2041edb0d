// The modal chunk's entry: the module load.ts imports with import(), and the one the feature chunks
// (send, receive, activity) import so that they share the modal's dependency set (docs/decisions.md,
// "One dependency set for lazy chunks").
//
// It hands out a plain object rather than being read as a module namespace: a namespace of a module that
// other chunks import too has to be built at run time with one of rolldown's helpers, and any helper used
// by a lazy chunk moves those helpers out of the page's entry into a file of their own (docs/decisions.md,
// "One eager file").
import { defineFoyerModal, mountModal } from './mount.js'

/** What the page gets once the modal chunk has loaded. */
export const modalChunk = { defineFoyerModal, mountModal }
