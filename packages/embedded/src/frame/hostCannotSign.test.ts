import { verifyMessage } from 'viem'
import { afterAll, beforeEach, expect, test, vi } from 'vitest'
import { approvalChannelName } from '../approval/protocol.js'
import {
  afterThisTest,
  FRAME_HOST_ORIGIN,
  FRAME_PROJECT,
  FRAME_SPONSORSHIP_TOKEN,
  frameConfig,
  openFrame,
} from './_test/openFrame.js'
import type { FrameConfig } from './config.js'

// The attacker here is a script of the host page (an XSS, a compromised third-party script, a malicious
// app): it holds the frame's port — it may even have made the frame itself and passed the handshake — and
// the visitor's session is open. It must not get one signature without the visitor's click in the wallet's
// approval page. Every signing of the key is counted.

const signed = vi.hoisted(() => ({ count: 0 }))
vi.mock('viem/accounts', async (importOriginal) => {
  const original = await importOriginal<typeof import('viem/accounts')>()
  return {
    ...original,
    privateKeyToAccount: (key: `0x${string}`) => {
      const account = original.privateKeyToAccount(key)
      const counted =
        <A extends unknown[], R>(sign: (...args: A) => Promise<R>) =>
        (...args: A) => {
          signed.count += 1
          return sign(...args)
        }
      return {
        ...account,
        signMessage: counted(account.signMessage),
        signTypedData: counted(account.signTypedData),
        signTransaction: counted(account.signTransaction),
      }
    },
  }
})

// The smart accounts stand-in: it asks for the session's sponsorship token as the paymaster transport would
// (smartAccounts.ts), so the test can look for that token in everything the host page can reach.
const sponsorship = vi.hoisted(() => ({ token: '' }))
vi.mock('./smartAccounts.js', () => ({
  createSmartAccounts: (_owner: unknown, services: { sponsorshipToken: () => Promise<string> }) => {
    const account = '0x000000000000000000000000000000000000a11c' as const
    return {
      address: async () => {
        sponsorship.token = await services.sponsorshipToken()
        return account
      },
      isDeployed: async () => false,
    }
  },
}))
// The unit project runs its files in one process per worker, where Vitest keeps a module's mock across files.
afterAll(() => {
  vi.doUnmock('viem/accounts')
  vi.doUnmock('./smartAccounts.js')
})
const SPONSORSHIP_TOKEN = FRAME_SPONSORSHIP_TOKEN

const PROJECT = FRAME_PROJECT
const ORIGIN = FRAME_HOST_ORIGIN
const config = frameConfig

beforeEach(() => {
  signed.count = 0
})

/** The wallet's approval page: the only party whose decision the frame takes (its origin's channel). */
function approvalPage() {
  const channel = new BroadcastChannel(approvalChannelName(PROJECT))
  const heard: { type: string; approvalId?: string; outcome?: string; view?: unknown }[] = []
  channel.onmessage = (event) => heard.push(event.data)
  afterThisTest(() => channel.close())
  const next = (type: string) => vi.waitUntil(() => heard.find((message) => message.type === type))
  return { channel, heard, next }
}

/** A frame with a session whose host prepared a personal_sign ('hello') and awaits its approval. */
async function awaitedPersonalSign() {
  const { handlers, address } = await openFrame()
  const page = approvalPage()
  const { approvalId } = await handlers.PREPARE_APPROVAL({
    method: 'personal_sign',
    params: ['0x68656c6c6f', address],
  })
  return { handlers, address, page, approvalId, waiting: handlers.AWAIT_APPROVAL({ approvalId }) }
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught as { code?: number },
  )
  expect(error, 'the request must fail').toBeDefined()
  return error as { code?: number; message?: string }
}

