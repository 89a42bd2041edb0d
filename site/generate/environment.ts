// The services' environment variables: every name the services' code reads (string literals and
// `process.env.X` / `env.X` in services/*/src, tests left out), with what it does from ENVIRONMENT_NOTES.
// The unit test fails when the code reads a variable the notes do not describe, or the notes describe one
// the code no longer reads.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { GENERATED, prose, table } from './markdown.js'
import { type Node, parseFile, ROOT, walk } from './parse.js'

const NAME = /^(FOYER_[A-Z0-9_]*[A-Z0-9]|DATABASE_URL|PORT|NODE_ENV)$/

type Note = {
  /** The services that read it (checked against the code). */
  services: readonly ('server' | 'api' | 'auth' | 'relay')[]
  does: string
  /** In production: required, or its default. */
  production: string
  /** Under `npm start` / `FOYER_ENV=development`, when it differs. */
  development?: string
}

/** What each variable does. Keep in step with the services (the unit test says when not). */
export const ENVIRONMENT_NOTES: Record<string, Note> = {
  FOYER_ENV: {
    services: ['server'],
    does: '`development` turns on the development defaults (the devnet’s chains, generated secrets, the local mail sink, the onramp sandbox). Never set it in production. Only this variable decides: `NODE_ENV` does not.',
    production: 'unset',
    development: '`development`',
  },
  PORT: {
    services: ['api', 'auth', 'relay'],
    does: 'The port `serve` listens on (`--port` wins).',
    production: 'api 4000, auth 4100, relay 4500',
  },
  DATABASE_URL: {
    services: ['server', 'auth', 'relay'],
    does: 'PostgreSQL (`postgres://user:password@host:5432/db`). Without it each service keeps its data in embedded PGlite, in its data folder (one process per folder), and the relay its messages in memory (one instance). The services may share one database; relay instances on one database are one relay.',
    production: 'PGlite in the data folder',
  },
  FOYER_TRUST_PROXY: {
    services: ['server'],
    does: 'How many proxies in front append to `X-Forwarded-For` (read by the data service, the auth service and the relay) (1 behind one load balancer): rate limits, the relay’s connections per address and logs then see the visitor’s address. Leave 0 when nothing in front sets the header.',
    production: '0',
  },
  FOYER_API_DATA_DIR: {
    services: ['api'],
    does: 'The data service’s PGlite folder (without `DATABASE_URL`).',
    production: '`.foyer/api-data`',
  },
  FOYER_API_CHAINS: {
    services: ['api'],
    does: 'The EVM chains served, JSON: `[{ "id", "name", "rpcUrl", "fallbackRpcUrls"?, "nativeCurrency", "multicall3"?, "swap"?, "bundlerUrl"?, "paymasterUrl"? }]`. See [Chains](./chains).',
    production: 'required',
    development: 'the devnet’s two chains',
  },
  FOYER_API_SOLANA_CLUSTERS: {
    services: ['api'],
    does: 'The Solana clusters served, JSON `[{ "reference", "name", "rpcUrl" }]`; `[]` serves none.',
    production: 'the three public clusters',
    development: '+ the devnet’s local cluster',
  },
  FOYER_API_PUBLIC_URL: {
    services: ['api'],
    does: 'The address browsers reach the data service at (absolute URLs in answers: images, the ENS gateway).',
    production: '`http://127.0.0.1:<port>`',
  },
  FOYER_API_FRAME_ORIGINS: {
    services: ['api'],
    does: 'The embedded wallet frames’ origins, comma-separated (the auth service’s `FOYER_AUTH_PUBLIC_URL`): CORS for their balance reads only.',
    production: 'none',
  },
  FOYER_API_RATE_LIMITS: {
    services: ['api'],
    does: 'Per-client and per-project limits on analytics writes and cache-skipping reads, JSON of `{ limit, windowMs }` per key, over the defaults. Counted in the database on PostgreSQL (shared by every process), in memory on PGlite.',
    production: 'the built-in limits',
  },
  FOYER_API_SPONSORSHIP: {
    services: ['api'],
    does: 'Who the paymasters sponsor: JSON `{ "publicKeys": [the auth service’s Ed25519 public keys, hex], "perAccount"?, "perProject"? }` with budgets `{ "operations", "gas", "windowMs" }`. A `pm_*` call needs a sponsorship token signed by one of those keys, for the operation’s own account; budgets are counted in the database.',
    production: 'unset: no operation is sponsored',
  },
  FOYER_API_ANALYTICS_RETENTION_DAYS: {
    services: ['api'],
    does: 'How many days analytics events are kept (swept at start and hourly).',
    production: '90',
  },
  FOYER_API_NAME_SUFFIXES: {
    services: ['api'],
    does: 'Wallet names’ suffixes, JSON `{ "current", "legacy" }`.',
    production: '`foyer.id` and `fyr.id`',
  },
  FOYER_API_NAMES_PER_ADDRESS: {
    services: ['api'],
    does: 'How many names an address may register under the current suffix.',
    production: '1',
  },
  FOYER_API_ENS_GATEWAY_KEY: {
    services: ['api'],
    does: 'The private key (0x + 64 hex digits) that signs the ENS (EIP-3668) gateway’s answers; without it `/ccip` answers 404.',
    production: 'none',
    development: 'the devnet’s signer',
  },
  FOYER_API_ENS_RESOLVER: {
    services: ['api'],
    does: 'The off-chain resolver the gateway signs for (set with the key, never alone).',
    production: 'none',
    development: 'the devnet’s resolver',
  },
  FOYER_API_ONRAMP_TOKENS: {
    services: ['api'],
    does: 'The tokens sold through the onramp, JSON `[{ "id", "name", "symbol", "networks": [{ "chainId", "contractAddress", "decimals", "name"? }] }]`.',
    production: 'none',
    development: 'the devnet’s tokens',
  },
  FOYER_API_ONRAMP_PAYMENT_CURRENCIES: {
    services: ['api'],
    does: 'The fiat currencies taken, JSON `[{ "id": "USD", "limits"?: [{ "id": "CARD", "min", "max" }] }]`.',
    production: 'USD and EUR; card 10.00 to 7,500.00, bank account 10.00 to 25,000.00',
  },
  FOYER_API_ONRAMP_SANDBOX: {
    services: ['api'],
    does: 'The local sandbox provider, JSON `{ "prices", "fiatRates"?, "treasury"? }`, or `false`. Its treasury is refused outside development.',
    production: 'off',
    development: 'on, with the devnet’s treasury',
  },
  FOYER_API_MOONPAY: {
    services: ['api'],
    does: 'MoonPay, JSON `{ "apiKey": "pk_…", "currencyCodes": { "<token id>@<CAIP-2>": "<code>" }, "widgetUrl"?, "apiUrl"? }`.',
    production: 'off',
  },
  FOYER_API_MOONPAY_SECRET_KEY: {
    services: ['api'],
    does: 'MoonPay’s secret key (`sk_…`), which signs its widget URLs; required with `FOYER_API_MOONPAY`.',
    production: 'none',
  },
  FOYER_AUTH_API_URL: {
    services: ['auth'],
    does: 'The data service as the auth service reaches it: the one source of a project’s allowed origins.',
    production: 'required',
    development: '`http://127.0.0.1:4000`',
  },
  FOYER_AUTH_PUBLIC_URL: {
    services: ['auth'],
    does: 'Where browsers reach the auth service: the frame’s origin, device-approval links, social callbacks.',
    production: 'required',
    development: '`http://127.0.0.1:<port>`',
  },
  FOYER_AUTH_PUBLIC_API_URL: {
    services: ['auth'],
    does: 'The data service as browsers reach it, handed to the frame (its `apiUrl` and its CSP).',
    production: '`FOYER_AUTH_API_URL`',
  },
  FOYER_AUTH_CHAINS: {
    services: ['auth'],
    does: 'The frame’s EVM chains, JSON in `FOYER_API_CHAINS`’ shape, plus `"smartAccount"?: { "factory", "bundlerUrl"?, "sponsored"? }`: without `bundlerUrl` the frame sends user operations through the data service’s `/v1/bundler`; `sponsored` has the data service’s paymaster pay (a `paymasterUrl` here is refused: it would reach browsers).',
    production:
      'the embedded wallet’s 24 default chains (ids 1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999) on their public RPC endpoints, with a warning: set your own providers',
    development: 'the devnet’s two chains, with smart accounts',
  },
  FOYER_AUTH_DEFAULT_CHAIN_ID: {
    services: ['auth'],
    does: 'The chain the frame starts on; one of `FOYER_AUTH_CHAINS`.',
    production: '1',
    development: 'the devnet’s first chain',
  },
  FOYER_AUTH_SOLANA_CLUSTERS: {
    services: ['auth'],
    does: 'The Solana clusters the frame signs for, JSON `[{ "reference", "name", "rpcUrl" }]`; `[]`: none.',
    production: 'the three public clusters',
    development: '+ the devnet’s local cluster',
  },
  FOYER_AUTH_DATA_DIR: {
    services: ['auth'],
    does: 'The auth service’s folder: PGlite (without `DATABASE_URL`) and, in development, its generated secrets.',
    production: '`.foyer/auth-data`',
  },
  FOYER_AUTH_FRAME_DIR: {
    services: ['auth'],
    does: 'The built frame bundle (`frame.js`, from `scripts/buildFrame.ts`), served under `/frame/assets/`.',
    production: 'required',
    development: '`.foyer/auth-frame`',
  },
  FOYER_AUTH_SHARE_KEY: {
    services: ['auth'],
    does: '32 random bytes, base64: seals the devices’ key shares (AES-256-GCM). Keep it in a KMS.',
    production: 'required',
    development: 'generated once, outside the data folder (`~/.config/foyer/dev-secrets/`)',
  },
  FOYER_AUTH_RECOVERY_KEY: {
    services: ['auth'],
    does: '32 random bytes, base64: the share keeper’s key for the recovery records. Given to `foyer-auth keeper` only: `serve` refuses it in a deployment, so that no one process holds both share keys.',
    production: 'required by `keeper`; refused by `serve`',
    development: 'generated once',
  },
  FOYER_AUTH_KEEPER_URL: {
    services: ['auth'],
    does: 'Where `serve` reaches the share keeper (`foyer-auth keeper`), which keeps the recovery shares.',
    production: 'required',
    development: 'unset: the keeper runs in-process',
  },
  FOYER_AUTH_KEEPER_TOKEN: {
    services: ['auth'],
    does: 'The bearer token `serve` calls the keeper with, and the keeper expects (at least 32 random characters).',
    production: 'required (both)',
    development: 'unset',
  },
  FOYER_AUTH_DEV_SECRETS_FILE: {
    services: ['auth'],
    does: 'Development only: the file the generated secrets are kept in (never the data folder).',
    production: 'unused',
    development: '`~/.config/foyer/dev-secrets/<the data folder’s hash>.json`',
  },
  FOYER_KEEPER_DATABASE_URL: {
    services: ['auth'],
    does: 'The share keeper’s own PostgreSQL database.',
    production: 'unset: PGlite in `FOYER_KEEPER_DATA_DIR`',
  },
  FOYER_KEEPER_DATA_DIR: {
    services: ['auth'],
    does: 'The share keeper’s PGlite folder.',
    production: '`.foyer/keeper-data`',
  },
  FOYER_KEEPER_HOST: {
    services: ['auth'],
    does: 'The address the share keeper listens on: keep it where only the auth service reaches it.',
    production: '`127.0.0.1`',
  },
  FOYER_AUTH_PEPPER: {
    services: ['auth'],
    does: '32 random bytes, base64: the HMAC key one-time codes are stored under.',
    production: 'required',
    development: 'generated once',
  },
  FOYER_AUTH_SPONSORSHIP_KEY: {
    services: ['auth'],
    does: 'An Ed25519 private key’s 32-byte seed, hex (`openssl rand -hex 32`): signs the 10-minute sponsorship tokens the frame sends to the data service’s paymaster endpoint (`POST /v1/wallet/sponsorship`). Its public half goes in `FOYER_API_SPONSORSHIP`’s `publicKeys`.',
    production: 'unset: no tokens, so nothing is sponsored',
    development: 'generated once',
  },
  FOYER_AUTH_STARTS_PER_CLIENT: {
    services: ['auth'],
    does: 'Login starts (e-mail, social, Farcaster) one client address may make in 10 minutes.',
    production: '30',
  },
  FOYER_AUTH_DEVICE_WAITS_PER_CLIENT: {
    services: ['auth'],
    does: 'Device long-polls (`POST /v1/login/device`, each held up to 20 s) one process holds open for one client address; past it a 429 with `Retry-After`. Raise it when many visitors sign in new devices from behind one address.',
    production: '10',
  },
  FOYER_AUTH_DEVICE_WAITS_TOTAL: {
    services: ['auth'],
    does: 'Device long-polls one process holds open in all (each holds a socket); past it a 429 with `Retry-After`.',
    production: '1000',
  },
  FOYER_AUTH_DEVICE_APPROVAL_DELAY_MINUTES: {
    services: ['auth'],
    does: 'Minutes a new device of a wallet waits, after its mailed approval, before it may sign in (0 to 1440); its owner can remove it meanwhile.',
    production: '60',
    development: '0',
  },
  FOYER_AUTH_LOCATION_HEADER: {
    services: ['auth'],
    does: 'Headers your proxy or CDN sets with the visitor’s place (comma-separated, up to 4: `CF-IPCountry`, or a city, a region and a country header), named in the device-approval mail. Read only with `FOYER_TRUST_PROXY`; the proxy must overwrite them. Unset: the mail names the visitor’s network (IPv4 /24, IPv6 /48).',
    production: 'unset',
  },
  FOYER_SMTP_URL: {
    services: ['auth'],
    does: 'The SMTP server codes and device links are sent through (`smtp://user:pass@host:587`, `smtps://…`).',
    production: 'required',
    development: 'the local mail sink',
  },
  FOYER_MAIL_FROM: {
    services: ['auth'],
    does: 'The mails’ sender (`Foyer <no-reply@example.com>`).',
    production: 'required',
    development: '`Foyer <no-reply@foyer.localhost>`',
  },
  FOYER_FARCASTER_RPC_URL: {
    services: ['auth'],
    does: 'An Optimism JSON-RPC endpoint (Farcaster’s ID registry is read there). Unset: Farcaster sign-in is off.',
    production: 'unset',
    development: 'the devnet',
  },
  FOYER_FARCASTER_RELAY_URL: {
    services: ['auth'],
    does: 'Farcaster’s auth relay.',
    production: '`https://relay.farcaster.xyz`',
    development: 'the local stand-in',
  },
  FOYER_SOCIAL_CLIENT_SECRET: {
    services: ['auth'],
    does: 'The OAuth client secret for `socials set` (read from the environment so it stays out of the shell’s history).',
    production: 'operator command only',
  },
  FOYER_RELAY_API_URL: {
    services: ['relay'],
    does: 'The data service: the relay accepts a page whose connection names a project from that project’s allowed origins (read from `/projects/v1/origins`, kept a minute).',
    production: 'unset: only `FOYER_RELAY_ALLOWED_ORIGINS`',
    development: 'the local data service',
  },
  FOYER_RELAY_ALLOWED_ORIGINS: {
    services: ['relay'],
    does: 'Origins allowed to use the relay for every project, comma-separated (`https://wallet.example.com`). Pages from elsewhere are closed with 3000; clients without `Origin` (wallet apps, servers) are served.',
    production: 'none',
  },
  FOYER_RELAY_LIMITS: {
    services: ['relay'],
    does: 'The relay’s limits per connection, per client address and in total, JSON (`{ "subscriptionsPerConnection": 1000, "connectionsPerAddress": 100, "storedBytes": 268435456, … }`): the names and defaults are in `services/relay/src/limits.ts` and `docs/operations.md`.',
    production: 'the defaults of `services/relay/src/limits.ts`',
  },
  FOYER_DEVNET_L1_PORT: {
    services: ['api', 'auth'],
    does: 'Development only: the devnet’s L1 chain port.',
    production: '—',
    development: '8545',
  },
  FOYER_DEVNET_L2_PORT: {
    services: ['api', 'auth'],
    does: 'Development only: the devnet’s L2 chain port.',
    production: '—',
    development: '8546',
  },
  FOYER_DEVNET_SOLANA_PORT: {
    services: ['api', 'auth'],
    does: 'Development only: the local Solana cluster’s port.',
    production: '—',
    development: '8899',
  },
  FOYER_DEVNET_BUNDLER_PORT: {
    services: ['api', 'auth'],
    does: 'Development only: the devnet’s ERC-4337 bundler and paymaster.',
    production: '—',
    development: '4337',
  },
}

