import {
  convertAllowanceSchema,
  convertApproveSchema,
  convertGasPriceSchema,
  convertQuotesSchema,
  convertTokensSchema,
  convertTransactionSchema,
  fungiblePriceSchema,
  NATIVE_TOKEN_ADDRESS,
} from '@foyer/core/api'
import { parseCaipAccountId } from '@foyer/core/caip'
import { DEVNET_AMM, DEVNET_TOKENS, waitForDevnetReceipt } from '@foyer/devnet'
import * as v from 'valibot'
import {
  type Address,
  erc20Abi,
  type Hex,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_QUERY, testApp } from '../_test/app.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import type { ServiceChain, ServiceConfig } from '../config.js'
import { setPrice } from '../data/registry.js'
import { dataTestConfig, publicClientOf, walletOf } from '../data/testing.js'
import type { OpenDatabase } from '../db/database.js'
import { seedDevnetData, withDevnetContracts } from '../dev/devnet.js'

const token = (symbol: string) => DEVNET_TOKENS.find((t) => t.symbol === symbol)?.address as Address
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])
const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

describe('swaps on the devnet AMM', () => {
  let database: OpenDatabase
  let app: App
  let config: ServiceConfig
  let chain: ServiceChain
  // An account of this file's own: funded here, so no other test's balances move.
  const key = generatePrivateKey()
  const user = privateKeyToAccount(key).address
  const caip = (address: string) => `eip155:${chain.id}:${address}`
  const get = async (path: string) => {
    const response = await app.request(`${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`)
    return { status: response.status, body: (await response.json()) as never }
  }
  const post = async (path: string, body: unknown) => {
    const response = await app.request(`${path}?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as never }
  }
  const balanceOf = (address: Address) =>
    publicClientOf(chain).readContract({
      address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [user],
    })
  /** Sends a built transaction from the test account and returns its receipt's status. */
  const execute = async (tx: { to: string; data: string; value: string; gas?: string }) => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const { createWalletClient, http } = await import('viem')
    const wallet = createWalletClient({
      account: privateKeyToAccount(key),
      transport: http(chain.rpcUrl),
    })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    })
    return (await waitForDevnetReceipt(publicClientOf(chain), hash)).status
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    config = { ...dataTestConfig(), chains: withDevnetContracts(dataTestConfig().chains) }
    chain = config.chains[0] as ServiceChain
    await seedDevnetData(database.db, config)
    app = await testApp(database, config)
    const client = publicClientOf(chain)
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [user, numberToHex(parseEther('10'))] as never,
    })
    // Anyone may mint on the devnet: the account gets 1,000 fUSD from the minter.
    const { DEVNET_MINTER } = await import('@foyer/devnet')
    await walletOf(DEVNET_MINTER, chain).write({
      address: token('fUSD'),
      abi: mintAbi,
      functionName: 'mint',
      args: [user, parseUnits('1000', 6)],
    })
  })

  afterAll(async () => {
    await database?.close()
  })

  test('tokens: the coin and the pooled tokens, not the unpooled or the spam', async () => {
    const { status, body } = await get(`/v1/convert/tokens?chainId=eip155:${chain.id}`)
    expect(status).toBe(200)
    const { tokens } = v.parse(convertTokensSchema, body)
    expect(tokens.map((t) => t.symbol).sort()).toEqual(['ETH', 'FOY', 'USDT', 'fUSD'])
    expect(tokens[0]?.address).toBe(caip(NATIVE_TOKEN_ADDRESS))
  })

  test("a quote equals the router's own getAmountsOut on the route it picked", async () => {
    const client = publicClientOf(chain)
    for (const [from, to, amount] of [
      [NATIVE_TOKEN_ADDRESS, token('fUSD'), parseEther('1')],
      [token('fUSD'), token('FOY'), parseUnits('250', 6)],
      // No FOY/USDT pool: one hop.
      [token('FOY'), token('USDT'), parseEther('300')],
    ] as const) {
      const { status, body } = await get(
        `/v1/convert/quotes?amount=${amount}&from=${caip(from)}&to=${caip(to)}&userAddress=${caip(user)}&gasPrice=1000000000`,
      )
      expect(status).toBe(200)
      const [quote] = v.parse(convertQuotesSchema, body).quotes
      if (!quote) throw new Error('no quote')
      const path = quote.route.map((step) => {
        const address = parseCaipAccountId(step).address as Address
        return address === NATIVE_TOKEN_ADDRESS ? DEVNET_AMM.weth : address
      })
      const amounts = await client.readContract({
        address: DEVNET_AMM.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      })
      expect(quote.toAmount).toBe(amounts[amounts.length - 1]?.toString())
      expect(BigInt(quote.networkFee ?? 0)).toBe(BigInt(quote.gasLimit) * 1_000_000_000n)
      if (from === token('FOY')) expect(path).toHaveLength(3)
    }
  })

  test('native → stable: the built transaction delivers at least the minimum received', async () => {
    const before = await balanceOf(token('fUSD'))
    const { status, body } = await post('/v1/convert/build-transaction', {
      amount: parseEther('0.5').toString(),
      eip155: { slippage: '1' },
      projectId: 'test-project',
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(token('fUSD')),
      userAddress: caip(user),
    })
    expect(status).toBe(200)
    const build = v.parse(convertTransactionSchema, body)
    expect(BigInt(build.minimumToAmount)).toBe((BigInt(build.quote.toAmount) * 99n) / 100n)
    expect(build.tx.to.toLowerCase()).toBe(DEVNET_AMM.router.toLowerCase())
    expect(build.tx.gas).toBeDefined()
    expect(await execute(build.tx)).toBe('success')
    expect((await balanceOf(token('fUSD'))) - before).toBeGreaterThanOrEqual(
      BigInt(build.minimumToAmount),
    )
  })

  test('stable → token needs the allowance: refused before, built and delivered after', async () => {
    const amount = parseUnits('100', 6)
    const allowance = async () => {
      const { body } = await get(
        `/v1/convert/allowance?tokenAddress=${caip(token('fUSD'))}&userAddress=${caip(user)}`,
      )
      return v.parse(convertAllowanceSchema, body)
    }
    expect(await allowance()).toEqual({ allowance: '0', spender: DEVNET_AMM.router })
    const swap = {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: caip(token('fUSD')),
      to: caip(token('FOY')),
      userAddress: user,
    }
    const refused = await post('/v1/convert/build-transaction', swap)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('The swap would fail now')
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${caip(user)}&from=${caip(token('fUSD'))}&to=${caip(token('FOY'))}&amount=${amount}`,
    )
    expect(approve.status).toBe(200)
    expect(await execute(v.parse(convertApproveSchema, approve.body).tx)).toBe('success')
    expect((await allowance()).allowance).toBe(amount.toString())
    const before = await balanceOf(token('FOY'))
    const built = await post('/v1/convert/build-transaction', swap)
    expect(built.status).toBe(200)
    const build = v.parse(convertTransactionSchema, built.body)
    expect(await execute(build.tx)).toBe('success')
    expect((await balanceOf(token('FOY'))) - before).toBeGreaterThanOrEqual(
      BigInt(build.minimumToAmount),
    )
    expect((await allowance()).allowance).toBe('0')
  })

  test('a swap built with no estimate, mined after the price moved past the slippage, reverts', async () => {
    const built = await post('/v1/convert/build-transaction', {
      amount: parseEther('0.1').toString(),
      eip155: { slippage: 0.5 },
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(token('USDT')),
      userAddress: user,
      disableEstimate: true,
    })
    const build = v.parse(convertTransactionSchema, built.body)
    expect(build.tx.gas).toBeUndefined()
    // Someone else buys USDT first: the price moves more than 0.5%.
    const mover = await post('/v1/convert/build-transaction', {
      amount: parseEther('2').toString(),
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(token('USDT')),
      userAddress: user,
    })
    expect(await execute(v.parse(convertTransactionSchema, mover.body).tx)).toBe('success')
    expect(await execute({ ...build.tx, gas: '300000' })).toBe('reverted')
  })

  test('gas price, and pool prices where the operator set none', async () => {
    const gas = await get(`/v1/convert/gas-price?chainId=eip155:${chain.id}`)
    const prices = v.parse(convertGasPriceSchema, gas.body)
    expect(BigInt(prices.fast)).toBeGreaterThan(BigInt(prices.standard))
    const priceOf = async (currency: string) => {
      const { body } = await post('/v1/fungible/price', {
        currency,
        addresses: [caip(token('FOY'))],
      })
      return v.parse(fungiblePriceSchema, body).fungibles[0]?.price
    }
    // The operator's price first (the dev stack sets FOY at 0.5 USD).
    expect(await priceOf('usd')).toBe(0.5)
    // No price in GBP at all: none from the pools either.
    expect(await priceOf('gbp')).toBe(0)
    // The coin priced in GBP: FOY's from its WETH pool (100 ETH / 600,000 FOY, moved a little by the swaps).
    await setPrice(database.db, {
      chainId: `eip155:${chain.id}`,
      address: 'native',
      currency: 'gbp',
      price: 2400,
    })
    app = await testApp(database, config)
    const pooled = await priceOf('gbp')
    expect(pooled).toBeGreaterThan(0.38)
    expect(pooled).toBeLessThan(0.42)
  })

  test('bad input: unsupported network, unknown token, zero, same token, no liquidity', async () => {
    const cases: [string, number, string][] = [
      [`/v1/convert/tokens?chainId=eip155:1`, 400, 'Network not supported for Swaps'],
      [`/v1/convert/gas-price?chainId=eip155:1`, 400, 'Network not supported for Swaps'],
      [`/v1/convert/tokens?chainId=abc`, 400, 'Invalid chainId'],
      [
        `/v1/convert/quotes?amount=0&from=${caip(NATIVE_TOKEN_ADDRESS)}&to=${caip(token('fUSD'))}`,
        400,
        'must be above 0',
      ],
      [
        `/v1/convert/quotes?amount=1.5&from=${caip(NATIVE_TOKEN_ADDRESS)}&to=${caip(token('fUSD'))}`,
        400,
        'whole number',
      ],
      [
        `/v1/convert/quotes?amount=1&from=${caip(token('fUSD'))}&to=${caip(token('fUSD'))}`,
        400,
        'other than the one paid',
      ],
      [
        `/v1/convert/quotes?amount=1&from=${caip(token('fUSD'))}&to=eip155:1:${token('FOY')}`,
        400,
        'stays on one network',
      ],
      [
        `/v1/convert/quotes?amount=1000&from=${caip(token('fUSD'))}&to=${caip('0x00000000000000000000000000000000000000aa')}`,
        400,
        'No liquidity',
      ],
      [`/v1/convert/quotes?amount=1&from=nope&to=${caip(token('fUSD'))}`, 400, 'Invalid from'],
      [
        `/v1/convert/allowance?tokenAddress=${caip(token('fUSD'))}&userAddress=eip155:5:${user}`,
        400,
        'Invalid userAddress',
      ],
    ]
    for (const [path, status, text] of cases) {
      const answer = await get(path)
      expect([path, answer.status]).toEqual([path, status])
      expect(JSON.stringify(answer.body)).toContain(text)
    }
    const slippage = await post('/v1/convert/build-transaction', {
      amount: '1',
      eip155: { slippage: 80 },
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(token('fUSD')),
      userAddress: user,
    })
    expect(slippage.status).toBe(400)
    expect(JSON.stringify(slippage.body)).toContain('at most 50')
    const unguarded = await app.request('/v1/convert/tokens?chainId=eip155:31337')
    expect(unguarded.status).toBe(400)
  })
})
