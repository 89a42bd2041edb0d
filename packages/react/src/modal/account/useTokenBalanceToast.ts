import { showToast } from '@foyer/core'
import { useEffect } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'

/**
 * The modal's reaction to a failed token balance fetch: the toast 'Token Balance Unavailable' (SPEC §8),
 * once per failure, whichever view asked (the Tokens tab, the token picker). The action only fails.
 */
export function useTokenBalanceToast(): void {
  const foyer = useFoyer()
  const m = useMessages()
  useEffect(
    () =>
      foyer.queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          event.query.queryKey[0] === 'foyer' &&
          event.query.queryKey[1] === 'accountTokens'
        )
          showToast(foyer, {
            variant: 'error',
            message: errorMessage(event.action.error, m.tokenBalanceUnavailable, m),
          })
      }),
    [foyer, m],
  )
}
