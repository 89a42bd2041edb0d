import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNTS, DEVNET_FUNDED_ACCOUNT_COUNT } from './accounts.js'
import { DEVNET_AMM } from './amm.js'
import { DEVNET_CHAIN_IDS } from './chains.js'
import { compileContracts } from './compile.js'
import { DEVNET_FARCASTER_USERS, DEVNET_ID_REGISTRY } from './farcaster.js'
import { type Devnet, getFreePorts, startDevnet } from './node.js'
import { waitForDevnetReceipt } from './receipt.js'
import { RpcResponseError, rpc } from './rpc.js'
import { seedFarcaster } from './seed.js'
import { seedAmm } from './seedAmm.js'
import { DEVNET_MULTICALL3, DEVNET_SPAM_TOKEN, DEVNET_TOKENS } from './tokens.js'

const tetherAbi = parseAbi(['function transfer(address to, uint256 value)'])
const tether = DEVNET_TOKENS.find((t) => t.kind === 'noReturn')?.address as Address
const [alice, , , , bob] = DEVNET_ACCOUNTS

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

let devnet: Devnet
let clients: PublicClient[]

beforeAll(async () => {
  const [l1, l2, solana, bundler] = await getFreePorts(4)
  devnet = await startDevnet({ ports: { l1, l2, solana, bundler } })
  clients = devnet.chains.map((chain) => createPublicClient({ chain, transport: http() }))
})

afterAll(async () => {
  await devnet?.stop()
})

