import { deferredPartsLoaded } from '../deferred/startDeferredParts.js'

/**
 * A native balance as Foyer's buttons label it (`'1.234 ETH'`, written for `locale`), formatted by the
 * deferred parts: the number formatting stays out of the page's entry (issue 38). The balance query reads
 * through the same parts (getBalance.ts), so they are there whenever a balance is; a balance that came some
 * other way before them (a cache a host filled itself) gets no label until the next render after they arrive.
 */
export function balanceLabel(
  balance: { formatted: string; symbol: string } | undefined,
  locale: string,
): string | undefined {
  return balance
    ? deferredPartsLoaded()?.formatBalance(balance.formatted, balance.symbol, locale)
    : undefined
}
