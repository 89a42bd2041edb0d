// @vitest-environment happy-dom
// Integration: the EVM adapter inside a real Foyer instance, a dev wallet announced through EIP-6963, and
// the devnet's anvil chains. Nothing here is mocked: discovery, signing, switching and balances are real.
import { createFoyer, type Foyer, verifyMessage } from '@foyer/core'
import { DEVNET_ACCOUNTS, DEVNET_SMART_ACCOUNT } from '@foyer/devnet'
import { createDevWallet, DEV_WALLET_INFOS, type DevWallet } from '@foyer/test'
import { disconnect, getConnection, switchChain } from '@wagmi/core'
import { type Chain, defineChain, verifyMessage as viemVerifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'

const { chains: devChains } = inject('devnet')
const toChain = (chain: (typeof devChains)[number] | undefined): Chain => {
  if (!chain) throw new Error('the devnet has two chains')
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
const chains: [Chain, Chain] = [toChain(devChains[0]), toChain(devChains[1])]
const [l1, l2] = chains
const address = DEVNET_ACCOUNTS[0].address

let wallet: DevWallet
let stopAnnouncing: () => void
let foyer: Foyer

// A chain the wallet knows but the app never requested (served by the L1 node; only its id matters here).
const elsewhere = {
  id: 1,
  name: 'Elsewhere',
  rpcUrl: devChains[0]?.rpcUrl ?? '',
  nativeCurrency: l1.nativeCurrency,
}

function setup(knownChainIds: number[] = [l1.id]) {
  wallet = createDevWallet({
    info: DEV_WALLET_INFOS.dev,
    privateKeys: [DEVNET_ACCOUNTS[0].privateKey],
    chains: [...devChains, elsewhere],
    knownChainIds,
  })
  stopAnnouncing = wallet.announce(window)
  foyer = createFoyer({ adapters: [createEvmAdapter({ networks: chains })], projectId: 'test' })
}

const connectorUid = () => {
  const connector = foyer
    .getState()
    .connectors.find((candidate) => candidate.id === 'dev.foyer.wallet')
  if (!connector) throw new Error('the dev wallet was not discovered')
  return connector.uid
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  foyer?.destroy()
  stopAnnouncing?.()
})

test('discovers the EIP-6963 wallet, connects, and reports address and network', async () => {
  setup()
  expect(foyer.getState().connectors).toContainEqual(
    expect.objectContaining({
      id: 'dev.foyer.wallet',
      name: 'Foyer Dev Wallet',
      type: 'injected',
      namespaces: ['eip155'],
    }),
  )
  await foyer.connect({ connectorUid: connectorUid() })
  const state = foyer.getState()
  expect(state.accounts.eip155).toMatchObject({
    status: 'connected',
    address,
    caipAddress: `eip155:${l1.id}:${address}`,
  })
  expect(state.accounts.eip155?.connectedWalletInfo).toMatchObject({ name: 'Foyer Dev Wallet' })
  expect(state.networks.eip155?.caipNetwork).toMatchObject({ id: l1.id, name: 'Foyer Devnet' })
})

test("a host's own wagmi code sees the same connection through wagmiConfig", async () => {
  wallet = createDevWallet({
    info: DEV_WALLET_INFOS.dev,
    privateKeys: [DEVNET_ACCOUNTS[0].privateKey],
    chains: devChains,
  })
  stopAnnouncing = wallet.announce(window)
  const adapter = createEvmAdapter({ networks: chains })
  foyer = createFoyer({ adapters: [adapter], projectId: 'test' })
  await foyer.connect({ connectorUid: connectorUid() })
  expect(getConnection(adapter.wagmiConfig)).toMatchObject({
    status: 'connected',
    address,
    chainId: l1.id,
  })
  // And the other way round: a wagmi action the host calls is reflected in Foyer's state.
  await switchChain(adapter.wagmiConfig, {
    chainId: l2.id,
    addEthereumChainParameter: { rpcUrls: [l2.rpcUrls.default.http[0] as string] },
  }).catch(() => undefined)
  await disconnect(adapter.wagmiConfig)
  await expect.poll(() => foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('a wallet that announces after Foyer started is listed too', async () => {
  foyer = createFoyer({ adapters: [createEvmAdapter({ networks: chains })], projectId: 'test' })
  expect(foyer.getState().connectors.some((connector) => connector.id === 'dev.foyer.wallet')).toBe(
    false,
  )
  // An extension's script runs in a task of its own. (wagmi drops announcements made in the very task that
  // created its config, before its storage has hydrated: see docs/decisions.md.)
  await new Promise((resolve) => setTimeout(resolve, 0))
  wallet = createDevWallet({
    info: DEV_WALLET_INFOS.dev,
    privateKeys: [DEVNET_ACCOUNTS[0].privateKey],
    chains: devChains,
  })
  stopAnnouncing = wallet.announce(window)
  await expect
    .poll(() => foyer.getState().connectors.map((connector) => connector.id))
    .toContain('dev.foyer.wallet')
})

test('reads the native balance from the chain', async () => {
  setup()
  await foyer.connect({ connectorUid: connectorUid() })
  const { getBalance } = await import('@foyer/core')
  const balance = await getBalance(foyer)
  expect(balance.symbol).toBe('ETH')
  expect(balance.decimals).toBe(18)
  expect(balance.value).toBeGreaterThan(0n)
})

test('signs a message that verifies for the account, and not for another', async () => {
  setup()
  await foyer.connect({ connectorUid: connectorUid() })
  const signature = await foyer.signMessage({ message: 'hello foyer' })
  expect(
    await viemVerifyMessage({
      address,
      message: 'hello foyer',
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
  expect(await verifyMessage(foyer, { message: 'hello foyer', signature })).toBe(true)
  expect(
    await verifyMessage(foyer, {
      message: 'hello foyer',
      signature,
      address: DEVNET_ACCOUNTS[1].address,
    }),
  ).toBe(false)
})

test('a message signed for an ERC-1271 smart account verifies through the contract; another key does not', async () => {
  setup()
  const network = foyer.getState().networks.eip155?.caipNetwork
  if (!network) throw new Error('no EVM network')
  const adapter = foyer.adapters[0] as EvmAdapter
  const message = 'hello smart account'
  const owner = privateKeyToAccount(DEVNET_ACCOUNTS[1].privateKey)
  expect(owner.address).toBe(DEVNET_SMART_ACCOUNT.owner)
  const verify = (signature: string) =>
    adapter.verifyMessage({ message, address: DEVNET_SMART_ACCOUNT.address, signature, network })
  expect(await verify(await owner.signMessage({ message }))).toBe(true)
  const stranger = privateKeyToAccount(DEVNET_ACCOUNTS[2].privateKey)
  expect(await verify(await stranger.signMessage({ message }))).toBe(false)
  expect(await verify('0x1234')).toBe(false)
})

test('switching to a chain the wallet does not know adds it (4902 → wallet_addEthereumChain) then switches', async () => {
  setup([l1.id])
  await foyer.connect({ connectorUid: connectorUid() })
  const requests: { method: string; params?: unknown }[] = []
  const provider = wallet.provider
  const original = provider.request.bind(provider)
  provider.request = (async (args: { method: string; params?: unknown }) => {
    requests.push(args)
    return original(args as never)
  }) as typeof provider.request

  await foyer.switchNetwork({ caipNetworkId: `eip155:${l2.id}` })
  await expect.poll(() => foyer.getState().networks.eip155?.caipNetwork?.id).toBe(l2.id)
  const add = requests.find((request) => request.method === 'wallet_addEthereumChain')
  expect(add?.params).toEqual([
    {
      chainId: `0x${l2.id.toString(16)}`,
      chainName: 'Foyer Devnet L2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [l2.rpcUrls.default.http[0]],
      blockExplorerUrls: undefined,
    },
  ])
  expect(Number(await provider.request({ method: 'eth_chainId' }))).toBe(l2.id)
  expect(foyer.getState().accounts.eip155?.caipAddress).toBe(`eip155:${l2.id}:${address}`)
})

test.each([5000, 32603])(
  'a wallet that answers %i to a switch (SPEC §8 chain codes) is offered the chain too',
  async (code) => {
    setup([l1.id])
    await foyer.connect({ connectorUid: connectorUid() })
    const provider = wallet.provider
    const original = provider.request.bind(provider)
    const methods: string[] = []
    let answered = false
    provider.request = (async (args: { method: string }) => {
      methods.push(args.method)
      // The first switch is answered with the code some wallets give for a chain they do not know.
      if (args.method === 'wallet_switchEthereumChain' && !answered) {
        answered = true
        throw Object.assign(new Error('Unrecognized chain'), { code })
      }
      return original(args as never)
    }) as typeof provider.request
    await foyer.switchNetwork({ caipNetworkId: `eip155:${l2.id}` })
    await expect.poll(() => foyer.getState().networks.eip155?.caipNetwork?.id).toBe(l2.id)
    expect(methods).toContain('wallet_addEthereumChain')
  },
)

test('a refusal to switch (4001) is not taken for an unknown chain: nothing is added', async () => {
  setup([l1.id])
  await foyer.connect({ connectorUid: connectorUid() })
  const provider = wallet.provider
  const original = provider.request.bind(provider)
  const methods: string[] = []
  provider.request = (async (args: { method: string }) => {
    methods.push(args.method)
    if (args.method === 'wallet_switchEthereumChain')
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    return original(args as never)
  }) as typeof provider.request
  await expect(foyer.switchNetwork({ caipNetworkId: `eip155:${l2.id}` })).rejects.toMatchObject({
    code: 4001,
  })
  expect(methods).not.toContain('wallet_addEthereumChain')
})

test("a failed add is reported as 'Chain is not supported'", async () => {
  setup([l1.id])
  await foyer.connect({ connectorUid: connectorUid() })
  const provider = wallet.provider
  const original = provider.request.bind(provider)
  // The wallet refuses to add (as a wallet that does not allow custom networks would).
  provider.request = (async (args: { method: string }) => {
    if (args.method === 'wallet_addEthereumChain')
      throw Object.assign(new Error('refused'), { code: -32603 })
    return original(args as never)
  }) as typeof provider.request
  await expect(foyer.switchNetwork({ caipNetworkId: `eip155:${l2.id}` })).rejects.toMatchObject({
    shortMessage: 'Chain is not supported',
    name: 'ChainNotSupportedError',
  })
  expect(foyer.getState().networks.eip155?.caipNetwork?.id).toBe(l1.id)
})

test('a rejection in the wallet (4001) is a UserRejectedRequestError and leaves the namespace disconnected', async () => {
  setup()
  wallet.rejectNextRequest()
  await expect(foyer.connect({ connectorUid: connectorUid() })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  // The error is the connect's result (useConnect's `error`); the store keeps no copy of it.
  expect(foyer.getState().connectFlow).toBeUndefined()
  await foyer.connect({ connectorUid: connectorUid() })
  expect(foyer.getState().accounts.eip155?.status).toBe('connected')
})

test('a chain change in the wallet to an unrequested chain marks the network unsupported', async () => {
  setup([l1.id, elsewhere.id])
  await foyer.connect({ connectorUid: connectorUid() })
  // The visitor switches the wallet by itself to a chain the app never asked for.
  await wallet.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x1' }],
  } as never)
  await expect.poll(() => foyer.getState().networks.eip155?.unsupported).toBe(true)
  expect(foyer.getState().networks.eip155?.caipNetwork?.name).toBe('Unknown Network')
  expect(foyer.getState().router.view).toBe('UnsupportedChain')
})

test('disconnect forgets the connection, and a new instance does not reconnect', async () => {
  setup()
  await foyer.connect({ connectorUid: connectorUid() })
  await foyer.disconnect()
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  foyer.destroy()
  foyer = createFoyer({ adapters: [createEvmAdapter({ networks: chains })], projectId: 'test' })
  const { reconnect } = await import('@foyer/core')
  await reconnect(foyer)
  expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
})

test('a stored connection is restored by a new instance (page reload)', async () => {
  setup()
  await foyer.connect({ connectorUid: connectorUid() })
  foyer.destroy()
  foyer = createFoyer({ adapters: [createEvmAdapter({ networks: chains })], projectId: 'test' })
  expect(foyer.getState().accounts.eip155?.status).toBe('connecting')
  const { reconnect } = await import('@foyer/core')
  await reconnect(foyer)
  expect(foyer.getState().accounts.eip155).toMatchObject({ status: 'connected', address })
})
