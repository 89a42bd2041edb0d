import {
  type Args,
  ConfigError,
  defaultDataFolder,
  isDevelopment,
  openDatabase,
  serveApp,
  stopOnSignals,
} from '@foyer/server'
import { recoveryKeyFromEnv } from '../config/secrets.js'
import { relyingPartyOf } from '../crypto/passkeyAssertion.js'
import { createKeeperApp } from '../keeper/app.js'
import { KEEPER_MIGRATIONS } from '../keeper/store.js'
import { localVault } from '../keeper/vault.js'

/**
 * `keeper [--port 4150]`: the share keeper, the process that holds the recovery key (FOYER_AUTH_RECOVERY_KEY)
 * and the recovery records, apart from the auth service (docs/embedded-wallet.md 'Two keepers'). It takes
 * FOYER_AUTH_KEEPER_TOKEN (the auth service's, at least 32 characters), FOYER_AUTH_PUBLIC_URL (the auth
 * origin, whose passkeys it checks), its own database (FOYER_KEEPER_DATABASE_URL, else PGlite in
 * FOYER_KEEPER_DATA_DIR) and listens on FOYER_KEEPER_HOST (127.0.0.1 by default: only the auth service
 * should reach it).
 */
export async function run(args: Args): Promise<void> {
  const port = Number(args.options.get('port')?.[0] ?? process.env.PORT ?? 4150)
  const recoveryKey = recoveryKeyFromEnv(process.env)
  const token = process.env.FOYER_AUTH_KEEPER_TOKEN
  if (!token || token.length < 32)
    throw new ConfigError(
      'FOYER_AUTH_KEEPER_TOKEN is required: at least 32 random characters, the same as the auth service’s',
    )
  const publicUrl = process.env.FOYER_AUTH_PUBLIC_URL
  if (!publicUrl && !isDevelopment())
    throw new ConfigError(
      'FOYER_AUTH_PUBLIC_URL is required: the auth service’s public address, whose passkeys the keeper checks',
    )
  const url = process.env.FOYER_KEEPER_DATABASE_URL
  const dataDir = process.env.FOYER_KEEPER_DATA_DIR ?? defaultDataFolder('keeper-data')
  const database = await openDatabase({
    ...(url ? { url } : { dataDir }),
    schema: {},
    migrations: KEEPER_MIGRATIONS,
  })
  const vault = localVault({
    database,
    recoveryKey,
    rp: relyingPartyOf(publicUrl ?? 'http://localhost:4100'),
  })
  const service = await serveApp(createKeeperApp({ vault, token }), {
    port,
    host: process.env.FOYER_KEEPER_HOST ?? '127.0.0.1',
  })
  console.log(`foyer-auth keeper listening on ${service.url} (${database.kind})`)
  stopOnSignals(
    () => service.stop(),
    () => database.close(),
  )
}
