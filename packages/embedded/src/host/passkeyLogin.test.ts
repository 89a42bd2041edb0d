import type { ConnectAnswer, ConnectStep } from '@foyer/core'
import type { ConnectFlow } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { PASSKEY_REQUIRED_CODE } from '../protocol/constants.js'
import type { AppEventType } from '../protocol/messages.js'
import { runEmailLogin } from './emailLogin.js'
import { frameError } from './errors.js'
import { runPasskeySignIn } from './passkeyLogin.js'
import { runSocialLogin } from './socialLogin.js'
import type { FrameTransport } from './transport.js'

// The logins' passkey steps (issue 36, part 3) against a stand-in frame: a login the wallet answers with
// PASSKEY_REQUIRED_CODE goes on to the 'unlock' ceremony in the wallet's passkey page; the passkey sign-in
// is that page alone; cancelling the flow cancels the ceremony in the frame.

const CEREMONY = 'c'.repeat(32)
const PAGE = {
  src: `https://auth.example/frame/passkey?ceremonyId=${CEREMONY}`,
  origin: 'https://auth.example',
}

type Handler = (payload: unknown, signal: AbortSignal | undefined) => unknown

/** A frame that answers each event with its handler (a value, or a throw), and records what it was asked. */
function fakeFrame(handlers: Partial<Record<AppEventType, Handler>>) {
  const asked: [AppEventType, unknown][] = []
  const transport = {
    ready: async () => {},
    async request(type: AppEventType, payload: unknown, options?: { signal?: AbortSignal }) {
      asked.push([type, payload])
      const handler = handlers[type]
      if (!handler) throw new Error(`the frame was not expected to get ${type}`)
      return handler(payload, options?.signal)
    },
    approvalPage: () => PAGE,
    passkeyPage: (ceremonyId: string) => ({ ...PAGE, src: PAGE.src.replace(CEREMONY, ceremonyId) }),
    destroy() {},
  } as unknown as FrameTransport
  return { transport, asked, types: () => asked.map(([type]) => type) }
}

/** A connect flow that answers with `answers` in turn and records the steps it was shown. */
function fakeFlow(answers: ConnectAnswer[] = []) {
  const controller = new AbortController()
  const steps: ConnectStep[] = []
  const flow: ConnectFlow = {
    signal: controller.signal,
    step: (step) => void steps.push(step),
    answer: async () => answers.shift() ?? new Promise<never>(() => {}),
  }
  return { flow, steps, controller }
}

const passkeyRequired = () => {
  throw frameError('Open your wallet with its passkey', PASSKEY_REQUIRED_CODE)
}
// Farcaster needs no page location (no popup, no return to it).
const NO_LOCATION = {} as Location
const ceremony = {
  PREPARE_PASSKEY: () => ({ ceremonyId: CEREMONY }),
  AWAIT_PASSKEY: () => ({}),
}

test('an e-mail login whose right code answers PASSKEY_REQUIRED_CODE goes on to the passkey, not to another code', async () => {
  const frame = fakeFrame({
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: passkeyRequired,
    ...ceremony,
  })
  const { flow, steps } = fakeFlow([{ value: '123456' }])
  await runEmailLogin(frame.transport, { email: 'ada@example.com', flow })
  expect(frame.asked).toEqual([
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['CONNECT_OTP', { otp: '123456' }],
    ['PREPARE_PASSKEY', { ceremony: 'unlock' }],
    ['AWAIT_PASSKEY', { ceremonyId: CEREMONY }],
  ])
  expect(steps.map((step) => step.type)).toEqual(['awaitOtp', 'awaitPasskey'])
  expect(steps[1]).toEqual({ type: 'awaitPasskey', ceremony: 'unlock', page: PAGE })
})

test('a wrong code stays on the code step with the frame’s words (no passkey)', async () => {
  let tries = 0
  const frame = fakeFrame({
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => {
      if (tries++ === 0) throw frameError('Invalid code', 4001)
      return {}
    },
  })
  const { flow, steps } = fakeFlow([{ value: '111111' }, { value: '222222' }])
  await runEmailLogin(frame.transport, { email: 'ada@example.com', flow })
  expect(frame.types()).not.toContain('PREPARE_PASSKEY')
  expect(steps.at(-1)).toMatchObject({ type: 'awaitOtp', error: 'Invalid code' })
})

test('a Farcaster login of a guarded wallet is opened by the passkey; another refusal is not', async () => {
  const guarded = fakeFrame({
    GET_FARCASTER_URI: () => ({ url: 'https://farcaster.example/sign-in' }),
    CONNECT_FARCASTER: passkeyRequired,
    ...ceremony,
  })
  const { flow, steps } = fakeFlow()
  await expect(
    runSocialLogin(guarded.transport, {
      social: { provider: 'farcaster' },
      flow,
      location: NO_LOCATION,
    }),
  ).resolves.toEqual({ socialProvider: 'farcaster' })
  expect(steps.map((step) => step.type)).toEqual(['displayUri', 'awaitPasskey'])

  const refused = fakeFrame({
    GET_FARCASTER_URI: () => ({ url: 'https://farcaster.example/sign-in' }),
    CONNECT_FARCASTER: () => {
      throw frameError('This device is new to your wallet', 403)
    },
  })
  await expect(
    runSocialLogin(refused.transport, {
      social: { provider: 'farcaster' },
      flow: fakeFlow().flow,
      location: NO_LOCATION,
    }),
  ).rejects.toThrow('This device is new to your wallet')
  expect(refused.types()).not.toContain('PREPARE_PASSKEY')
})

test('a passkey sign-in shows the passkey page; cancelling the flow cancels the ceremony in the frame', async () => {
  const frame = fakeFrame({
    PREPARE_PASSKEY: () => ({ ceremonyId: CEREMONY }),
    // The visitor has not used the page: it waits until the request is aborted.
    AWAIT_PASSKEY: (_payload, signal) =>
      new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason)),
      ),
    CANCEL_PASSKEY: () => ({}),
  })
  const { flow, steps, controller } = fakeFlow()
  const signIn = runPasskeySignIn(frame.transport, flow)
  await expect.poll(() => steps.length).toBe(1)
  expect(steps[0]).toEqual({ type: 'awaitPasskey', ceremony: 'sign-in', page: PAGE })
  controller.abort(new Error('cancelled'))
  await expect(signIn).rejects.toThrow('cancelled')
  expect(frame.asked).toContainEqual(['CANCEL_PASSKEY', { ceremonyId: CEREMONY }])
  expect(frame.asked[0]).toEqual(['PREPARE_PASSKEY', { ceremony: 'sign-in' }])
})
