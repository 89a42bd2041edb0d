// A host with only the Solana adapter has the embedded wallet: the Solana adapter owns its session (core
// hands it over once no adapter reported the auth connector at mount). The frame is a stand-in that answers
// as the auth service's frame does; the login's steps, the session's announce and Solana's side are real.
import {
  answerConnectStep,
  canManageEmbeddedDevices,
  canManageEmbeddedPasskeys,
  confirmEmailChange,
  createFoyer,
  type Foyer,
  getConnectStep,
  getEmbeddedDevices,
  getEmbeddedPasskeys,
  reconnect,
  updateEmail,
} from '@foyer/core'
import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet'
import { EmbeddedWalletError } from '@foyer/embedded'
import { afterAll, afterEach, beforeEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '../../../core/src/_test/memoryAdapter.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import type { SolanaNetwork } from '../networks.js'

/** The page: an EventTarget as `window` (what createFoyer needs), with the address a social login returns to. */
const page = Object.assign(new EventTarget(), {
  location: { href: 'http://app.test/' },
  history: {
    state: null,
    replaceState: (_state: unknown, _unused: string, url: string) => {
      page.location.href = url
    },
  },
})
vi.stubGlobal('window', page)

const local: SolanaNetwork = {
  id: SOLANA_DEVNET.caipReference,
  name: SOLANA_DEVNET.name,
  chain: 'solana:localnet',
  rpcUrl: 'http://127.0.0.1:9',
  testnet: true,
}
const cluster = `solana:${local.id}`
const account = SOLANA_DEVNET_ACCOUNTS[0].address
const CODE = '123456'

/** The frame as the host's side sees it: a session after the right code, the account on the app's cluster. */
const frame = vi.hoisted(() => ({
  signedIn: false,
  started: [] as unknown[],
  calls: [] as string[],
  answer: undefined as ((type: string, payload: Record<string, unknown>) => unknown) | undefined,
}))
vi.mock('@foyer/embedded', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@foyer/embedded')>()),
  createFrameTransport: (options: unknown) => {
    frame.started.push(options)
    return {
      request: async (type: string, payload: Record<string, unknown>) => {
        frame.calls.push(type)
        return frame.answer?.(type, payload)
      },
    }
  },
}))

// The chain project runs its files in one process, where Vitest keeps a module mock from one file to the next
// (the `window` stub is undone by scripts/vitestFreshSourceModules.ts).
afterAll(() => vi.doUnmock('@foyer/embedded'))

let storage: ReturnType<typeof memoryStorage>
const instances: Foyer[] = []
const solanaOnly = () => {
  const foyer = createFoyer({
    adapters: [createSolanaAdapter({ networks: [local], storage })],
    projectId: 'test',
    authUrl: 'http://auth.test',
    features: { email: true },
    storage,
  })
  instances.push(foyer)
  return foyer
}
/** Logs `foyer` in with the right code. */
const logIn = async (foyer: Foyer) => {
  const connecting = foyer.connect({
    connectorUid: (await emailConnector(foyer)).uid,
    email: 'visitor@example.com',
  })
  await vi.waitFor(() => expect(getConnectStep(foyer)?.type).toBe('awaitOtp'))
  answerConnectStep(foyer, { value: CODE })
  await connecting
}
/** A Solana-only instance logged in with the right code, then destroyed (the page left) with its session stored. */
const loggedInBefore = async () => {
  const first = solanaOnly()
  await logIn(first)
  first.destroy()
}
/** The e-mail login's entry, once listed: the adapter adopts the embedded wallet a chunk after createFoyer. */
const emailConnector = (foyer: Foyer) =>
  vi.waitUntil(() => foyer.getState().connectors.find((candidate) => candidate.type === 'auth'))

beforeEach(() => {
  storage = memoryStorage()
  frame.signedIn = false
  frame.started.length = 0
  frame.calls.length = 0
  page.location.href = 'http://app.test/'
  frame.answer = (type, payload) => {
    if (type === 'CONNECT_SOCIAL') {
      if (payload.uri !== 'http://auth.test/social/result?ticket=good')
        throw new EmbeddedWalletError('This login has expired. Log in again.')
      frame.signedIn = true
      return { email: 'visitor@example.com', socialProvider: 'google' }
    }
    if (type === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
    if (type === 'CONNECT_OTP') {
      // What the transport makes of the frame's refusal: an error the visitor can act on.
      if (payload.otp !== CODE) throw new EmbeddedWalletError('Invalid code')
      frame.signedIn = true
      return {}
    }
    if (type === 'IS_CONNECTED') return { isConnected: frame.signedIn }
    if (type === 'SIGN_OUT') {
      frame.signedIn = false
      return {}
    }
    if (type === 'UPDATE_EMAIL') return { action: 'VERIFY_PRIMARY_OTP' }
    if (type === 'UPDATE_EMAIL_PRIMARY_OTP') return { action: 'VERIFY_SECONDARY_OTP' }
    if (type === 'UPDATE_EMAIL_SECONDARY_OTP') return { email: 'new@example.com' }
    if (type === 'LIST_DEVICES') return { devices: [] }
    if (type === 'LIST_PASSKEYS') return { passkeys: [] }
    if (type === 'GET_USER') {
      if (!frame.signedIn) throw new Error('not signed in')
      if (payload.chainId !== cluster) throw new Error(`not served: ${payload.chainId}`)
      return {
        email: 'visitor@example.com',
        address: account,
        chainId: cluster,
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }
    }
    throw new Error(`unexpected ${type}`)
  }
})
afterEach(() => {
  for (const foyer of instances.splice(0)) foyer.destroy()
})

test('a Solana-only host offers e-mail login; the code connects the embedded wallet’s Solana account', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const foyer = solanaOnly()
  const connector = await emailConnector(foyer)
  expect(connector.namespaces).toEqual(['solana'])
  // Nothing is said to the developer: the embedded wallet works here.
  expect(warn.mock.calls.flat().join('\n')).not.toContain('embedded wallet')
  warn.mockRestore()
  // The frame loads on the first login, not at start (no session to restore).
  expect(frame.started).toEqual([])

  const connecting = foyer.connect({ connectorUid: connector.uid, email: 'visitor@example.com' })
  await vi.waitFor(() => expect(getConnectStep(foyer)?.type).toBe('awaitOtp'))
  // The frame's URL takes EVM chains only: the frame starts on the service's default, Solana's requests
  // name their cluster.
  expect(frame.started).toEqual([
    expect.objectContaining({ authUrl: 'http://auth.test', projectId: 'test' }),
  ])
  expect(frame.started[0]).not.toHaveProperty('chainId')
  // A wrong code keeps the visitor on the code step, with the frame's words.
  answerConnectStep(foyer, { value: '000000' })
  await vi.waitFor(() =>
    expect(getConnectStep(foyer)).toMatchObject({ type: 'awaitOtp', error: 'Invalid code' }),
  )
  answerConnectStep(foyer, { value: CODE })
  await connecting
  expect(foyer.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: account,
    connectorUid: connector.uid,
    user: { email: 'visitor@example.com' },
  })
})

