import { join } from 'node:path'
import {
  ConfigError,
  defaultDataFolder,
  isDevelopment,
  jsonFromEnv,
  trustProxyFromEnv,
} from '@foyer/server'
import {
  type FrameChain,
  type FrameSolanaCluster,
  PUBLIC_SOLANA_CLUSTERS,
  parseChains,
  parseSolanaClusters,
} from '../config/chains.js'
import type { AuthConfig, FarcasterSettings } from '../config/config.js'
import { publicFrameChains } from '../config/publicChains.js'
import {
  type AuthSecrets,
  type DevelopmentSecrets,
  developmentSecrets,
  developmentSecretsFile,
  RECOVERY_KEY_VARIABLE,
  secretsFromEnv,
} from '../config/secrets.js'

/** A setting that a deployment must give, with the value development uses when it is not given. */
function setting(name: string, developmentDefault: string, what: string): string {
  const value = process.env[name]
  if (value) return value
  if (isDevelopment()) return developmentDefault
  throw new ConfigError(`${name} is required: ${what}`)
}

/** The data folder: PGlite's database (in `pglite/`); development secrets are kept outside it. */
export function configuredDataDir(): string {
  return process.env.FOYER_AUTH_DATA_DIR ?? defaultDataFolder('auth-data')
}

/**
 * The chains the frame may use: FOYER_AUTH_CHAINS (FOYER_API_CHAINS' JSON shape). Without it, development
 * serves the devnet's and a deployment SPEC §9's 24 chains on their public RPC endpoints (with a warning).
 */
export async function configuredChains(): Promise<{ chains: FrameChain[]; devnet: boolean }> {
  const chains = jsonFromEnv('FOYER_AUTH_CHAINS', parseChains)
  if (chains) return { chains, devnet: false }
  if (!isDevelopment()) {
    // SPEC §9's list, as the Solana clusters default to its three: said once, as public RPCs are throttled.
    console.warn(
      'FOYER_AUTH_CHAINS is not set: the frame serves SPEC §9\'s 24 EVM chains through their public RPC endpoints (rate-limited; the Goerli-era testnets no longer answer). Set FOYER_AUTH_CHAINS, [{ "id", "name", "rpcUrl", "nativeCurrency" }], with your own providers.',
    )
    return { chains: publicFrameChains(), devnet: false }
  }
  // Development only, so @foyer/devnet stays a development dependency.
  const { devnetFrameChains } = await import('../dev/devnetChains.js')
  return { chains: devnetFrameChains(), devnet: true }
}

/**
 * The Solana clusters the frame signs for: FOYER_AUTH_SOLANA_CLUSTERS (`[{ "reference", "name", "rpcUrl" }]`,
 * `[]` for none); without it SPEC §9's three public clusters, plus the devnet's local one when serving the
 * devnet.
 */
export async function configuredSolanaClusters(devnet: boolean): Promise<FrameSolanaCluster[]> {
  const clusters = jsonFromEnv('FOYER_AUTH_SOLANA_CLUSTERS', parseSolanaClusters)
  if (clusters) return clusters
  if (!devnet) return [...PUBLIC_SOLANA_CLUSTERS]
  const { devnetFrameSolanaClusters } = await import('../dev/devnetChains.js')
  return devnetFrameSolanaClusters()
}

/**
 * The chain the frame starts on: FOYER_AUTH_DEFAULT_CHAIN_ID, else 1 (SPEC §9), or the devnet's first chain
 * when serving the devnet. It must be one of the chains.
 */
export function configuredDefaultChainId(chains: FrameChain[], devnet: boolean): number {
  const raw = process.env.FOYER_AUTH_DEFAULT_CHAIN_ID
  const id = raw ? Number(raw) : devnet ? (chains[0] as FrameChain).id : 1
  if (!chains.some((chain) => chain.id === id))
    throw new ConfigError(
      `FOYER_AUTH_DEFAULT_CHAIN_ID is not valid: chain ${raw ?? id} is not in FOYER_AUTH_CHAINS (${chains.map((chain) => chain.id).join(', ')})`,
    )
  return id
}

/** A limit from the environment: a whole number from 1, or undefined (the default) when unset. */
function configuredLimit(name: string, what: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return undefined
  if (!/^[1-9]\d{0,6}$/.test(raw)) throw new ConfigError(`${name} is not valid: ${what}`)
  return Number(raw)
}

/** Login starts allowed per client address in 10 minutes: FOYER_AUTH_STARTS_PER_CLIENT (unset: 30). */
export const configuredStartsPerClient = () =>
  configuredLimit(
    'FOYER_AUTH_STARTS_PER_CLIENT',
    'the login starts one client address may make in 10 minutes (a whole number, 30 by default)',
  )

