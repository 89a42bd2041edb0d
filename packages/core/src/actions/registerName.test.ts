import { expect, test } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { registerName } from './registerName.js'

// SPEC §8 'Connection library': what registering a name says before it asks anything of a wallet or the
// service — no network first, then no address.
const options = {
  projectId: 'p',
  storage: null,
  features: { email: false, socials: false },
} as const

test("without a network: 'Network not found'", async () => {
  const foyer = createFoyer({ ...options, adapters: [] })
  await expect(registerName(foyer, { name: 'alice.foyer.id' })).rejects.toMatchObject({
    code: 'NETWORK_NOT_FOUND',
    shortMessage: 'Network not found',
  })
  foyer.destroy()
})

test("on a network with no connected account: 'Address or auth connector not found'", async () => {
  const foyer = createFoyer({ ...options, adapters: [createMemoryAdapter()] })
  expect(foyer.getState().networks.eip155?.caipNetwork).toBeDefined()
  await expect(registerName(foyer, { name: 'alice.foyer.id' })).rejects.toMatchObject({
    code: 'ADDRESS_NOT_FOUND',
    shortMessage: 'Address or auth connector not found',
    details: 'No account is connected on eip155',
  })
  foyer.destroy()
})

test('an invalid name is refused before anything else', async () => {
  const foyer = createFoyer({ ...options, adapters: [] })
  await expect(registerName(foyer, { name: 'a!.foyer.id' })).rejects.toMatchObject({
    code: 'INVALID_NAME',
  })
  foyer.destroy()
})
