// Integration: the Solana adapter inside a real Foyer instance, a Wallet Standard dev wallet signing with the
// local cluster's keys, and the local cluster (LiteSVM behind JSON-RPC). Nothing here is mocked.
// Node, not happy-dom: @solana/kit's Node build hands AbortSignals to node:events, which refuses happy-dom's.
// The page is an EventTarget as `window` (what createFoyer and the Wallet Standard's events need).
import {
  createFoyer,
  type Foyer,
  getBalance,
  reconnect,
  type SendToken,
  sendTokens,
  verifyMessage,
} from '@foyer/core'
import { SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS, SOLANA_DEVNET_TOKENS } from '@foyer/devnet'
import { createSolanaDevWallet, type SolanaDevWallet } from '@foyer/test/solana'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, beforeEach, expect, inject, test, vi } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter.js'
import { type SolanaNetwork, solanaDevnet } from './networks.js'
import type { SolanaProvider } from './provider.js'

vi.stubGlobal('window', new EventTarget())

const { solana } = inject('devnet')
const local: SolanaNetwork = {
  id: SOLANA_DEVNET.caipReference,
  name: SOLANA_DEVNET.name,
  chain: 'solana:localnet',
  rpcUrl: solana.rpcUrl,
  wsUrl: solana.wsUrl,
  testnet: true,
}
const caipNetworkId = `solana:${local.id}`
const rpc = createSolanaRpc(solana.rpcUrl)
const [fusd] = SOLANA_DEVNET_TOKENS
const sol: SendToken = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: caipNetworkId,
  decimals: 9,
  balance: '1000',
  price: 0,
}

/** A fresh in-memory storage per test: what localStorage is across a reload. */
const memoryStorage = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

let dev: SolanaDevWallet
let unregister: () => void
let storage: ReturnType<typeof memoryStorage>
const instances: Foyer[] = []

const newFoyer = (networks: [SolanaNetwork, ...SolanaNetwork[]] = [local]) => {
  const foyer = createFoyer({
    adapters: [createSolanaAdapter({ networks, storage })],
    projectId: 'test',
    storage,
  })
  instances.push(foyer)
  return foyer
}
/**
 * The dev wallet's connector uid once it is listed: the Wallet Standard's registry is a chunk the adapter
 * fetches at mount, so wallets are listed a chunk after createFoyer returns (a state to wait for).
 */
const connectorUid = (foyer: Foyer) =>
  new Promise<string>((resolve) => {
    const listed = () => foyer.getState().connectors.find((c) => c.name === 'Foyer Solana Wallet')
    const now = listed()
    if (now) return resolve(now.uid)
    const stop = foyer.subscribeState(() => {
      const connector = listed()
      if (!connector) return
      stop()
      resolve(connector.uid)
    })
  })
const connected = async (networks?: [SolanaNetwork, ...SolanaNetwork[]]) => {
  const foyer = newFoyer(networks)
  await foyer.connect({ connectorUid: await connectorUid(foyer) })
  return foyer
}
const account = SOLANA_DEVNET_ACCOUNTS[0]
const other = SOLANA_DEVNET_ACCOUNTS[1]

beforeEach(async () => {
  storage = memoryStorage()
  dev = await createSolanaDevWallet({
    name: 'Foyer Solana Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    privateKeys: [account.privateKey],
    chains: [{ chain: 'solana:localnet', rpcUrl: solana.rpcUrl }],
  })
  unregister = getWallets().register(dev.wallet)
})
afterEach(() => {
  for (const foyer of instances.splice(0)) foyer.destroy()
  unregister()
})

test('discovers the Wallet Standard wallet, connects, and reports the account and the cluster', async () => {
  const foyer = newFoyer()
  const uid = await connectorUid(foyer)
  expect(foyer.getState().connectors).toContainEqual(
    expect.objectContaining({
      id: 'Foyer Solana Wallet',
      type: 'walletStandard',
      namespaces: ['solana'],
    }),
  )
  await foyer.connect({ connectorUid: uid })
  expect(foyer.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: account.address,
    caipAddress: `${caipNetworkId}:${account.address}`,
  })
  const balance = await getBalance(foyer)
  expect(balance.symbol).toBe('SOL')
  expect(Number(balance.formatted)).toBeGreaterThan(900)
})

test('sign a message: base58 signature, verified for the account and not for another text', async () => {
  const foyer = await connected()
  const signature = await foyer.signMessage({ message: 'Hello from Foyer' })
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const check = (message: string) =>
    verifyMessage(foyer, { message, signature, address: account.address })
  expect(await check('Hello from Foyer')).toBe(true)
  expect(await check('Hello from someone else')).toBe(false)
})

