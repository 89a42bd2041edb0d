/**
 * The demo's switches: each is a query parameter read once at load (config.ts), so turning one on or off
 * is a reload with the query changed. The page lists them so that nobody has to edit the address bar.
 */
export type DemoSwitch = {
  /** The query parameter, present (`?signin`) or absent. */
  key: string
  label: string
  /** What turning it on shows, in a sentence. */
  description: string
  /** The switch needs the data and wallet services, which `npm start` and the browser tests give the build. */
  needsServices?: boolean
}

export const DEMO_SWITCHES: readonly DemoSwitch[] = [
  {
    key: 'devwallets',
    label: 'Dev wallets',
    description: 'Two funded browser wallets that sign with devnet keys, for EVM and Solana.',
  },
  {
    key: 'signin',
    label: 'Sign-in with the wallet',
    description: 'Asks for a signed message after connecting; the session is kept by the services.',
    needsServices: true,
  },
  {
    key: 'pay',
    label: 'Pay',
    description: 'A checkout panel that takes a payment in fUSD through the modal.',
  },
  {
    key: 'sessions',
    label: 'Smart sessions',
    description:
      'Lets a session key of this page spend fUSD from the smart account without prompts.',
  },
  {
    key: 'legal',
    label: 'Terms checkbox',
    description: 'Visitors accept the terms and the privacy policy before connecting.',
  },
  {
    key: 'collapse',
    label: 'Collapsed wallet list',
    description: 'Connect shows a short list with the rest behind "All wallets".',
  },
  {
    key: 'l1only',
    label: 'L1 only',
    description:
      'The app supports the L1 alone: move a dev wallet to the L2 to see an unsupported network.',
  },
  {
    key: 'solanaonly',
    label: 'Solana only',
    description: 'The app has the Solana adapter alone: e-mail login gives a Solana account.',
  },
]

/**
 * The query with `key` set to `value` (a bare `?key` for an empty string) or removed (`undefined`), the other
 * parameters kept in their order. Bare keys stay bare: `?devwallets&signin`, as the docs write them.
 */
export function withParam(search: string, key: string, value: string | undefined): string {
  const params = [...new URLSearchParams(search)].filter(([name]) => name !== key)
  if (value !== undefined) params.push([key, value])
  if (params.length === 0) return '?'
  return `?${params
    .map(([name, v]) =>
      v === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(v)}`,
    )
    .join('&')}`
}

/** The query with switch `key` flipped. */
export function toggled(search: string, key: string): string {
  return withParam(search, key, new URLSearchParams(search).has(key) ? undefined : '')
}
