/** A phone or tablet browser: popups become redirects, and wallets open as apps through their links. */
export function isPhone(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}
