import { createContext, useContext } from 'react'
import type { ActivityChunk, NftsChunk, ViewRegistry } from './viewEntry.js'

/**
 * Every view of the modal and the loaders of its lazy parts. It is composed in modalChunk.ts and handed to
 * the element, so that no module the feature chunks reach imports a loader of a feature chunk: the feature
 * chunks and the modal then share one dependency set without an import cycle (docs/decisions.md, "One
 * dependency set for lazy chunks").
 */
export type ModalRegistry = {
  views: ViewRegistry
  /** The Activity tab (the history feature's chunk). */
  activity: () => Promise<ActivityChunk>
  /** The NFTs tab (the NFTs feature's chunk). */
  nfts: () => Promise<NftsChunk>
}

/** The registry of the modal this component renders in. */
export const RegistryContext = createContext<ModalRegistry | undefined>(undefined)

/** The modal's registry; only the modal's own components use it. */
export function useRegistry(): ModalRegistry {
  const registry = useContext(RegistryContext)
  if (!registry) throw new Error('The modal registry is missing')
  return registry
}