test('a reload restores the session while the frame holds it; disconnect signs out in the frame', async () => {
  await loggedInBefore()

  const again = solanaOnly()
  await reconnect(again)
  expect(again.getState().accounts.solana).toMatchObject({ status: 'connected', address: account })
  await again.disconnect()
  expect(frame.calls).toContain('SIGN_OUT')
  expect(frame.signedIn).toBe(false)
  expect(again.getState().accounts.solana?.status).toBe('disconnected')

  const framesBefore = frame.started.length
  const third = solanaOnly()
  await reconnect(third)
  expect(third.getState().accounts.solana?.status).toBe('disconnected')
  // Nothing stored: the last page load ended its session, so this one does not even load the frame.
  expect(frame.started).toHaveLength(framesBefore)
})

test('a session the service ended is said on reload (SESSION_EXPIRED), and nothing connects', async () => {
  await loggedInBefore()
  // The service ended the session meanwhile (it expired, or the device was revoked).
  frame.signedIn = false

  const again = solanaOnly()
  await reconnect(again)
  expect(again.getState().accounts.solana?.status).toBe('disconnected')
  expect(again.getState().alert).toMatchObject({ code: 'SESSION_EXPIRED' })
})

test('an e-mail connect without an address is refused before the frame loads', async () => {
  const foyer = solanaOnly()
  await expect(
    foyer.connect({ connectorUid: (await emailConnector(foyer)).uid }),
  ).rejects.toMatchObject({
    name: 'InvalidEmailError',
  })
  expect(frame.started).toEqual([])
})

test('back from a social login by redirect: the reload completes it in the frame and connects the Solana account', async () => {
  const uri = encodeURIComponent('http://auth.test/social/result?ticket=good')
  page.location.href = `http://app.test/?tab=1&result_uri=${uri}`
  const foyer = solanaOnly()
  await reconnect(foyer)
  // The result is taken from the address bar, the rest of the address kept.
  expect(page.location.href).toBe('http://app.test/?tab=1')
  expect(frame.calls).toContain('CONNECT_SOCIAL')
  expect(foyer.getState().accounts.solana).toMatchObject({ status: 'connected', address: account })
})

test('a social return the frame refuses opens Connect with its reason, and nothing connects', async () => {
  const uri = encodeURIComponent('http://auth.test/social/result?ticket=forged')
  page.location.href = `http://app.test/?result_uri=${uri}`
  const foyer = solanaOnly()
  await reconnect(foyer)
  expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
  expect(foyer.getState().open).toBe(true)
  expect(foyer.getState().router.view).toBe('Connect')
  expect(foyer.getState().toast).toMatchObject({
    variant: 'error',
    message: 'This login has expired. Log in again.',
  })
})

test('the embedded wallet’s account actions run through the Solana adapter that owns it: e-mail change, devices, passkeys', async () => {
  const foyer = solanaOnly()
  // Before a login there is no embedded account to manage.
  expect(canManageEmbeddedDevices(foyer)).toBe(false)
  await expect(updateEmail(foyer, { email: 'new@example.com' })).rejects.toMatchObject({
    name: 'NotConnectedError',
  })
  await logIn(foyer)

  expect(canManageEmbeddedDevices(foyer)).toBe(true)
  expect(canManageEmbeddedPasskeys(foyer)).toBe(true)
  expect(await getEmbeddedDevices(foyer)).toEqual([])
  expect(await getEmbeddedPasskeys(foyer)).toEqual([])
  expect(await updateEmail(foyer, { email: 'new@example.com' })).toEqual({
    action: 'VERIFY_PRIMARY_OTP',
  })
  expect(await confirmEmailChange(foyer, { step: 'VERIFY_PRIMARY_OTP', otp: CODE })).toEqual({
    action: 'VERIFY_SECONDARY_OTP',
  })
  expect(await confirmEmailChange(foyer, { step: 'VERIFY_SECONDARY_OTP', otp: CODE })).toEqual({
    action: 'DONE',
    email: 'new@example.com',
  })
  // The connection is reported again with the new address (what the Account view shows).
  expect(foyer.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: account,
    user: { email: 'new@example.com' },
  })
  expect(frame.calls).toEqual(
    expect.arrayContaining([
      'LIST_DEVICES',
      'LIST_PASSKEYS',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
    ]),
  )
})
