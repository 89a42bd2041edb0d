import type { SiwxFamily } from '../siwx/eip4361.js'
import type { Namespace } from '../types/caip.js'
import { NAMESPACES, type NamespaceFeature, type NamespaceInfo } from './table.js'

/** True when the namespace supports the feature (SPEC §6); false for no namespace at all. */
export function supports(namespace: Namespace | undefined, feature: NamespaceFeature): boolean {
  if (!namespace) return false
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.features.includes(feature)
}

/**
 * The CAIP-122 family of a namespace's sign-in messages ('Ethereum', 'Solana'), or undefined when Foyer
 * cannot sign its accounts in (no 'signIn' feature, or a namespace it does not know).
 */
export function signInFamily(namespace: string): SiwxFamily | undefined {
  if (!Object.hasOwn(NAMESPACES, namespace)) return undefined
  const info: NamespaceInfo = NAMESPACES[namespace as Namespace]
  return info.features.includes('signIn') ? info.signIn?.family : undefined
}
