import { DEFAULT_RATE_LIMITS } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { devnetOnramp } from '../dev/onramp.js'
import { testApp, testConfig } from './app.js'

const MINUTE = 60_000

/** An app whose onramp is the devnet's sandbox, with limits no test of purchases reaches. */
export async function onrampTestApp(database: OpenDatabase) {
  const base = testConfig()
  const generous = { limit: 100_000, windowMs: MINUTE }
  return testApp(database, {
    ...base,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      freshReadsPerClient: generous,
      freshReadsPerProject: generous,
    },
    onramp: devnetOnramp(base.chains, base.solanaClusters ?? []),
  })
}
