import type { Namespace } from '../types/caip.js'
import { isEvmAddress, isSolanaAddress } from '../utils/address.js'
import { solanaBrowseLink } from './solanaBrowseLinks.js'
import { type AddressRule, type BrowseLinks, NAMESPACES, type NamespaceInfo } from './table.js'

// What the namespace table names by rule, as code: only the modal's views (Send, Pay, the wallet rows on a
// phone) use it, so it is a module apart from `supports.ts`, which the page's account button uses (issue 38).

const ADDRESS_RULES: Record<AddressRule, (value: string) => boolean> = {
  hex20: isEvmAddress,
  base58: isSolanaAddress,
}

const BROWSE_LINKS: Record<
  BrowseLinks,
  (walletName: string, page: { href: string; origin: string }) => string | undefined
> = {
  solanaWalletApps: solanaBrowseLink,
}

/** True when the address is valid for the namespace (SPEC §5). */
export function isAddressFor(namespace: Namespace, value: string): boolean {
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.address ? ADDRESS_RULES[info.address](value) : value.length > 0
}

/** The link that opens `page` inside the named wallet app's browser on this family (SPEC §7), if it has one. */
export function walletBrowseLink(
  namespace: Namespace | undefined,
  walletName: string,
  page: { href: string; origin: string },
): string | undefined {
  if (!namespace) return undefined
  const info: NamespaceInfo = NAMESPACES[namespace]
  return info.browseLinks && BROWSE_LINKS[info.browseLinks](walletName, page)
}
