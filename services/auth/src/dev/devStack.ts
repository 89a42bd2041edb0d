import { join } from 'node:path'
import { DEVNET_FARCASTER_USERS } from '@foyer/devnet'
import { newSponsorshipKeyPair, sponsorshipPublicKeyOf } from '@foyer/server'
import { systemClock } from '../clock.js'
import {
  type FrameChain,
  type FrameSolanaCluster,
  PUBLIC_SOLANA_CLUSTERS,
  toFrameChains,
} from '../config/chains.js'
import { developmentSecrets, developmentSecretsFile, generateSecrets } from '../config/secrets.js'
import { openDatabase } from '../db/open.js'
import type { AppDeps } from '../deps.js'
import { inProcessVault } from '../keeper/inProcessVault.js'
import { authLimits } from '../limits/authLimits.js'
import { smtpMailer } from '../mail/mailer.js'
import { projectsFromApi } from '../projects/projects.js'
import { DEVICE_WAIT } from '../rules.js'
import { startAuthService } from '../server.js'
import { type DevnetBundlerUrls, withDevnetSmartAccounts } from './devnetChains.js'
import { startFarcasterStandIn } from './farcasterStandIn.js'
import { startMailSink } from './mailSink.js'
import { standInProviders } from './standInProviders.js'

export type DevAuthOptions = {
  port: number
  /** The data service the project origins come from. */
  apiUrl: string
  /** The chains the frame may use (the devnet's), and the one it starts on. */
  chains: readonly FrameChain[]
  defaultChainId: number
  /** The devnet's ERC-4337 bundler per chain (startDevnet's `bundlerUrls`): smart accounts on its chains. */
  bundlerUrls?: DevnetBundlerUrls | undefined
  /** The Solana clusters the frame signs for (default: SPEC §9's three public ones). */
  solanaClusters?: readonly FrameSolanaCluster[] | undefined
  /**
   * The data folder, kept between runs: PGlite's database (`pglite/`, unless `databaseUrl`). Its generated
   * secrets are kept outside it (config/secrets.ts `developmentSecretsFile`). Without it everything is in
   * memory, secrets made per process.
   */
  dataDir?: string | undefined
  databaseUrl?: string | undefined
  /** The folder of the frame's built bundle, served under /frame/assets/. */
  frameDir: string
  /**
   * The service's public address (default `http://localhost:<port>`: passkeys need a host name as their
   * relying party, and refuse an IP address such as 127.0.0.1).
   */
  publicUrl?: string | undefined
  /** The mail sink's SMTP port (a free one when absent) and its inbox's HTTP port (likewise). */
  smtpPort?: number | undefined
  inboxPort?: number | undefined
  /** The social providers' stand-in's port (a free one when absent). */
  oidcPort?: number | undefined
  /** The Farcaster stand-in's port (relay and client; a free one when absent). */
  farcasterPort?: number | undefined
  /** Login starts per client address in 10 minutes (30): the browser tests, all from 127.0.0.1, need more. */
  startsPerClient?: number | undefined
  /**
   * The sponsorship tokens' signing seed (hex; devSponsorshipKeys' `privateKey`), whose public key the dev data
   * service was given. Absent: the data folder's development secrets' (or a new one without a data folder).
   */
  sponsorshipKey?: string | undefined
  /** How a refused page is allowed, in the origin check's answer (AuthConfig `allowOriginHint`). */
  allowOriginHint?: string | undefined
}

/**
 * The sponsorship key pair of a dev stack (issue 37), in the settings' hex form: the data service, started
 * first, gets `publicKey`; the auth service `privateKey`. With a data folder it is the one kept with the
 * folder's other development secrets, so a standalone `foyer-auth serve` signs with the same key; without one,
 * a new pair.
 */
export function devSponsorshipKeys(dataDir?: string): { privateKey: string; publicKey: string } {
  if (!dataDir) return newSponsorshipKeyPair()
  const seed = developmentSecrets(
    developmentSecretsFile(dataDir),
    join(dataDir, 'secrets.json'),
  ).sponsorshipKey.toString('hex')
  return { privateKey: seed, publicKey: sponsorshipPublicKeyOf(seed) }
}