/** Where each variable is read: name → service → files. */
export function variablesRead(): Map<string, Map<string, Set<string>>> {
  const found = new Map<string, Map<string, Set<string>>>()
  const record = (name: string, service: string, file: string) => {
    if (!NAME.test(name)) return
    const services = found.get(name) ?? new Map<string, Set<string>>()
    const files = services.get(service) ?? new Set<string>()
    files.add(file)
    services.set(service, files)
    found.set(name, services)
  }
  for (const service of readdirSync(join(ROOT, 'services'))) {
    for (const file of filesUnder(`services/${service}/src`)) {
      const parsed = parseFile(file)
      walk(parsed.program, (node: Node) => {
        if (node.type === 'Literal' && typeof node.value === 'string')
          record(node.value, service, file)
        if (
          node.type === 'MemberExpression' &&
          !node.computed &&
          /(^|\.)env$/.test(parsed.source.slice(node.object.start, node.object.end))
        )
          record(node.property.name, service, file)
      })
    }
  }
  return found
}

function filesUnder(folder: string): string[] {
  const files: string[] = []
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(join(ROOT, folder), { withFileTypes: true })
  } catch {
    return files
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (entry.name !== '_test' && entry.name !== 'node_modules') files.push(...filesUnder(path))
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

/** The generated Markdown of the environment table, grouped by service. */
export function environmentMarkdown(): string {
  const read = variablesRead()
  const groups: { title: string; services: string[] }[] = [
    { title: 'Every service', services: ['server'] },
    { title: 'The data service (`services/api`)', services: ['api'] },
    { title: 'The auth service (`services/auth`)', services: ['auth'] },
    { title: 'The WalletConnect relay (`services/relay`)', services: ['relay'] },
  ]
  const placed = new Set<string>()
  const sections = groups.map(({ title, services }) => {
    const names = [...read.keys()]
      .filter((name) => !placed.has(name))
      .filter((name) => {
        const note = ENVIRONMENT_NOTES[name]
        const readers = note ? note.services : [...(read.get(name)?.keys() ?? [])]
        return services.some((service) => readers.includes(service as never))
      })
      .sort((a, b) => Number(a.startsWith('FOYER_DEVNET_')) - Number(b.startsWith('FOYER_DEVNET_')))
    for (const name of names) placed.add(name)
    return [
      `### ${title}`,
      '',
      table(
        ['Variable', 'What it does', 'Default'],
        names.map((name) => {
          const note = ENVIRONMENT_NOTES[name]
          const files = [...(read.get(name)?.values() ?? [])].flatMap((set) => [...set])
          return [
            `<span id="${name.toLowerCase()}">\`${name}\`</span>`,
            `${prose(note?.does ?? '')}<br><small>read in ${files.map((file) => `\`${file.replace(/^services\//, '')}\``).join(', ')}</small>`,
            note?.development
              ? `production: ${prose(note.production)}<br>development: ${prose(note.development)}`
              : prose(note?.production ?? ''),
          ]
        }),
      ),
      '',
    ].join('\n')
  })
  return [GENERATED, '', ...sections].join('\n')
}
