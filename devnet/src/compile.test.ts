import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { compileContracts } from './compile.js'

test('compiles every concrete contract once, then serves the cache', async () => {
  const buildDir = await mkdtemp(join(tmpdir(), 'foyer-devnet-build-'))
  try {
    const first = await compileContracts({ buildDir })
    expect(Object.keys(first).sort()).toEqual([
      'DevIdRegistry',
      'DevOffchainResolver',
      'DevSmartAccount',
      'DevUniversalResolver',
      'FoyerAccount',
      'FoyerAccountFactory',
      'FoyerCollectibles',
      'FoyerEditions',
      'FoyerPoints',
      'FoyerToken',
      'FoyerUSD',
      'FreeAirdropToken',
      'Multicall3',
      'TetherUSD',
    ])
    for (const contract of Object.values(first)) {
      expect(contract.deployedBytecode).toMatch(/^0x[0-9a-f]+$/)
      expect(contract.bytecode).toMatch(/^0x[0-9a-f]+$/)
    }
    const startedAt = performance.now()
    expect(await compileContracts({ buildDir })).toEqual(first)
    expect(performance.now() - startedAt).toBeLessThan(500)
  } finally {
    await rm(buildDir, { recursive: true, force: true })
  }
})
