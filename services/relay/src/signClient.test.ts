import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSdk, stopSdk } from './_test/sdk.js'
import { type RunningRelay, startRelay } from './relay.js'

// The real SDK on both ends (@walletconnect/sign-client 2.21.8 as a dApp and as a wallet) through the
// relay: pairing, a session, a request and its answer, and a disconnect seen by the other side.

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())

const client = (name: string) => startSdk(name, relay.url)

test('a dApp and a wallet pair, talk and part through the relay', async () => {
  const [dapp, wallet] = await Promise.all([client('dapp'), client('wallet')])
  const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  wallet.on('session_proposal', async ({ id, params }) => {
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: [account],
          methods: params.requiredNamespaces.eip155?.methods ?? ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
          chains: ['eip155:31337'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    await wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', result: `signed:${params.request.params[0]}` },
    })
  })

  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: { methods: ['personal_sign'], chains: ['eip155:31337'], events: ['chainChanged'] },
    },
  })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  expect(session.namespaces.eip155?.accounts).toEqual([account])

  const signature = await dapp.request({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', account.split(':')[2]] },
  })
  expect(signature).toBe('signed:0x68656c6c6f')

  const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnect({
    topic: session.topic,
    reason: { code: 6000, message: 'User disconnected' },
  })
  await deleted
  expect(dapp.session.getAll()).toEqual([])
  await Promise.all([stopSdk(dapp), stopSdk(wallet)])
}, 60_000)
