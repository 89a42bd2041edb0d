import type { TokenBalance } from '@foyer/core/api'
import { type Address, erc20Abi, getAddress, type PublicClient, parseAbi } from 'viem'
import type { ServiceChain, ServiceConfig } from '../config.js'
import type { RegistrySnapshot } from './registry.js'
import { chainBalances } from './tokenBalance.js'

// One ABI for both reads, so the multicall's contracts share a type.
const balancesAbi = parseAbi([
  'function getEthBalance(address) view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
])

/** Raw balances of the coin and of each token on one chain: one multicall (one round trip) when the chain has Multicall3. */
async function readRawBalances(
  client: PublicClient,
  chain: ServiceChain,
  owner: Address,
  tokenAddresses: Address[],
): Promise<{ native: bigint; tokens: (bigint | undefined)[] }> {
  if (!chain.multicall3) {
    const [native, ...tokens] = await Promise.all([
      client.getBalance({ address: owner }),
      ...tokenAddresses.map((address) =>
        client
          .readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
          .catch(() => undefined),
      ),
    ])
    return { native: native as bigint, tokens: tokens as (bigint | undefined)[] }
  }
  const results = await client.multicall({
    multicallAddress: chain.multicall3,
    allowFailure: true,
    // One aggregate3 call whatever the number of tokens.
    batchSize: 0,
    contracts: [
      { address: chain.multicall3, functionName: 'getEthBalance' as const },
      ...tokenAddresses.map((address) => ({ address, functionName: 'balanceOf' as const })),
    ].map((call) => ({ ...call, abi: balancesAbi, args: [owner] as const })),
  })
  const [native, ...tokens] = results
  if (native?.status !== 'success') throw new Error('native balance read failed')
  return {
    native: native.result as bigint,
    tokens: tokens.map((result) =>
      result.status === 'success' ? (result.result as bigint) : undefined,
    ),
  }
}

/**
 * The balances of `owner` on one chain (SPEC §3 'Token balance'): the chain's coin always, and each
 * registry token (spam excluded) with a non-zero balance, priced in `currency` (price 0 when unknown).
 */
export async function readChainBalances(
  client: PublicClient,
  chain: ServiceChain,
  config: Pick<ServiceConfig, 'publicUrl'>,
  registry: RegistrySnapshot,
  owner: Address,
  currency: string,
): Promise<TokenBalance[]> {
  const caipChain = `eip155:${chain.id}`
  const registryTokens = (registry.tokensByChain.get(caipChain) ?? []).filter(
    (token) => !token.spam,
  )
  const raw = await readRawBalances(
    client,
    chain,
    owner,
    registryTokens.map((token) => token.address as Address),
  )
  return chainBalances(
    { chainId: caipChain, config, registry, currency },
    { amount: raw.native, ...chain.nativeCurrency },
    registryTokens.map((token, index) => ({
      token,
      amount: raw.tokens[index],
      address: getAddress(token.address),
    })),
  )
}
