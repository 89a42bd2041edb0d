/**
 * The main colour of each curated wallet's brand (a public fact, like its name). Foyer ships no third
 * party's logo; until an operator stores one (`images set wallet <id> <file>`), a wallet's tile is its
 * initials on its own colour, so MetaMask reads orange and Coinbase blue rather than all looking alike.
 */
export const BRAND_COLOURS: Readonly<Record<string, string>> = {
  metamask: '#f6851b',
  'coinbase-wallet': '#0052ff',
  'trust-wallet': '#0500ff',
  rainbow: '#001e59',
  phantom: '#ab9ff2',
  'okx-wallet': '#000000',
  rabby: '#7084ff',
  zerion: '#2962ef',
  'bitget-wallet': '#00c2d1',
  'ledger-live': '#2b2b2b',
  safe: '#12ff80',
  'brave-wallet': '#fb542b',
  backpack: '#e33e3f',
  onekey: '#44d62c',
  'uniswap-wallet': '#ff007a',
  argent: '#ff875b',
  imtoken: '#11c4d1',
  solflare: '#ffc700',
  frame: '#1a1b26',
  exodus: '#3a2dd8',
  talisman: '#d5ff5c',
  keplr: '#314fdf',
  tokenpocket: '#2980fe',
  safepal: '#4a21ef',
  'crypto-com-defi-wallet': '#103f68',
}