test('RPC_REQUEST never signs: personal_sign, eth_sendTransaction, grantPermissions and Solana batches get 4001', async () => {
  const { handlers, address } = await openFrame()
  const asks = [
    { method: 'personal_sign', params: ['0x68656c6c6f', address] },
    { method: 'eth_signTypedData_v4', params: [address, '{}'] },
    { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] },
    { method: 'wallet_grantPermissions', params: [{}] },
    { method: 'wallet_sendCalls', params: [{ calls: [] }] },
    {
      method: 'signAllTransactions',
      params: { transactions: Array(100).fill('AA==') },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
    {
      method: 'signMessage',
      params: { message: '3yZe7d', pubkey: address },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
  ]
  for (const ask of asks) {
    const error = await rejection(handlers.RPC_REQUEST(ask as never))
    expect(error.code, ask.method).toBe(4001)
  }
  expect(signed.count).toBe(0)
})

test('a request the host prepared and awaits is never signed until the approval page decides; cancel → 4001', async () => {
  const { handlers, page, approvalId, waiting } = await awaitedPersonalSign()
  // The host may guess at ids, wait twice, or ask the page's decision over its port: nothing signs.
  const guessed = await rejection(handlers.AWAIT_APPROVAL({ approvalId: 'f'.repeat(32) }))
  expect(guessed.code).toBe(4001)
  expect((await rejection(handlers.AWAIT_APPROVAL({ approvalId }))).code).toBe(4001)
  // A decision for another id, and a malformed one, on the origin's own channel: ignored.
  page.channel.postMessage({ type: 'decide', approvalId: 'e'.repeat(32), approve: true })
  page.channel.postMessage({ type: 'decide', approvalId, approve: 'yes' })
  page.channel.postMessage({ type: 'open', approvalId })
  await page.next('show')
  expect(signed.count).toBe(0)

  await handlers.CANCEL_APPROVAL({ approvalId })
  expect((await rejection(waiting)).code).toBe(4001)
  expect((await page.next('settled'))?.outcome).toBe('cancelled')
  // Too late to approve what was cancelled.
  page.channel.postMessage({ type: 'decide', approvalId, approve: true })
  await handlers.GET_CHAIN_ID({})
  expect(signed.count).toBe(0)
})

test('the approval page shows what will be signed, and its "approve" is what makes the frame sign', async () => {
  const { address, page, approvalId, waiting } = await awaitedPersonalSign()
  page.channel.postMessage({ type: 'open', approvalId })
  const shown = await page.next('show')
  expect(shown?.view).toMatchObject({
    origin: ORIGIN,
    method: 'personal_sign',
    network: 'Foyer Devnet',
    summary: { kind: 'message', message: 'hello' },
  })
  page.channel.postMessage({ type: 'decide', approvalId, approve: true })
  const { result } = await waiting
  expect(
    await verifyMessage({
      address: address as `0x${string}`,
      message: 'hello',
      signature: result as `0x${string}`,
    }),
  ).toBe(true)
  expect(signed.count).toBe(1)
  expect((await page.next('settled'))?.outcome).toBe('done')
})

test('declined in the approval page: 4001, nothing signed', async () => {
  const { page, approvalId, waiting } = await awaitedPersonalSign()
  page.channel.postMessage({ type: 'decide', approvalId, approve: false })
  expect((await rejection(waiting)).code).toBe(4001)
  expect(signed.count).toBe(0)
})

test('a request for a method outside the table is refused before it can be shown (4200)', async () => {
  const { handlers } = await openFrame()
  const error = await rejection(handlers.PREPARE_APPROVAL({ method: 'eth_sign', params: [] }))
  expect(error.code).toBe(4200)
})

test('the sponsorship token never reaches the host: no answer carries it, nothing stores it (issue 37)', async () => {
  const chain = config.chains[0] as FrameConfig['chains'][number]
  const sponsored = {
    ...config,
    apiUrl: 'https://api.example',
    chains: [
      {
        ...chain,
        smartAccount: {
          factory: '0x00000000000000000000000000000000000fac70' as const,
          sponsored: true,
        },
      },
    ],
  }
  const { handlers, memory } = await openFrame(sponsored)
  const answers = [
    await handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }),
    await handlers.GET_USER({}),
    await handlers.INIT_SMART_ACCOUNT({}),
    await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS({}),
    await handlers.RPC_REQUEST({ method: 'eth_accounts', params: [] } as never),
    await handlers.RPC_REQUEST({ method: 'wallet_getCapabilities', params: [] } as never),
  ]
  // The frame did get the token (the paymaster would send it to the data service)…
  expect(sponsorship.token).toBe(SPONSORSHIP_TOKEN)
  // …and none of it is in what the host page was answered, nor in the frame's storage.
  const reachable = JSON.stringify({ answers, storage: [...memory.entries()] })
  expect(reachable).not.toContain('secret-signature')
  expect(reachable).not.toContain('secret-claims')
})
