import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { memorySiwx } from '../_test/memorySiwx.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { declineSignIn } from './declineSignIn.js'

inABrowserLikePage()

async function connected(siwx?: ReturnType<typeof memorySiwx>['siwx']) {
  const { foyer, evm } = createTwoFamilyFoyer(siwx ? { siwx } : {})
  await foyer.connect({ connectorUid: evm.connector.uid })
  return foyer
}

test('sign-in required: the wallet is disconnected', async () => {
  const foyer = await connected(memorySiwx({ required: true }).siwx)
  await expect(declineSignIn(foyer)).resolves.toBe(true)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('sign-in not required, or no sign-in at all: the wallet stays connected', async () => {
  for (const foyer of [await connected(memorySiwx({ required: false }).siwx), await connected()]) {
    await expect(declineSignIn(foyer)).resolves.toBe(false)
    expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  }
})
