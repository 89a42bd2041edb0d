import { DEVNET_ACCOUNTS, waitForDevnetReceipt } from '@foyer/devnet'
import { Window } from 'happy-dom'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, inject, test, vi } from 'vitest'
import { createDevWallet } from './devWallet.js'
import { DEV_WALLET_ICON } from './icons.js'
import type { DevWallet } from './types.js'

const { chains } = inject('devnet')
const [l1, l2] = chains as [(typeof chains)[number], (typeof chains)[number]]
// Accounts the other test suites leave alone, so nonces do not race on the shared devnet.
const sender = DEVNET_ACCOUNTS[6]
const other = DEVNET_ACCOUNTS[7]

function makeWallet(storage?: Storage, eip5792 = false): DevWallet {
  return createDevWallet({
    eip5792,
    info: {
      uuid: 'a0000000-0000-4000-8000-000000000000',
      name: 'T',
      icon: DEV_WALLET_ICON,
      rdns: 'dev.foyer.t',
    },
    privateKeys: [sender.privateKey, other.privateKey],
    chains,
    ...(storage ? { storage } : {}),
  })
}

/** Untyped request, so tests can send what a careless dapp would. */
function call(wallet: DevWallet, method: string, params?: unknown): Promise<unknown> {
  const request = wallet.provider.request as (args: {
    method: string
    params?: unknown
  }) => Promise<unknown>
  return request({ method, params })
}

function record(wallet: DevWallet, event: string): unknown[][] {
  const seen: unknown[][] = []
  wallet.provider.on(event as 'connect', (...args: unknown[]) => {
    seen.push(args)
  })
  return seen
}

async function connected(storage?: Storage) {
  const wallet = makeWallet(storage)
  await call(wallet, 'eth_requestAccounts')
  return wallet
}

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => map.delete(key),
    setItem: (key, value) => map.set(key, String(value)),
  }
}

const addL2 = {
  chainId: `0x${l2.id.toString(16)}`,
  chainName: l2.name,
  rpcUrls: [l2.rpcUrl],
  nativeCurrency: l2.nativeCurrency,
}

describe('authorization', () => {
  test('eth_accounts is empty until eth_requestAccounts, then after revoke', async () => {
    const wallet = makeWallet()
    const accountsChanged = record(wallet, 'accountsChanged')
    const connect = record(wallet, 'connect')
    expect(await call(wallet, 'eth_accounts')).toEqual([])
    expect(await call(wallet, 'wallet_getPermissions')).toEqual([])
    expect(await call(wallet, 'eth_requestAccounts')).toEqual([sender.address, other.address])
    expect(await call(wallet, 'eth_accounts')).toEqual([sender.address, other.address])
    expect(connect).toEqual([[{ chainId: `0x${l1.id.toString(16)}` }]])
    expect(await call(wallet, 'wallet_getPermissions')).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts' }] },
    ])
    await call(wallet, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await call(wallet, 'eth_accounts')).toEqual([])
    expect(accountsChanged).toEqual([[[sender.address, other.address]], [[]]])
  })

  test('wallet_requestPermissions authorizes too', async () => {
    const wallet = makeWallet()
    expect(await call(wallet, 'wallet_requestPermissions', [{ eth_accounts: {} }])).toHaveLength(1)
    expect(await call(wallet, 'eth_accounts')).toHaveLength(2)
  })

  test('signing before authorization is refused with 4100', async () => {
    const wallet = makeWallet()
    await expect(call(wallet, 'personal_sign', ['0x68690a', sender.address])).rejects.toMatchObject(
      {
        code: 4100,
      },
    )
  })

  test('authorization, chain and added chains survive a reload through storage', async () => {
    const storage = memoryStorage()
    const first = await connected(storage)
    await call(first, 'wallet_addEthereumChain', [addL2])
    const reloaded = makeWallet(storage)
    expect(await call(reloaded, 'eth_accounts')).toEqual([sender.address, other.address])
    expect(await call(reloaded, 'eth_chainId')).toBe(addL2.chainId)
  })
})

