import type { TokenBalance } from '@foyer/core/api'
import type { ServiceConfig, SolanaServiceCluster } from '../config.js'
import type { RegistrySnapshot } from './registry.js'
import { chainBalances } from './tokenBalance.js'

/** The classic Token program and Token-2022: a wallet's SPL tokens live in accounts of either. */
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const RPC_TIMEOUT_MS = 10_000

type ParsedTokenAccount = {
  account: {
    data: {
      parsed: { info: { mint: string; tokenAmount: { amount: string; decimals: number } } }
    }
  }
}

let nextId = 1
/** One Solana JSON-RPC call; throws on a transport or RPC error. */
export async function solanaRpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/**
 * The balances of `owner` on one Solana cluster (SPEC §3 'Token balance'): SOL always, and each registry
 * token (spam excluded) the owner's token accounts hold, summed per mint and priced in `currency` (0 when
 * unknown). Addresses of tokens are CAIP-10 with the mint as it is (base58 is case-sensitive).
 */
export async function readSolanaBalances(
  cluster: SolanaServiceCluster,
  config: Pick<ServiceConfig, 'publicUrl'>,
  registry: RegistrySnapshot,
  owner: string,
  currency: string,
): Promise<TokenBalance[]> {
  const chain = `solana:${cluster.reference}`
  const [native, ...perProgram] = await Promise.all([
    solanaRpc<{ value: number | string }>(cluster.rpcUrl, 'getBalance', [owner]),
    ...TOKEN_PROGRAMS.map((programId) =>
      solanaRpc<{ value: ParsedTokenAccount[] }>(cluster.rpcUrl, 'getTokenAccountsByOwner', [
        owner,
        { programId },
        { encoding: 'jsonParsed' },
      ]),
    ),
  ])
  const held = new Map<string, bigint>()
  for (const { value } of perProgram)
    for (const { account } of value) {
      const { mint, tokenAmount } = account.data.parsed.info
      held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
    }
  return chainBalances(
    { chainId: chain, config, registry, currency },
    { amount: BigInt(native.value), ...SOL },
    (registry.tokensByChain.get(chain) ?? []).map((token) => ({
      token,
      amount: held.get(token.address),
      address: token.address,
    })),
  )
}
