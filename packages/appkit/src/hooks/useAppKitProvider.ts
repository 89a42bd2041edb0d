import type { Namespace } from '@foyer/core'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { AppKitConnectorType } from '../client/providerType.js'
import { registeredAppKit } from '../client/registry.js'
import { useAppKitAccount } from './useAppKitAccount.js'

/** A JSON-RPC request to a wallet provider. */
export type RequestArguments = {
  readonly method: string
  readonly params?: readonly unknown[] | object | undefined
}

/** A wallet provider as AppKit types it for `useAppKitProvider<Provider>()`: an EIP-1193 `request`. */
export interface Provider {
  request<T>(args: RequestArguments): Promise<T>
}

export type UseAppKitProviderReturnType<T> = {
  /** The connected wallet's provider (EIP-1193 for eip155); undefined while disconnected, as in AppKit, whose type says `T` too. */
  walletProvider: T
  walletProviderType: AppKitConnectorType | undefined
}

/** AppKit's `useAppKitProvider(namespace)`: the wallet provider of a chain family, read again on every change of account. */
export function useAppKitProvider<T>(namespace: Namespace): UseAppKitProviderReturnType<T> {
  const appKit = registeredAppKit()
  const { isConnected, caipAddress } = useAppKitAccount({ namespace })
  const getType = useCallback(() => appKit.getProviderType(namespace), [appKit, namespace])
  const walletProviderType = useSyncExternalStore(appKit.foyer.store.subscribe, getType, getType)
  const [walletProvider, setWalletProvider] = useState<T | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or chain (caipAddress) may mean a new provider.
  useEffect(() => {
    let current = true
    appKit.getWalletProvider(namespace).then(
      (provider) => current && setWalletProvider(provider as T | undefined),
      () => current && setWalletProvider(undefined),
    )
    return () => {
      current = false
    }
  }, [appKit, namespace, isConnected, caipAddress])
  return useMemo(
    () => ({ walletProvider: walletProvider as T, walletProviderType }),
    [walletProvider, walletProviderType],
  )
}
