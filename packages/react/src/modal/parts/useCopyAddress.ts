import { showToast } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'

/** Copies an address to the clipboard and says so with a toast (or that it could not). */
export function useCopyAddress(address: string): () => void {
  const foyer = useFoyer()
  const m = useMessages()
  return useCallback(() => {
    navigator.clipboard.writeText(address).then(
      () => showToast(foyer, { variant: 'success', message: m.addressCopied }),
      () => showToast(foyer, { variant: 'error', message: m.copyFailed }),
    )
  }, [foyer, m, address])
}
