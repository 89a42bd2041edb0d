// The only link from the entry to the modal: a dynamic import, so bundlers put the modal in its own chunk
// and pages that never open it never download it.
/** Loads the modal chunk. */
export const loadModal = () => import('./mount.js')