describe('signing', () => {
  test('personal_sign signs with the account key', async () => {
    const wallet = await connected()
    const message = 'Sign in to Foyer'
    const signature = (await call(wallet, 'personal_sign', [
      stringToHex(message),
      other.address,
    ])) as Hex
    expect(await verifyMessage({ address: other.address, message, signature })).toBe(true)
  })

  test('personal_sign for an account the wallet does not hold is refused with 4100', async () => {
    const wallet = await connected()
    const stranger = DEVNET_ACCOUNTS[5].address
    await expect(call(wallet, 'personal_sign', ['0x00', stranger])).rejects.toMatchObject({
      code: 4100,
    })
  })

  test('eth_signTypedData_v4 signs the JSON payload', async () => {
    const wallet = await connected()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: l1.id },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'hello', amount: '1000000000000000000000' },
    } as const
    const signature = (await call(wallet, 'eth_signTypedData_v4', [
      sender.address,
      JSON.stringify(typedData),
    ])) as Hex
    expect(
      await verifyTypedData({
        address: sender.address,
        signature,
        domain: typedData.domain,
        types: { Greeting: typedData.types.Greeting },
        primaryType: 'Greeting',
        message: { text: 'hello', amount: 10n ** 21n },
      }),
    ).toBe(true)
  })
})

describe('eth_sendTransaction', () => {
  test('fills, signs and sends; the value lands on chain', async () => {
    const wallet = await connected()
    const client = createPublicClient({ transport: http(l1.rpcUrl) })
    const to = DEVNET_ACCOUNTS[8].address
    const before = await client.getBalance({ address: to })
    const hash = (await call(wallet, 'eth_sendTransaction', [
      { from: sender.address, to, value: `0x${parseEther('1.5').toString(16)}` },
    ])) as Hex
    const receipt = await waitForDevnetReceipt(client, hash)
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sender.address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'))
  })

  test('other methods are forwarded to the current chain', async () => {
    const wallet = makeWallet()
    expect(await call(wallet, 'net_version')).toBe(String(l1.id))
    expect(await call(wallet, 'eth_blockNumber')).toMatch(/^0x[0-9a-f]+$/)
    await expect(call(wallet, 'wallet_watchAsset', {})).rejects.toMatchObject({ code: 4200 })
    await expect(call(wallet, 'eth_sign', [sender.address, '0x00'])).rejects.toMatchObject({
      code: 4200,
    })
  })
})

