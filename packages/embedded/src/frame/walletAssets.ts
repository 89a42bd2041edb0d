import { balanceSchema, SDK_TYPE, SDK_VERSION, type TokenBalance } from '@foyer/core/api'
import { parseCaipAccountId } from '@foyer/core/caip'
import { safeParse } from 'valibot'
import { numberToHex, parseUnits } from 'viem'
import type { FrameChain, FrameConfig } from './config.js'
import { FrameRequestError } from './frameRequestError.js'

/** One asset as the frame answers `wallet_getAssets` (SPEC §3 'Wallet asset'). */
export type FrameWalletAsset = {
  /** The token's address; 'native' for the chain's coin (ERC-7811). */
  address: string
  /** Base units, as a hex string. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

/** How long the data service may take to answer before the host is told the wallet cannot. */
const BALANCE_TIMEOUT_MS = 10_000

/** The frame's client id for the data service (SPEC §7 clientId): one per frame page. */
const CLIENT_ID =
  globalThis.crypto?.randomUUID?.() ?? `frame-${Date.now().toString(36)}-${Math.random()}`

/**
 * Answers `wallet_getAssets` for `address` on `chain` (ERC-7811's shape: the list keyed by the hex chain
 * id): the data service's balances of that account on that chain (`GET /v1/account/{address}/balance`),
 * each as SPEC §3's wallet asset. Without the data service's address in the config it refuses with 4200,
 * so that the host reads the balances itself.
 */
export async function walletAssets(
  config: Pick<FrameConfig, 'apiUrl' | 'projectId'>,
  chain: Pick<FrameChain, 'id'>,
  address: string,
): Promise<Record<string, FrameWalletAsset[]>> {
  if (!config.apiUrl)
    throw new FrameRequestError('The embedded wallet cannot list its assets here', 4200)
  const caipNetworkId = `eip155:${chain.id}`
  const base = config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`
  const url = new URL(`v1/account/${encodeURIComponent(address)}/balance`, base)
  const query = {
    projectId: config.projectId,
    st: SDK_TYPE,
    sv: SDK_VERSION,
    clientId: CLIENT_ID,
    currency: 'usd',
    chainId: caipNetworkId,
  }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)

  const response = await fetch(url, {
    credentials: 'omit',
    signal: AbortSignal.timeout(BALANCE_TIMEOUT_MS),
  }).catch((cause: unknown) => {
    throw new FrameRequestError(`The wallet's balances could not be read: ${String(cause)}`, -32603)
  })
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = safeParse(balanceSchema, body)
  if (!response.ok || !parsed.success)
    throw new FrameRequestError(
      `The wallet's balances could not be read (the data service answered ${response.status})`,
      -32603,
    )
  return {
    [numberToHex(chain.id)]: parsed.output.balances
      .filter((balance) => balance.chainId === caipNetworkId)
      .map(toWalletAsset),
  }
}

/** One balance of the data service (SPEC §3 'Token balance') as a wallet asset (SPEC §3 'Wallet asset'). */
export function toWalletAsset(balance: TokenBalance): FrameWalletAsset {
  const decimals = Number(balance.quantity.decimals)
  return {
    // A token's CAIP-10 address ends with its own; the chain's coin has none.
    address: balance.address ? parseCaipAccountId(balance.address).address : 'native',
    balance: numberToHex(parseUnits(balance.quantity.numeric, decimals)),
    type: balance.address ? 'ERC20' : 'NATIVE',
    metadata: {
      name: balance.name,
      symbol: balance.symbol,
      decimals,
      price: balance.price,
      iconUrl: balance.iconUrl,
    },
  }
}
