import type { TokenBalance } from '../api/schemas.js'
import type { CaipNetworkId } from '../types/caip.js'
import { formatUnits } from '../utils/units.js'

/** One asset as a wallet answers `wallet_getAssets` (SPEC §3 'Wallet asset'; ERC-7811's shape). */
export type WalletAsset = {
  address: string
  /** Base units, as a hex string. */
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

const HEX = /^0x[0-9a-fA-F]+$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether `value` is one SPEC §3 'Wallet asset': string address and balance (a hex string, so that it can
 * be read as base units), type ERC20 or NATIVE, and metadata with string name, symbol and iconUrl and
 * numeric decimals (a whole number) and price (a finite one).
 */
export function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isObject(value)) return false
  const { address, balance, type, metadata } = value
  if (typeof address !== 'string' || typeof balance !== 'string' || !HEX.test(balance)) return false
  if (type !== 'ERC20' && type !== 'NATIVE') return false
  if (!isObject(metadata)) return false
  const { name, symbol, iconUrl, decimals, price } = metadata
  return (
    typeof name === 'string' &&
    typeof symbol === 'string' &&
    typeof iconUrl === 'string' &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    typeof price === 'number' &&
    Number.isFinite(price)
  )
}

/**
 * The wallet's answer to `wallet_getAssets` as the data service's token balances on `caipNetworkId`
 * (SPEC §3 'Token balance': quantity {decimals, numeric}, value = quantity × price, a CAIP-10 address for a
 * token, none for the chain's coin) — or undefined when the answer is not a list of wallet assets, or any
 * one of them breaks the rule (the caller then asks the data service, as without the wallet).
 */
export function parseWalletAssets(
  answer: unknown,
  caipNetworkId: CaipNetworkId,
): TokenBalance[] | undefined {
  if (!Array.isArray(answer) || !answer.every(isWalletAsset)) return undefined
  return answer.map((asset) => {
    const { name, symbol, decimals, price, iconUrl } = asset.metadata
    const numeric = formatUnits(BigInt(asset.balance), decimals)
    return {
      name,
      symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'ERC20' ? { address: `${caipNetworkId}:${asset.address}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    }
  })
}
