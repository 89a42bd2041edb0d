// The only link from the entry to the modal: a dynamic import, so bundlers put the modal in its own chunk
// and pages that never open it never download it.
/** Loads the modal chunk. */
export const loadModal = () => import('./mount.js')

/**
 * Starts loading the modal chunk when the visitor presses a Foyer button: the press lasts long enough (a
 * mouse click ~100 ms) for the chunk to arrive before the click that opens the modal. Failures are left to
 * the opening itself, which loads again and reports them.
 */
export const preloadModal = () => {
  loadModal().catch(() => {})
}
