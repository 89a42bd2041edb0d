import { type Messages, NAMESPACE_NAMES, type Namespace } from '@foyer/core'

/**
 * A chain family's name as the visitor reads it: 'EVM Networks' (SPEC §9's name) in the page's language;
 * the other families' names are proper nouns (Solana, Bitcoin) and read the same in every language.
 */
export function namespaceName(namespace: Namespace, m: Messages): string {
  return namespace === 'eip155' ? m.evmNetworks : NAMESPACE_NAMES[namespace]
}