/** Device long-polls held per client address and in all: FOYER_AUTH_DEVICE_WAITS_PER_CLIENT / _TOTAL. */
export const configuredDeviceWaits = () => ({
  deviceWaitsPerClient: configuredLimit(
    'FOYER_AUTH_DEVICE_WAITS_PER_CLIENT',
    'the device long-polls one process holds open for one client address (a whole number, 10 by default)',
  ),
  deviceWaitsTotal: configuredLimit(
    'FOYER_AUTH_DEVICE_WAITS_TOTAL',
    'the device long-polls one process holds open in all (a whole number, 1000 by default)',
  ),
})

/**
 * The wait before a wallet's new device, approved from its mail, may sign in: FOYER_AUTH_DEVICE_APPROVAL_DELAY_MINUTES
 * (0 to 1440); unset, 60 minutes in a deployment and none in development.
 */
export function configuredDeviceApprovalDelay(): number {
  const raw = process.env.FOYER_AUTH_DEVICE_APPROVAL_DELAY_MINUTES
  if (raw === undefined || raw === '') return isDevelopment() ? 0 : 60 * 60_000
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > 1440)
    throw new ConfigError(
      'FOYER_AUTH_DEVICE_APPROVAL_DELAY_MINUTES is not valid: the minutes a new device of a wallet waits after its approval (0 to 1440, 60 by default)',
    )
  return Number(raw) * 60_000
}

/**
 * The headers a trusted proxy or CDN writes the client's place in, for the device-approval mail:
 * FOYER_AUTH_LOCATION_HEADER, comma-separated names (`CF-IPCountry`, or `CF-IPCity,CF-Region,CF-IPCountry`),
 * read only with FOYER_TRUST_PROXY. Unset: the mail names the client's network.
 */
export function configuredLocationHeaders(): string[] | undefined {
  const raw = process.env.FOYER_AUTH_LOCATION_HEADER
  if (raw === undefined || raw.trim() === '') return undefined
  const names = raw.split(',').map((name) => name.trim().toLowerCase())
  if (names.length > 4 || !names.every((name) => /^[a-z0-9-]{1,64}$/.test(name)))
    throw new ConfigError(
      "FOYER_AUTH_LOCATION_HEADER is not valid: up to 4 header names, comma-separated, that your proxy sets with the visitor's place (e.g. CF-IPCountry)",
    )
  return names
}

/**
 * Sign In With Farcaster: on when FOYER_FARCASTER_RPC_URL names an Optimism RPC endpoint (where the ID
 * registry is read), with the relay of FOYER_FARCASTER_RELAY_URL (Farcaster's own by default).
 */
export function configuredFarcaster(): FarcasterSettings | undefined {
  const rpcUrl = process.env.FOYER_FARCASTER_RPC_URL
  if (!rpcUrl) return undefined
  const relayUrl = process.env.FOYER_FARCASTER_RELAY_URL ?? 'https://relay.farcaster.xyz'
  for (const [name, value] of [
    ['FOYER_FARCASTER_RPC_URL', rpcUrl],
    ['FOYER_FARCASTER_RELAY_URL', relayUrl],
  ] as const) {
    let protocol = ''
    try {
      protocol = new URL(value).protocol
    } catch {}
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new ConfigError(`${name} is not valid: an http or https address`)
  }
  return { relayUrl, rpcUrl }
}

/**
 * The data service's address as browsers reach it, for the frame: FOYER_AUTH_PUBLIC_API_URL, else
 * FOYER_AUTH_API_URL (which may be an internal address the service alone reaches).
 */
export function configuredPublicApiUrl(apiUrl: string): string {
  const value = process.env.FOYER_AUTH_PUBLIC_API_URL || apiUrl
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new ConfigError(
      `${process.env.FOYER_AUTH_PUBLIC_API_URL ? 'FOYER_AUTH_PUBLIC_API_URL' : 'FOYER_AUTH_API_URL'} is not valid: an http or https address`,
    )
  return value
}

/** Development's generated secrets, kept beside (never in) the data folder, made on first use. */
function devSecrets(dataDir: string): () => DevelopmentSecrets {
  let secrets: DevelopmentSecrets | undefined
  return () => {
    secrets ??= developmentSecrets(developmentSecretsFile(dataDir), join(dataDir, 'secrets.json'))
    return secrets
  }
}

/** Where `serve` finds the recovery shares: the keeper's address, or (development only) its own process. */
export type KeeperSetting =
  | { kind: 'remote'; url: string; token: string }
  | { kind: 'in-process'; recoveryKey: Buffer }