describe('EIP-5792 (an EOA wallet: one transaction per call)', () => {
  const batch = (atomicRequired: boolean) => [
    {
      version: '2.0.0',
      from: sender.address,
      chainId: `0x${l1.id.toString(16)}`,
      atomicRequired,
      calls: [
        { to: DEVNET_ACCOUNTS[8].address, value: '0x1' },
        { to: DEVNET_ACCOUNTS[8].address, value: '0x2' },
      ],
    },
  ]

  test('sends each call, then reports the batch confirmed and not atomic', async () => {
    const wallet = makeWallet(undefined, true)
    await call(wallet, 'eth_requestAccounts')
    const { id } = (await call(wallet, 'wallet_sendCalls', batch(false))) as { id: string }
    type CallsStatus = { status: number; atomic: boolean; receipts: { status: string }[] }
    // 100 (pending) until the devnet has mined both transactions: wait for that state, not for time.
    const status = await vi.waitFor(
      async () => {
        const answer = (await call(wallet, 'wallet_getCallsStatus', [id])) as CallsStatus
        expect(answer.status).not.toBe(100)
        return answer
      },
      { timeout: 60_000, interval: 20 },
    )
    expect(status).toMatchObject({ status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await call(wallet, 'wallet_getCapabilities', [sender.address])).toEqual({
      [`0x${l1.id.toString(16)}`]: { atomic: { status: 'unsupported' } },
    })
  })

  test('refuses a batch that must be atomic (5760), and an unknown id (5730)', async () => {
    const wallet = makeWallet(undefined, true)
    await call(wallet, 'eth_requestAccounts')
    await expect(call(wallet, 'wallet_sendCalls', batch(true))).rejects.toMatchObject({
      code: 5760,
    })
    await expect(call(wallet, 'wallet_getCallsStatus', ['0x01'])).rejects.toMatchObject({
      code: 5730,
    })
  })

  test('without the option, the methods are unsupported (4200)', async () => {
    const wallet = await connected()
    await expect(call(wallet, 'wallet_sendCalls', batch(false))).rejects.toMatchObject({
      code: 4200,
    })
  })
})

describe('chains', () => {
  test('switching to an unknown chain fails with 4902; after adding it, switching works', async () => {
    const wallet = makeWallet()
    const chainChanged = record(wallet, 'chainChanged')
    await expect(
      call(wallet, 'wallet_switchEthereumChain', [{ chainId: addL2.chainId }]),
    ).rejects.toMatchObject({ code: 4902 })
    expect(await call(wallet, 'wallet_addEthereumChain', [addL2])).toBeNull()
    expect(await call(wallet, 'eth_chainId')).toBe(addL2.chainId)
    expect(await call(wallet, 'net_version')).toBe(String(l2.id))
    const l1Hex = `0x${l1.id.toString(16)}`
    expect(await call(wallet, 'wallet_switchEthereumChain', [{ chainId: l1Hex }])).toBeNull()
    await call(wallet, 'wallet_switchEthereumChain', [{ chainId: addL2.chainId }])
    expect(chainChanged).toEqual([[addL2.chainId], [l1Hex], [addL2.chainId]])
  })

  test('invalid wallet_addEthereumChain parameters fail with -32602', async () => {
    const wallet = makeWallet()
    const invalid = [
      { ...addL2, chainId: '31338' },
      { ...addL2, chainName: '' },
      { ...addL2, rpcUrls: [] },
      { ...addL2, rpcUrls: ['ftp://example'] },
      { ...addL2, nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } },
      // The RPC URL answers with another chain id.
      { ...addL2, rpcUrls: [l1.rpcUrl] },
    ]
    for (const params of invalid) {
      await expect(call(wallet, 'wallet_addEthereumChain', [params])).rejects.toMatchObject({
        code: -32602,
      })
    }
    expect(await call(wallet, 'eth_chainId')).toBe(`0x${l1.id.toString(16)}`)
  })
})

describe('rejectNextRequest', () => {
  test('rejects the next prompt once with 4001, then requests succeed', async () => {
    const wallet = makeWallet()
    wallet.rejectNextRequest()
    // Requests without a prompt do not use up the rejection.
    expect(await call(wallet, 'eth_chainId')).toBe(`0x${l1.id.toString(16)}`)
    const error = await call(wallet, 'eth_requestAccounts').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await call(wallet, 'eth_accounts')).toEqual([])
    expect(await call(wallet, 'eth_requestAccounts')).toHaveLength(2)
    wallet.rejectNextRequest()
    await expect(call(wallet, 'personal_sign', ['0x00', sender.address])).rejects.toMatchObject({
      code: 4001,
    })
    expect(await call(wallet, 'personal_sign', ['0x00', sender.address])).toMatch(
      /^0x[0-9a-f]{130}$/,
    )
  })
})

describe('EIP-6963', () => {
  test('announces on start and on every request until unsubscribed', async () => {
    const window = new Window()
    const wallet = makeWallet()
    const details: { info: unknown; provider: unknown }[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      details.push((event as unknown as CustomEvent).detail)
    })
    const unsubscribe = wallet.announce(window as unknown as EventTarget)
    window.dispatchEvent(new window.Event('eip6963:requestProvider'))
    unsubscribe()
    window.dispatchEvent(new window.Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    const [detail] = details
    expect(detail?.info).toEqual(wallet.info)
    expect(detail?.provider).toBe(wallet.provider)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
    await window.happyDOM.close()
  })
})
