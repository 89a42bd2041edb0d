// A host with only the Solana adapter has WalletConnect: the Solana adapter owns the session (core hands it
// over once no adapter reported the WalletConnect connector at mount) and pairs with the universal provider,
// through the local relay, with the Foyer Phone Wallet (the real wallet-side SDK, signing with the local
// cluster's keys). Nothing here is mocked.
import { createFoyer, type Foyer, getConnectStep, verifyMessage } from '@foyer/core'
import { SOLANA_DEVNET } from '@foyer/devnet'
import { type RunningRelay, startRelay } from '@foyer/relay'
import {
  PHONE_WALLET_SOLANA_ACCOUNT,
  startPhoneWallet,
  type WalletConnectTestWallet,
} from '@foyer/test/walletconnect'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, test, vi } from 'vitest'
import { memoryStorage } from '../../../core/src/_test/memoryAdapter.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import type { SolanaNetwork } from '../networks.js'

vi.stubGlobal('window', new EventTarget())

const devnet = inject('devnet')
const local: SolanaNetwork = {
  id: SOLANA_DEVNET.caipReference,
  name: SOLANA_DEVNET.name,
  chain: 'solana:localnet',
  rpcUrl: devnet.solana.rpcUrl,
  wsUrl: devnet.solana.wsUrl,
  testnet: true,
}

// The SDK keeps its sessions in memory in Node, one store for the process (a browser's localStorage): each
// test ends the session it opened, so that the next one pairs afresh.
let relay: RunningRelay
let phone: WalletConnectTestWallet
let storage: ReturnType<typeof memoryStorage>
const instances: Foyer[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())
beforeEach(async () => {
  storage = memoryStorage()
  phone = await startPhoneWallet({
    relayUrl: relay.url,
    chains: devnet.chains,
    solanaRpcUrl: devnet.solana.rpcUrl,
  })
})
afterEach(async () => {
  for (const foyer of instances.splice(0)) foyer.destroy()
  await phone.stop()
})

/** A page of a host with the Solana adapter alone (a new one is a reload: the same storage). */
const solanaOnly = () => {
  const foyer = createFoyer({
    adapters: [createSolanaAdapter({ networks: [local], storage })],
    projectId: 'foyer-dev',
    relayUrl: relay.url,
    storage,
  })
  instances.push(foyer)
  return foyer
}
/** WalletConnect's entry, once listed: the adapter adopts the session a chunk after createFoyer. */
const walletConnectOf = (foyer: Foyer) =>
  vi.waitUntil(() => foyer.getState().connectors.find((c) => c.type === 'walletConnect'))
/** Connects through WalletConnect: the phone pairs with the link the connect flow shows. */
const pair = async (foyer: Foyer) => {
  const connecting = foyer.connect({ connectorUid: (await walletConnectOf(foyer)).uid })
  const uri = await vi.waitUntil(() => {
    const step = getConnectStep(foyer)
    return step?.type === 'displayUri' ? step.uri : undefined
  })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await phone.pair(uri)
  return connecting
}

test('a Solana-only host lists WalletConnect, pairs, and the wallet’s Solana account signs through the session', async () => {
  const foyer = solanaOnly()
  expect(await walletConnectOf(foyer)).toMatchObject({
    name: 'WalletConnect',
    namespaces: ['solana'],
  })

  const { accounts } = await pair(foyer)
  expect(accounts.solana?.address).toBe(PHONE_WALLET_SOLANA_ACCOUNT.address)
  expect(foyer.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: PHONE_WALLET_SOLANA_ACCOUNT.address,
    connectorUid: (await walletConnectOf(foyer)).uid,
  })
  // The proposal asked for the app's cluster alone: the wallet approved Solana and nothing else.
  const [session] = phone.sessions()
  expect(Object.keys(session?.namespaces ?? {})).toEqual(['solana'])

  // A message signed by the phone through the session, verified on the page.
  const signature = await foyer.signMessage({ message: 'Solana over WalletConnect' })
  expect(
    await verifyMessage(foyer, {
      message: 'Solana over WalletConnect',
      signature,
      address: PHONE_WALLET_SOLANA_ACCOUNT.address,
    }),
  ).toBe(true)

  await foyer.disconnect()
  await vi.waitFor(() => expect(phone.sessions()).toHaveLength(0))
})

test('a reload restores the session; disconnect ends it on the wallet’s side too', async () => {
  const first = solanaOnly()
  await pair(first)
  first.destroy()

  const page = solanaOnly()
  await vi.waitFor(() => expect(page.getState().accounts.solana?.status).toBe('connected'))
  expect(page.getState().accounts.solana?.address).toBe(PHONE_WALLET_SOLANA_ACCOUNT.address)

  await page.disconnect()
  expect(page.getState().accounts.solana?.status).toBe('disconnected')
  await vi.waitFor(() => expect(phone.sessions()).toHaveLength(0))
})

test('a wallet that approves none of the app’s clusters is told so, and the session is ended', async () => {
  const foyer = solanaOnly()
  phone.approveNextOn([devnet.chains[0]?.id ?? 31337])
  await expect(pair(foyer)).rejects.toMatchObject({ name: 'NoApprovedNetworkError' })
  expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
  await vi.waitFor(() => expect(phone.sessions()).toHaveLength(0))
})
