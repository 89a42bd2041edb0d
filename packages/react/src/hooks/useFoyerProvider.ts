import { getAdapter, type Namespace } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'

/**
 * The connected wallet's provider (EIP-1193 for eip155), for hosts that talk to it directly; undefined
 * until it is known or while disconnected. Re-read whenever the connection changes.
 */
export function useFoyerProvider<TProvider = unknown>(
  namespace?: Namespace,
): TProvider | undefined {
  const foyer = useFoyer()
  const account = useFoyerAccount(namespace)
  const [provider, setProvider] = useState<TProvider | undefined>(undefined)
  const { isConnected, caipAddress } = account
  const ns = account.namespace

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or chain (caipAddress) may mean a new provider.
  useEffect(() => {
    if (!isConnected || !ns) {
      setProvider(undefined)
      return
    }
    let current = true
    getAdapter(foyer, ns)
      .getProvider()
      .then(
        (value) => current && setProvider(value as TProvider),
        () => current && setProvider(undefined),
      )
    return () => {
      current = false
    }
  }, [foyer, ns, isConnected, caipAddress])
  return provider
}
