/**
 * The WalletConnect entry's icon, whichever adapter reports its connector: a scan frame (what the visitor
 * does with it), not the vendor's logo.
 */
export const WALLETCONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' rx='10' fill='#3b6ef5'/><path d='M11 16v-5h5M24 11h5v5M29 24v5h-5M16 29h-5v-5' fill='none' stroke='#fff' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/><rect x='16.5' y='16.5' width='7' height='7' rx='1.5' fill='#fff'/></svg>",
)}`