test('send SOL to a fresh address: the balance arrives on chain', async () => {
  const foyer = await connected()
  const receiver = (await generateKeyPairSigner()).address
  await sendTokens(foyer, { token: sol, amount: '1.5', to: receiver })
  await expect.poll(async () => (await rpc.getBalance(receiver).send()).value).toBe(1_500_000_000n)
})

test('send an SPL token to a fresh address: its token account is created', async () => {
  const foyer = await connected()
  const receiver = (await generateKeyPairSigner()).address
  const token: SendToken = {
    ...sol,
    name: fusd.name,
    symbol: fusd.symbol,
    address: fusd.mint,
    decimals: 6,
  }
  const adapter = foyer.adapters[0] as SolanaAdapter
  const network = foyer.getState().networks.solana?.caipNetwork
  if (!network) throw new Error('no network')
  const fee = await adapter.estimateTransferFee({
    from: account.address,
    to: receiver,
    token: fusd.mint,
    amount: 1n,
    network,
  })
  expect(fee).toBeGreaterThan(2_000_000n) // the new token account's rent
  await sendTokens(foyer, { token: { ...token, balance: '1000' }, amount: '2.25', to: receiver })
  await expect
    .poll(async () => {
      const { value } = await rpc
        .getTokenAccountsByOwner(receiver, { mint: address(fusd.mint) }, { encoding: 'jsonParsed' })
        .send()
      return value[0]?.account.data.parsed.info.tokenAmount.amount
    })
    .toBe('2250000')
})

test('what goes wrong says so: a refusal, a new account below rent, a wallet without the cluster', async () => {
  const foyer = await connected([local, solanaDevnet])
  const receiver = (await generateKeyPairSigner()).address
  dev.rejectNextRequest()
  await expect(foyer.signMessage({ message: 'no' })).rejects.toMatchObject({ code: 4001 })
  await expect(
    sendTokens(foyer, { token: sol, amount: '0.0000001', to: receiver }),
  ).rejects.toThrow(/The receiver’s account is new: send at least 0.00089088 SOL to open it./)
  expect((await rpc.getBalance(receiver).send()).value).toBe(0n)
  // The dev wallet signs for the local cluster only.
  await expect(
    foyer.switchNetwork({ caipNetworkId: `solana:${solanaDevnet.id}` }),
  ).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
  expect(foyer.getState().networks.solana?.caipNetwork?.caipNetworkId).toBe(caipNetworkId)
})

test('a reload reconnects silently; disconnect ends the wallet’s authorization', async () => {
  await connected()
  const again = newFoyer()
  await reconnect(again)
  expect(again.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: account.address,
  })
  await again.disconnect()
  expect(again.getState().accounts.solana?.status).toBe('disconnected')
  expect(dev.wallet.accounts).toEqual([])
  const third = newFoyer()
  await reconnect(third)
  expect(third.getState().accounts.solana?.status).toBe('disconnected')
})

test('the provider checks SPEC §3’s options before the wallet sees them', async () => {
  const foyer = await connected()
  const provider = (await (foyer.adapters[0] as SolanaAdapter).getProvider()) as SolanaProvider
  expect(provider.publicKey).toBe(account.address)
  const transaction = new Uint8Array([1, 2, 3])
  await expect(
    provider.signAndSendTransaction({ transaction, options: { preflightCommitment: 'soon' } }),
  ).rejects.toThrow(/preflightCommitment must be one of processed, confirmed, finalized, recent/)
  await expect(
    provider.signAndSendTransaction({ transaction, options: { maxRetries: -1 } }),
  ).rejects.toThrow(/maxRetries/)
  await expect(provider.signMessage({ message: '0OIl', pubkey: account.address })).rejects.toThrow(
    /base58/,
  )
  await expect(provider.signMessage({ message: '3yZe7d', pubkey: other.address })).rejects.toThrow(
    /not the connected account/,
  )
  const { signature } = await provider.signMessage({ message: '3yZe7d', pubkey: account.address })
  expect(signature).toHaveLength(64)
})

test('an expired blockhash and a cluster that is down get sentences of their own', async () => {
  const foyer = await connected()
  const receiver = (await generateKeyPairSigner()).address
  dev.beforeNextSend(() =>
    fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'foyer_expireBlockhash', params: [] }),
    }),
  )
  await expect(sendTokens(foyer, { token: sol, amount: '1', to: receiver })).rejects.toMatchObject({
    shortMessage: 'The network moved on before the transaction was sent. Try again.',
  })
  expect((await rpc.getBalance(receiver).send()).value).toBe(0n)

  const down = await connected([{ ...local, rpcUrl: 'http://127.0.0.1:9' }])
  await expect(sendTokens(down, { token: sol, amount: '1', to: receiver })).rejects.toMatchObject({
    shortMessage: 'The Solana network could not be reached. Try again in a moment.',
  })
})