describe('startDevnet', () => {
  test('runs both chains with their chain ids', async () => {
    expect(devnet.pids).toHaveLength(2)
    expect(await Promise.all(clients.map((c) => c.getChainId()))).toEqual([...DEVNET_CHAIN_IDS])
  })

  test('tokens answer name, symbol, decimals and balances on both chains', async () => {
    for (const client of clients) {
      for (const token of DEVNET_TOKENS) {
        const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
          token.name,
          token.symbol,
          token.decimals,
        ])
        for (const [index, account] of DEVNET_ACCOUNTS.entries()) {
          const balance = await client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          })
          expect(balance).toBe(index < DEVNET_FUNDED_ACCOUNT_COUNT ? token.fundedBalance : 0n)
        }
      }
    }
  })

  test('Multicall3 at its canonical address reads balances in one call, failures allowed', async () => {
    for (const client of clients) {
      const [native, token, broken] = await client.multicall({
        multicallAddress: DEVNET_MULTICALL3,
        allowFailure: true,
        contracts: [
          {
            address: DEVNET_MULTICALL3,
            abi: parseAbi(['function getEthBalance(address) view returns (uint256)']),
            functionName: 'getEthBalance',
            args: [alice.address],
          },
          {
            address: DEVNET_SPAM_TOKEN.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [alice.address],
          },
          // No code at this address: the call returns no data and fails to decode.
          { address: bob.address, abi: erc20Abi, functionName: 'decimals' },
        ],
      })
      expect(native).toEqual({ status: 'success', result: await client.getBalance(alice) })
      expect(token).toEqual({ status: 'success', result: DEVNET_SPAM_TOKEN.fundedBalance })
      expect(broken?.status).toBe('failure')
    }
  })

  test('the spam token answers its metadata and holds only the airdrop', async () => {
    const client = clients[1] as PublicClient
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      client.readContract({ address: DEVNET_SPAM_TOKEN.address, abi: erc20Abi, functionName })
    expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
      'Free Airdrop Token',
      'SPAM',
      18,
    ])
    const balance = await client.readContract({
      address: DEVNET_SPAM_TOKEN.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [bob.address],
    })
    expect(balance).toBe(0n)
  })

  test('Tether transfer returns no data and moves balances', async () => {
    const client = clients[0] as PublicClient
    const url = devnet.rpcUrls.l1
    const data = encodeFunctionData({ abi: tetherAbi, args: [bob.address, 1_500_000n] })
    expect(await rpc(url, 'eth_call', [{ from: alice.address, to: tether, data }, 'latest'])).toBe(
      '0x',
    )
    // A caller expecting the standard `returns (bool)` cannot decode the empty answer.
    await expect(
      client.simulateContract({
        account: alice.address,
        address: tether,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob.address, 1n],
      }),
    ).rejects.toThrow(/returned no data/)

    const hash = await rpc<`0x${string}`>(url, 'eth_sendTransaction', [
      { from: alice.address, to: tether, data },
    ])
    // Automine answers with the hash; the receipt may be indexed a moment later on a busy machine.
    expect((await waitForDevnetReceipt(client, hash)).status).toBe('success')
    const balance = (owner: Address) =>
      client.readContract({
        address: tether,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    expect(await balance(alice.address)).toBe(1_000_000_000n - 1_500_000n)
    expect(await balance(bob.address)).toBe(1_500_000n)
  })

  test('a second start reuses the running nodes and restores funded balances without overshoot', async () => {
    const again = await startDevnet({
      ports: {
        l1: Number(new URL(devnet.rpcUrls.l1).port),
        l2: Number(new URL(devnet.rpcUrls.l2).port),
        solana: Number(new URL(devnet.solana.rpcUrl).port),
        bundler: Number(new URL(devnet.bundlerUrls.l1).port),
      },
    })
    expect(again.pids).toEqual([])
    expect(again.rpcUrls).toEqual(devnet.rpcUrls)
    expect(again.bundlerUrls).toEqual(devnet.bundlerUrls)
    await again.stop()
    // The nodes (and the bundler) we did not start keep running.
    expect(devnet.pids.every(isAlive)).toBe(true)
    expect(await rpc(devnet.bundlerUrls.l2, 'eth_chainId')).toBe('0x7a6a')
    const client = clients[0] as PublicClient
    for (const token of DEVNET_TOKENS) {
      const balance = await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      })
      expect(balance).toBe(token.fundedBalance)
    }
  })

  test('refuses a port where another chain answers', async () => {
    const port = Number(new URL(devnet.rpcUrls.l2).port)
    const [solana] = await getFreePorts(1)
    await expect(startDevnet({ ports: { l1: port, l2: port, solana } })).rejects.toThrow(
      /answers with chain id 31338, expected 31337/,
    )
  })

  test('stop ends exactly the processes it started', async () => {
    const [l1, l2, solana] = await getFreePorts(3)
    const other = await startDevnet({ ports: { l1, l2, solana } })
    expect(other.pids).toHaveLength(2)
    expect(other.pids.every(isAlive)).toBe(true)
    // Its own bundler (on the default port, or a free one when that is taken), for its own nodes.
    expect(other.bundlerUrls).not.toEqual(devnet.bundlerUrls)
    expect(await rpc(other.bundlerUrls.l1, 'foyer_rpcUrl')).toBe(other.rpcUrls.l1)
    await other.stop()
    expect(other.pids.some(isAlive)).toBe(false)
    await expect(rpc(other.bundlerUrls.l1, 'eth_chainId', [], 500)).rejects.toThrow()
    expect(devnet.pids.every(isAlive)).toBe(true)
    expect(await rpc(devnet.bundlerUrls.l1, 'foyer_rpcUrl')).toBe(devnet.rpcUrls.l1)
  })
})

