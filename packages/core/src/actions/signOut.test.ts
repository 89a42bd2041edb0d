import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { memorySiwx } from '../_test/memorySiwx.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { signOut } from './signOut.js'

inABrowserLikePage()

test('without sign-in options it does nothing', async () => {
  const { foyer } = createTwoFamilyFoyer()
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  await signOut(foyer)
  expect(events).toEqual([])
  expect(foyer.getState().signIn.status).toBe('idle')
})

test('every session goes; the wallet stays connected and its account is signed out', async () => {
  const { siwx, kept } = memorySiwx()
  const { foyer, evm } = createTwoFamilyFoyer({ siwx })
  await foyer.connect({ connectorUid: evm.connector.uid })
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  await signOut(foyer)
  expect(kept).toEqual([[]])
  expect(events).toContain('SIGN_OUT')
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
  expect(foyer.getState().signIn).toMatchObject({
    status: 'signedOut',
    account: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
})

test('a config that cannot forget rejects with its error, SIGN_OUT said all the same', async () => {
  const { siwx } = memorySiwx({ failSet: true })
  const { foyer } = createTwoFamilyFoyer({ siwx })
  const events: string[] = []
  foyer.events.subscribe((event) => events.push(event.type))
  await expect(signOut(foyer)).rejects.toThrow('store is down')
  expect(events).toEqual(['SIGN_OUT'])
  expect(foyer.getState().signIn.status).toBe('idle')
})
