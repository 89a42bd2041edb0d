import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  maxUint256,
  numberToHex,
  parseAbi,
} from 'viem'
import { DEVNET_AMM, DEVNET_POOLS, type DevnetPoolSide } from './amm.js'
import { rpc } from './rpc.js'
import { waitForReceipt } from './seed.js'
import { DEVNET_TOKENS } from './tokens.js'

// The published artifacts, read as they ship (GPL-3.0: the devnet is private and never published).
const require = createRequire(import.meta.url)
type Artifact = { abi: Abi; bytecode: string }
const artifact = (path: string) => require(path) as Artifact

const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])
const tokenAbi = parseAbi([
  'function mint(address to, uint256 value)',
  'function approve(address spender, uint256 value) returns (bool)',
])

/** Sends a transaction from the impersonated deployer and fails when it reverts. */
async function send(rpcUrl: string, what: string, tx: { to?: Address; data: Hex; value?: bigint }) {
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    {
      from: DEVNET_AMM.deployer,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      value: numberToHex(tx.value ?? 0n),
      gas: numberToHex(8_000_000n),
    },
  ])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`devnet AMM: ${what} reverted (${hash})`)
}

/** Deploys `bytecode` with ABI-encoded constructor arguments appended. */
function creation(name: string, args: { types: string[]; values: unknown[] } | undefined): Hex {
  const path =
    name === 'UniswapV2Factory'
      ? '@uniswap/v2-core/build/UniswapV2Factory.json'
      : `@uniswap/v2-periphery/build/${name}.json`
  const code = artifact(path).bytecode.replace(/^0x/, '')
  const encoded = args
    ? encodeAbiParameters(
        args.types.map((type) => ({ type })),
        args.values,
      ).slice(2)
    : ''
  return `0x${code}${encoded}`
}

const tokenAddress = (symbol: Exclude<DevnetPoolSide['symbol'], 'native'>): Address => {
  const token = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`devnet AMM: no devnet token ${symbol}`)
  return token.address
}

/**
 * Deploys Uniswap V2 (WETH9, factory, Router02) at DEVNET_AMM's addresses and adds DEVNET_POOLS' liquidity,
 * from an impersonated deployer whose first three nonces give those addresses. Run after seedTokens.
 * Idempotent: a chain that has the router already is left as it is.
 */
export async function seedAmm(rpcUrl: string): Promise<void> {
  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [DEVNET_AMM.router, 'latest'])) !== '0x') return
  const deployer = DEVNET_AMM.deployer
  await rpc(rpcUrl, 'anvil_impersonateAccount', [deployer])
  try {
    await rpc(rpcUrl, 'anvil_setBalance', [deployer, numberToHex(10_000n * 10n ** 18n)])
    await rpc(rpcUrl, 'anvil_setNonce', [deployer, '0x0'])
    await send(rpcUrl, 'WETH9', { data: creation('WETH9', undefined) })
    await send(rpcUrl, 'the factory', {
      data: creation('UniswapV2Factory', { types: ['address'], values: [deployer] }),
    })
    await send(rpcUrl, 'the router', {
      data: creation('UniswapV2Router02', {
        types: ['address', 'address'],
        values: [DEVNET_AMM.factory, DEVNET_AMM.weth],
      }),
    })
    for (const symbol of ['FOY', 'fUSD', 'USDT'] as const) {
      const token = tokenAddress(symbol)
      const needed = DEVNET_POOLS.flat()
        .filter((side) => side.symbol === symbol)
        .reduce((sum, side) => sum + side.amount, 0n)
      await send(rpcUrl, `minting ${symbol}`, {
        to: token,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [deployer, needed] }),
      })
      await send(rpcUrl, `approving ${symbol}`, {
        to: token,
        data: encodeFunctionData({
          abi: tokenAbi,
          functionName: 'approve',
          args: [DEVNET_AMM.router, maxUint256],
        }),
      })
    }
    for (const [a, b] of DEVNET_POOLS) {
      const native = a.symbol === 'native' ? a : b.symbol === 'native' ? b : undefined
      const data = native
        ? (() => {
            const token = (native === a ? b : a) as DevnetPoolSide & { symbol: 'FOY' }
            return encodeFunctionData({
              abi: routerAbi,
              functionName: 'addLiquidityETH',
              args: [tokenAddress(token.symbol), token.amount, 0n, 0n, deployer, maxUint256],
            })
          })()
        : encodeFunctionData({
            abi: routerAbi,
            functionName: 'addLiquidity',
            args: [
              tokenAddress(a.symbol as 'FOY'),
              tokenAddress(b.symbol as 'FOY'),
              a.amount,
              b.amount,
              0n,
              0n,
              deployer,
              maxUint256,
            ],
          })
      await send(rpcUrl, `the ${a.symbol}/${b.symbol} pool`, {
        to: DEVNET_AMM.router,
        data,
        value: native?.amount ?? 0n,
      })
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [deployer])
  }
}
