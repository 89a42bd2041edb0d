import type { QueryClient } from '@tanstack/query-core'
import { useEffect } from 'react'

/**
 * When the modal opens, what its views show and is older than its cache time (a balance's 30 s) is read
 * again. The views stay mounted while the modal is closed (the press preload), so without this a balance
 * that changed behind Foyer's back — funds from another app, a faucet, `anvil_setBalance` — stayed as it
 * was at connect for as long as the page lived. Fresh data is not read again; the host's own hooks on the
 * same queries see the new values too.
 */
export function useRefreshWhenOpened(open: boolean, queryClient: QueryClient): void {
  useEffect(() => {
    if (open) void queryClient.refetchQueries({ type: 'active', stale: true })
  }, [open, queryClient])
}
