import { encodeAbiParameters, encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { summarizeEvmRequest } from '../summary/evmSummary.js'
import { readApprovalTokens, tokensOf } from './approvalTokens.js'

const TOKEN = '0xF0e7000000000000000000000000000000000002'
const OTHER = '0x00000000000000000000000000000000000000aa'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = { name: 'Devnet', rpcUrl: 'http://rpc.test' }

afterEach(() => vi.unstubAllGlobals())

/** A chain whose contracts answer symbol() and decimals() as `answers` says (undefined: revert). */
function stubChain(answers: Record<string, { symbol?: string; decimals?: number }>) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { id, params } = JSON.parse(String(init.body)) as {
      id: number
      params: [{ to: string; data: string }]
    }
    const [{ to, data }] = params
    const token = answers[to.toLowerCase()]
    const symbolCall = data === encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })
    const value = symbolCall ? token?.symbol : token?.decimals
    const body =
      value === undefined
        ? { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } }
        : {
            jsonrpc: '2.0',
            id,
            result:
              typeof value === 'string'
                ? encodeAbiParameters([{ type: 'string' }], [value])
                : encodeAbiParameters([{ type: 'uint8' }], [value]),
          }
    return new Response(JSON.stringify(body))
  })
}

test('the tokens a request names: its ERC-20 calls’ contracts and a permission’s token, once each', () => {
  const approve = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [SPENDER, 1n],
  })
  const batch = summarizeEvmRequest(
    'wallet_sendCalls',
    [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: TOKEN, data: approve },
          { to: TOKEN, data: approve },
          { to: OTHER, data: '0xdeadbeef' },
          { to: SPENDER, value: '0x1' },
        ],
      },
    ],
    { symbol: 'ETH', decimals: 18 },
  )
  expect(tokensOf(batch)).toEqual([TOKEN.toLowerCase()])
  expect(
    tokensOf({
      kind: 'permissions',
      action: 'grant',
      fields: [{ name: 'token', value: OTHER }],
    }),
  ).toEqual([OTHER])
})

test('symbol and decimals read from the chain; a token that reverts or names itself oddly is left out', async () => {
  const odd = '0x00000000000000000000000000000000000000bb'
  stubChain({
    [TOKEN.toLowerCase()]: { symbol: 'fUSD', decimals: 6 },
    [odd]: { symbol: '<img src=x>', decimals: 6 },
  })
  expect(await readApprovalTokens(chain, [TOKEN.toLowerCase(), OTHER, odd])).toEqual({
    [TOKEN.toLowerCase()]: { symbol: 'fUSD', decimals: 6 },
  })
})