/** The running dev auth service and its mail sink. */
export type DevAuth = {
  url: string
  inboxUrl: string
  /** The stand-in for the social providers (an OpenID provider with a consent page of test users). */
  oidcUrl: string
  /** The stand-in for Farcaster's auth relay, whose sign-in links open its test Farcaster client. */
  farcasterUrl: string
  smtpPort: number
  stop(): Promise<void>
}

/**
 * The auth service as `npm start` and the browser tests run it: the mail sink (SMTP and inbox), the
 * database, development secrets, the service sending its mail to the sink, the stand-in for the social
 * providers set up for every project, and the stand-in for Farcaster's relay and client (the ID registry is
 * the devnet's, on the first chain).
 */
export async function startDevAuth(options: DevAuthOptions): Promise<DevAuth> {
  const sink = await startMailSink({ smtpPort: options.smtpPort, inboxPort: options.inboxPort })
  const stops: (() => Promise<void>)[] = [() => sink.stop()]
  const stopAll = async () => {
    for (const stop of [...stops].reverse()) await stop().catch(() => {})
  }
  try {
    const database = await openDatabase(
      options.databaseUrl
        ? { url: options.databaseUrl }
        : { dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined },
    )
    stops.push(() => database.close())
    const [firstChain] = options.chains
    if (!firstChain) throw new Error('startDevAuth needs at least one chain')
    const farcaster = await startFarcasterStandIn({
      port: options.farcasterPort,
      rpcUrl: firstChain.rpcUrl,
      user: DEVNET_FARCASTER_USERS[0],
    })
    stops.push(() => farcaster.stop())
    const mailer = smtpMailer({
      url: `smtp://127.0.0.1:${sink.smtpPort}`,
      from: 'Foyer <no-reply@foyer.localhost>',
    })
    stops.push(() => mailer.close())
    const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`
    const { recoveryKey, ...stored } = options.dataDir
      ? developmentSecrets(
          developmentSecretsFile(options.dataDir),
          join(options.dataDir, 'secrets.json'),
        )
      : generateSecrets()
    const secrets = options.sponsorshipKey
      ? { ...stored, sponsorshipKey: Buffer.from(options.sponsorshipKey, 'hex') }
      : stored
    // One process plays the auth service and the share keeper here; a deployment runs two (keeper/).
    const vault = await inProcessVault({ database, recoveryKey, publicUrl })
    const deps: AppDeps = {
      database,
      config: {
        publicUrl,
        apiUrl: options.apiUrl,
        chains: withDevnetSmartAccounts(toFrameChains(options.chains), options.bundlerUrls),
        defaultChainId: options.defaultChainId,
        solanaClusters: [...(options.solanaClusters ?? PUBLIC_SOLANA_CLUSTERS)],
        frameDir: options.frameDir,
        trustProxyHops: 0,
        startsPerClient: options.startsPerClient,
        farcaster: { relayUrl: farcaster.relayUrl, rpcUrl: firstChain.rpcUrl },
        allowOriginHint: options.allowOriginHint,
      },
      secrets,
      vault,
      mailer,
      projects: projectsFromApi({ apiUrl: options.apiUrl, now: systemClock }),
      now: systemClock,
      limits: authLimits({ database, startsPerClient: options.startsPerClient, now: systemClock }),
      deviceWait: DEVICE_WAIT,
    }
    const service = await startAuthService(deps, { port: options.port })
    stops.push(() => service.stop())
    const standIn = await standInProviders(deps, options.oidcPort)
    stops.push(() => standIn.stop())
    return {
      url: publicUrl,
      inboxUrl: sink.inboxUrl,
      oidcUrl: standIn.url,
      farcasterUrl: farcaster.relayUrl,
      smtpPort: sink.smtpPort,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
