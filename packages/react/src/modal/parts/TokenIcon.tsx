import type { FoyerContext } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { IconImage } from '../../icons/IconImage.js'

/**
 * Where every view's token icon comes from (issue 40: Buy drew letters where Send and Swap drew logos): the
 * image a service gave for the token (its balance or swap listing), made loadable; else the wallet
 * service's image of its symbol (SPEC §7 getTokenImage), as the balances themselves point to; else none,
 * and the icon draws the symbol's initial.
 */
export function tokenIconSrc(
  foyer: Pick<FoyerContext, 'api'>,
  symbol: string,
  given: string | undefined,
): string | undefined {
  if (given) return foyer.api ? foyer.api.imageUrl(given) : given
  return foyer.api?.url(`/public/getTokenImage/${encodeURIComponent(symbol)}`)
}

/** A token's icon (from tokenIconSrc), or its symbol's initial on the symbol's colour when it fails. */
export function TokenIcon({ src, symbol }: { src: string | undefined; symbol: string }) {
  const foyer = useFoyer()
  return <IconImage className="token-icon" src={tokenIconSrc(foyer, symbol, src)} label={symbol} />
}
