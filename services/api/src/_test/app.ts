import { SOLANA_DEVNET } from '@foyer/devnet'
import { inject } from 'vitest'
import { createApp } from '../app.js'
import type { ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { upsertProject } from '../projects.js'

/** The test project and its allowed origin. */
export const TEST_PROJECT = {
  id: 'test-project',
  name: 'Test',
  allowedOrigins: ['http://app.test', 'http://127.0.0.1:*'],
}

/** Query string every data-service call carries. */
export const CLIENT_QUERY = `projectId=${TEST_PROJECT.id}&st=foyer-test&sv=0.1.0&clientId=client-1`

/** Service configuration pointing at the test devnet. */
export function testConfig(): ServiceConfig {
  const devnet = inject('devnet')
  return {
    chains: devnet.chains.map((chain) => ({ ...chain })),
    solanaClusters: [
      {
        reference: SOLANA_DEVNET.caipReference,
        name: SOLANA_DEVNET.name,
        rpcUrl: devnet.solana.rpcUrl,
      },
    ],
    publicUrl: 'http://127.0.0.1:4000',
  }
}

/** An app on `database` with the test project created. */
export async function testApp(database: OpenDatabase, config: ServiceConfig = testConfig()) {
  await upsertProject(database.db, TEST_PROJECT)
  return createApp(database, config)
}

/** The same parameters as the route fuzzer's `knownParams`, so its requests reach past the client check. */
export const CLIENT_PARAMS: Record<string, string[]> = Object.fromEntries(
  [...new URLSearchParams(CLIENT_QUERY)].map(([name, value]) => [name, [value]]),
)
