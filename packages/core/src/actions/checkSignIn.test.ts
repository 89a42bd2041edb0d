import { expect, test } from 'vitest'
import { inABrowserLikePage } from '../_test/browserLike.js'
import { memorySiwx, sessionOf } from '../_test/memorySiwx.js'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { untilState } from '../_test/untilState.js'
import { SignInInitError } from '../errors/signIn.js'
import { checkSignIn } from './checkSignIn.js'

inABrowserLikePage()

const ACCOUNT = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Connected on EVM with `memorySiwx`; the check the connect set off itself has answered. */
async function connectedWithSiwx(options: Parameters<typeof memorySiwx>[0] = {}) {
  const config = memorySiwx(options)
  const { foyer, evm } = createTwoFamilyFoyer({ siwx: config.siwx })
  await foyer.connect({ connectorUid: evm.connector.uid })
  await untilState(foyer, (state) => ['signedIn', 'signedOut'].includes(state.signIn.status))
  return { foyer, ...config }
}

test('idle without sign-in options or without a connected account', async () => {
  const { foyer, evm } = createTwoFamilyFoyer()
  await foyer.connect({ connectorUid: evm.connector.uid })
  await expect(checkSignIn(foyer)).resolves.toBe('idle')
  const { foyer: disconnected } = createTwoFamilyFoyer({ siwx: memorySiwx().siwx })
  await expect(checkSignIn(disconnected)).resolves.toBe('idle')
  expect(disconnected.getState().signIn.status).toBe('idle')
})

test('the config’s answer for the account: signedOut with no session, signedIn with one', async () => {
  const { foyer, store } = await connectedWithSiwx({ required: true })
  await expect(checkSignIn(foyer)).resolves.toBe('signedOut')
  expect(foyer.getState().signIn).toMatchObject({ account: ACCOUNT, required: true })
  store.sessions = [sessionOf(ACCOUNT)]
  await expect(checkSignIn(foyer)).resolves.toBe('signedIn')
  expect(foyer.getState().signIn).toMatchObject({
    status: 'signedIn',
    account: ACCOUNT,
    session: sessionOf(ACCOUNT),
  })
})

test('a config that cannot answer: SignInInitError, and the sign-in state goes idle', async () => {
  const { foyer, store } = await connectedWithSiwx()
  store.failGet = true
  const error = await checkSignIn(foyer).catch((caught) => caught)
  expect(error).toBeInstanceOf(SignInInitError)
  expect(error).toMatchObject({ code: 'SIWX_INIT' })
  expect(foyer.getState().signIn.status).toBe('idle')
})