describe('the Farcaster ID registry', () => {
  const registryAbi = parseAbi([
    'function idOf(address) view returns (uint256)',
    'function custodyOf(uint256) view returns (address)',
    'function register(address custody, uint256 fid)',
  ])
  const [ada] = DEVNET_FARCASTER_USERS

  test('the custody key is the custody address', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    expect(privateKeyToAccount(ada.custody.privateKey).address).toBe(ada.custody.address)
  })

  test('names each test account’s custody address and fid on both chains, the same after a re-seed', async () => {
    const read = (client: PublicClient) =>
      Promise.all([
        client.readContract({
          address: DEVNET_ID_REGISTRY,
          abi: registryAbi,
          functionName: 'idOf',
          args: [ada.custody.address],
        }),
        client.readContract({
          address: DEVNET_ID_REGISTRY,
          abi: registryAbi,
          functionName: 'custodyOf',
          args: [BigInt(ada.fid)],
        }),
        client.readContract({
          address: DEVNET_ID_REGISTRY,
          abi: registryAbi,
          functionName: 'idOf',
          args: [alice.address],
        }),
      ])
    for (const client of clients)
      expect(await read(client)).toEqual([1729n, ada.custody.address, 0n])
    await seedFarcaster(devnet.rpcUrls.l1, await compileContracts())
    expect(await read(clients[0] as PublicClient)).toEqual([1729n, ada.custody.address, 0n])
  })

  test('refuses a fid or custody address already taken', async () => {
    const call = (args: readonly [Address, bigint]) =>
      rpc(devnet.rpcUrls.l1, 'eth_call', [
        {
          from: alice.address,
          to: DEVNET_ID_REGISTRY,
          data: encodeFunctionData({ abi: registryAbi, functionName: 'register', args }),
        },
        'latest',
      ])
    await expect(call([bob.address, BigInt(ada.fid)])).rejects.toBeInstanceOf(RpcResponseError)
    await expect(call([ada.custody.address, 42n])).rejects.toBeInstanceOf(RpcResponseError)
    await expect(call([bob.address, 42n])).resolves.toBe('0x')
  })
})

describe('the Uniswap V2 AMM', () => {
  const ammAbi = parseAbi([
    'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
    'function getPair(address, address) view returns (address)',
    'function WETH() view returns (address)',
    'function factory() view returns (address)',
  ])
  const token = (symbol: string) =>
    DEVNET_TOKENS.find((t) => t.symbol === symbol)?.address as Address

  test("sits at the deployer's first three contract addresses on both chains", () => {
    expect(DEVNET_AMM.weth).toBe(getContractAddress({ from: DEVNET_AMM.deployer, nonce: 0n }))
    expect(DEVNET_AMM.factory).toBe(getContractAddress({ from: DEVNET_AMM.deployer, nonce: 1n }))
    expect(DEVNET_AMM.router).toBe(getContractAddress({ from: DEVNET_AMM.deployer, nonce: 2n }))
  })

  test('the router quotes the seeded pools; FOY and USDT only through a hop', async () => {
    for (const client of clients) {
      expect(
        await client.readContract({
          address: DEVNET_AMM.router,
          abi: ammAbi,
          functionName: 'WETH',
        }),
      ).toBe(DEVNET_AMM.weth)
      const [, out] = await client.readContract({
        address: DEVNET_AMM.router,
        abi: ammAbi,
        functionName: 'getAmountsOut',
        args: [10n ** 18n, [DEVNET_AMM.weth, token('fUSD')]],
      })
      // 1 ETH into 100 ETH / 300,000 fUSD, less the 0.3% fee: just under 2,970 fUSD.
      expect(out).toBeGreaterThan(2_960n * 10n ** 6n)
      expect(out).toBeLessThan(2_970n * 10n ** 6n)
      const pair = (a: Address, b: Address) =>
        client.readContract({
          address: DEVNET_AMM.factory,
          abi: ammAbi,
          functionName: 'getPair',
          args: [a, b],
        })
      expect(await pair(token('FOY'), token('USDT'))).toBe(zeroAddress)
      expect(await pair(token('FOY'), token('fUSD'))).not.toBe(zeroAddress)
    }
  })

  test('a second seed leaves the pools as they are', async () => {
    const reserves = () =>
      rpc<Hex>(devnet.rpcUrls.l1, 'eth_getBalance', [DEVNET_AMM.weth, 'latest'])
    const before = await reserves()
    await seedAmm(devnet.rpcUrls.l1)
    expect(await reserves()).toBe(before)
  })
})
