// Imported for its effect: the deferred parts' chunk is there before a test starts, as once a page is up, so
// an instance's own load of it cannot outlive a short test file (a load still running at teardown fails
// noisily).
import { loadDeferredParts } from '../deferred/startDeferredParts.js'

await loadDeferredParts()
