import type { Namespace } from '../types/caip.js'
import { NAMESPACES, type NamespaceFeature, type NamespaceInfo } from './table.js'

/** True when the namespace supports the feature (SPEC §6); false for no namespace at all. */
export function supports(namespace: Namespace | undefined, feature: NamespaceFeature): boolean {
  if (!namespace) return false
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.features.includes(feature)
}

/** True when the address is valid for the namespace (SPEC §5). */
export function isAddressFor(namespace: Namespace, value: string): boolean {
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.isAddress ? info.isAddress(value) : value.length > 0
}
