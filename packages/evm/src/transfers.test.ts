// @vitest-environment happy-dom
// Integration: sends through the EVM adapter from a dev wallet on the devnet: the native coin, an 18- and a
// 6-decimals token, and the no-return token at the Tether address. Real chain, real wallet, nothing mocked.
import { createFoyer, type Foyer } from '@foyer/core'
import { type TransfersTokens, toWalletError, walletErrorCode } from '@foyer/core/adapter'
import { DEVNET_ACCOUNTS, DEVNET_TOKENS } from '@foyer/devnet'
import { createDevWallet, DEV_WALLET_INFOS, type DevWallet } from '@foyer/test'
import {
  type Chain,
  ContractFunctionExecutionError,
  createPublicClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.js'
import { simulateTransfer } from './rpc.js'
import { noReturnTransferAbi, TETHER_ADDRESSES } from './tether.js'

const { chains: devChains } = inject('devnet')
const devChain = devChains[0]
if (!devChain) throw new Error('the devnet has two chains')
const chain: Chain = defineChain({
  id: devChain.id,
  name: devChain.name,
  nativeCurrency: devChain.nativeCurrency,
  rpcUrls: { default: { http: [devChain.rpcUrl] } },
})
const client = createPublicClient({ chain, transport: http() })
const token = (kind: string) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.kind === kind)
  if (!found) throw new Error(`no ${kind} token`)
  return found
}

let wallet: DevWallet
let stop: () => void
let foyer: Foyer
let adapter: EvmAdapter & TransfersTokens

beforeEach(async () => {
  localStorage.clear()
  // Account 3: no other test file of this project sends from it.
  wallet = createDevWallet({
    info: DEV_WALLET_INFOS.dev,
    privateKeys: [DEVNET_ACCOUNTS[3].privateKey],
    chains: devChains,
  })
  stop = wallet.announce(window)
  adapter = createEvmAdapter({ networks: [chain] })
  foyer = createFoyer({ adapters: [adapter], projectId: 'test' })
  const connector = foyer
    .getState()
    .connectors.find((candidate) => candidate.id === DEV_WALLET_INFOS.dev.rdns)
  if (!connector) throw new Error('dev wallet not discovered')
  await foyer.connect({ connectorUid: connector.uid })
})
afterEach(() => {
  foyer.destroy()
  stop()
})

const network = () => adapter.networks[0] as (typeof adapter.networks)[number]
const receiver = () => privateKeyToAccount(generatePrivateKey()).address

test('the seven Tether contracts use the no-return transfer ABI', () => {
  expect(TETHER_ADDRESSES).toHaveLength(7)
  expect(new Set(TETHER_ADDRESSES).size).toBe(7)
  expect(TETHER_ADDRESSES).toContain(token('noReturn').address)
})

test('a native transfer sends value with empty data, and is mined', async () => {
  const to = receiver()
  const hash = await adapter.transferNative({ to, amount: parseEther('1.5'), network: network() })
  expect(await adapter.waitForTransaction({ hash, network: network() })).toBe('success')
  const transaction = await client.getTransaction({ hash: hash as `0x${string}` })
  expect(transaction.input).toBe('0x')
  expect(transaction.value).toBe(parseEther('1.5'))
  expect(await client.getBalance({ address: to })).toBe(parseEther('1.5'))
})

test.each([['standard'], ['stable'], ['noReturn']])(
  'a %s token transfer moves the balance',
  async (kind) => {
    const { address, decimals } = token(kind)
    const to = receiver()
    const amount = parseUnits('12.5', decimals)
    const hash = await adapter.transferToken({ token: address, to, amount, network: network() })
    expect(await adapter.waitForTransaction({ hash, network: network() })).toBe('success')
    expect(
      await client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(amount)
  },
)

test('the Tether token needs its own ABI: simulating it as ERC-20 fails, as Tether it passes', async () => {
  const transfer = {
    token: token('noReturn').address,
    from: DEVNET_ACCOUNTS[3].address,
    to: receiver(),
    amount: 1n,
  }
  await expect(simulateTransfer(client, { ...transfer, abi: erc20Abi })).rejects.toThrow(
    /returned no data/,
  )
  await expect(
    simulateTransfer(client, { ...transfer, abi: noReturnTransferAbi }),
  ).resolves.toBeUndefined()
})

test('a simulated transfer above the balance fails with the revert as a contract error', async () => {
  const { address, decimals } = token('stable')
  const error = await simulateTransfer(client, {
    token: address,
    abi: erc20Abi,
    from: DEVNET_ACCOUNTS[3].address,
    to: receiver(),
    amount: parseUnits('10000000', decimals),
  }).catch((caught) => caught)
  expect(error).toBeInstanceOf(ContractFunctionExecutionError)
  expect(error.shortMessage).toMatch(/reverted/)
})

test('a transfer above the balance fails before the wallet is asked to sign', async () => {
  const { address, decimals } = token('stable')
  const requests: string[] = []
  const original = wallet.provider.request.bind(wallet.provider)
  wallet.provider.request = (async (args: { method: string }) => {
    requests.push(args.method)
    return original(args as never)
  }) as typeof wallet.provider.request
  await expect(
    adapter.transferToken({
      token: address,
      to: receiver(),
      amount: parseUnits('10000000', decimals),
      network: network(),
    }),
  ).rejects.toThrow()
  expect(requests).not.toContain('eth_sendTransaction')
})

test('the fee estimate is gas × fee per gas, in wei', async () => {
  const fee = await adapter.estimateTransferFee({
    from: DEVNET_ACCOUNTS[3].address,
    to: receiver(),
    amount: 1n,
    network: network(),
  })
  const gasPrice = await client.getGasPrice()
  expect(fee).toBeGreaterThanOrEqual(21_000n * (gasPrice / 2n))
  expect(fee).toBeLessThan(21_000n * gasPrice * 4n)
  const tokenFee = await adapter.estimateTransferFee({
    from: DEVNET_ACCOUNTS[3].address,
    to: receiver(),
    amount: 1n,
    token: token('standard').address,
    network: network(),
  })
  expect(tokenFee).toBeGreaterThan(fee)
})

test('a rejection in the wallet (4001) surfaces with its code, and core classifies it by code', async () => {
  wallet.rejectNextRequest()
  const error = await adapter
    .transferNative({ to: receiver(), amount: 1n, network: network() })
    .catch((caught: unknown) => caught)
  expect(walletErrorCode(error)).toBe(4001)
  expect(toWalletError(error)).toMatchObject({
    name: 'UserRejectedRequestError',
    shortMessage: 'Request rejected in the wallet',
  })
})

test('EIP-55: a mixed-case address must carry its checksum; lower or upper case carry none', () => {
  const adapter = createEvmAdapter({
    networks: [
      defineChain({
        id: 1,
        name: 'One',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
      }),
    ],
    storage: null,
  })
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(adapter.hasValidChecksum(address)).toBe(true)
  expect(adapter.hasValidChecksum(address.toLowerCase())).toBe(true)
  expect(adapter.hasValidChecksum(`0x${address.slice(2).toUpperCase()}`)).toBe(true)
  expect(adapter.hasValidChecksum('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
})
