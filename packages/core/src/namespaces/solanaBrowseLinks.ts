/**
 * SPEC §7: on a phone, a Solana wallet is reached by opening this page inside the wallet app's own browser,
 * where the wallet is then installed (the Wallet Standard finds it). Each app has its link for that: a
 * "browse" link or a "dapp URL" link. Keyed by the wallet's name as directories spell it, lower-cased and
 * without a trailing "wallet" (directory ids differ from one directory to the next; names do not).
 */
const BROWSE_LINKS: Record<string, (url: string, origin: string) => string> = {
  phantom: (url, origin) => `https://phantom.app/ul/browse/${url}?ref=${origin}`,
  solflare: (url, origin) => `https://solflare.com/ul/v1/browse/${url}?ref=${origin}`,
  backpack: (url, origin) => `https://backpack.app/ul/v1/browse/${url}?ref=${origin}`,
  okx: (url) => `okx://wallet/dapp/url?dappUrl=${url}`,
  coinbase: (url) => `https://go.cb-w.com/dapp?cb_url=${url}`,
  // 501: Solana's coin id, so Trust opens the page on Solana.
  trust: (url) => `https://link.trustwallet.com/open_url?coin_id=501&url=${url}`,
}

const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+wallet$/, '')

/** The link that opens `page` inside the named wallet's app, or undefined for a wallet without one. */
export function solanaBrowseLink(
  walletName: string,
  page: { href: string; origin: string },
): string | undefined {
  const key = keyOf(walletName)
  if (!Object.hasOwn(BROWSE_LINKS, key)) return undefined
  return BROWSE_LINKS[key]?.(encodeURIComponent(page.href), encodeURIComponent(page.origin))
}
