import { type Messages, NAMESPACE_NAMES, type Namespace } from '@foyer/core'
import { NAMESPACES, type NamespaceInfo } from '@foyer/core/internal'

/**
 * A chain family's name as the visitor reads it: words (SPEC §9's 'EVM Networks') in the page's language,
 * proper nouns (Solana, Bitcoin) the same in every language — the namespace table says which.
 */
export function namespaceName(namespace: Namespace, m: Messages): string {
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.nameKey ? m[info.nameKey] : NAMESPACE_NAMES[namespace]
}
