import type { FeatureViews } from '../viewEntry.js'

/**
 * Approving an unsafe request comes with the embedded wallet. Until then the entry has a title and no
 * view: core never opens it (`VIEW_NEEDS` says it is not built), so a host's `open()` is refused, not
 * shown empty.
 */
export const approveViews: FeatureViews<'ApproveTransaction'> = {
  ApproveTransaction: { title: 'approveTransaction' },
}