/**
 * The share keeper: FOYER_AUTH_KEEPER_URL and FOYER_AUTH_KEEPER_TOKEN (at least 32 characters). `serve` never
 * holds the recovery key in a deployment — one process would then hold both share keys and could rebuild
 * every wallet — so FOYER_AUTH_RECOVERY_KEY given to it is refused; development runs the keeper in-process.
 */
export function configuredKeeper(development?: () => DevelopmentSecrets): KeeperSetting {
  const url = process.env.FOYER_AUTH_KEEPER_URL
  const token = process.env.FOYER_AUTH_KEEPER_TOKEN
  if (process.env[RECOVERY_KEY_VARIABLE] && !development)
    throw new ConfigError(
      `${RECOVERY_KEY_VARIABLE} must not be given to serve: the recovery key belongs to the share keeper (\`foyer-auth keeper\`, another process), so that no one process holds both share keys; give serve FOYER_AUTH_KEEPER_URL and FOYER_AUTH_KEEPER_TOKEN`,
    )
  if (url) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new ConfigError('FOYER_AUTH_KEEPER_URL is not valid: an http or https address')
    if (!token || token.length < 32)
      throw new ConfigError(
        'FOYER_AUTH_KEEPER_TOKEN is required with FOYER_AUTH_KEEPER_URL: at least 32 random characters, the same as the keeper’s',
      )
    return { kind: 'remote', url, token }
  }
  if (!development)
    throw new ConfigError(
      'FOYER_AUTH_KEEPER_URL is required: the share keeper (`foyer-auth keeper`, another process holding FOYER_AUTH_RECOVERY_KEY) that keeps the recovery shares',
    )
  return { kind: 'in-process', recoveryKey: development().recoveryKey }
}

/** Everything `serve` reads from the environment, checked before anything starts. */
export async function configuredAuth(port: number): Promise<{
  keeper: KeeperSetting
  config: AuthConfig
  secrets: AuthSecrets
  apiUrl: string
  smtpUrl: string
  mailFrom: string
  dataDir: string
}> {
  const apiUrl = setting(
    'FOYER_AUTH_API_URL',
    'http://127.0.0.1:4000',
    'the data service the project origins come from',
  )
  const publicApiUrl = configuredPublicApiUrl(apiUrl)
  const publicUrl = setting(
    'FOYER_AUTH_PUBLIC_URL',
    `http://localhost:${port}`,
    'the address the service is reached at (device-approval links point there)',
  )
  const smtpUrl = setting(
    'FOYER_SMTP_URL',
    'smtp://127.0.0.1:2525',
    'the SMTP server mail goes through, e.g. smtp://user:password@smtp.example.com:587',
  )
  const mailFrom = setting(
    'FOYER_MAIL_FROM',
    'Foyer <no-reply@foyer.localhost>',
    'the sender of the mails, e.g. "Foyer <no-reply@example.com>"',
  )
  const dataDir = configuredDataDir()
  const frameDir = setting(
    'FOYER_AUTH_FRAME_DIR',
    defaultDataFolder('auth-frame'),
    "the folder of the frame's built bundle (frame.js)",
  )
  const { chains, devnet } = await configuredChains()
  const defaultChainId = configuredDefaultChainId(chains, devnet)
  const solanaClusters = await configuredSolanaClusters(devnet)
  const trustProxyHops = trustProxyFromEnv()
  const development = isDevelopment() ? devSecrets(dataDir) : undefined
  const secrets = secretsFromEnv(process.env, development)
  const keeper = configuredKeeper(development)
  return {
    keeper,
    config: {
      publicUrl,
      apiUrl: publicApiUrl,
      chains,
      defaultChainId,
      solanaClusters,
      frameDir,
      trustProxyHops,
      locationHeaders: configuredLocationHeaders(),
      startsPerClient: configuredStartsPerClient(),
      ...configuredDeviceWaits(),
      deviceApprovalDelayMs: configuredDeviceApprovalDelay(),
      farcaster: configuredFarcaster(),
    },
    secrets,
    apiUrl,
    smtpUrl,
    mailFrom,
    dataDir,
  }
}

/**
 * The database and secrets for an operator command: the same folder, PostgreSQL URL and secrets `serve`
 * uses. (On the embedded database, stop `serve` first: one process at a time may open its folder.)
 */
export async function openConfiguredStorage() {
  const { openDatabase } = await import('../db/open.js')
  const dataDir = configuredDataDir()
  const secrets = secretsFromEnv(process.env, isDevelopment() ? devSecrets(dataDir) : undefined)
  const url = process.env.DATABASE_URL
  const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'pglite') })
  return { database, secrets }
}
