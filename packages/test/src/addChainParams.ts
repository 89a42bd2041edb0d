import { invalidParams } from './errors.js'
import type { DevChain } from './types.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads a hex chain id (`0x…`, no leading zeros, positive, a safe integer) or throws -32602. */
export function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(`chainId must be a hex string without leading zeros, got ${String(value)}`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id)) throw invalidParams(`chainId ${value} is too large`)
  return id
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates the first parameter of wallet_addEthereumChain (EIP-3085) and returns the chain. */
export function parseAddChainParams(params: unknown): DevChain {
  const chain: unknown = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(chain)) throw invalidParams('expected [AddEthereumChainParameter]')
  const id = parseChainId(chain.chainId)
  const { chainName, rpcUrls, nativeCurrency } = chain
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw invalidParams('chainName must be a non-empty string')
  }
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl)) {
    throw invalidParams('rpcUrls must be a non-empty array of http(s) URLs')
  }
  if (
    !isRecord(nativeCurrency) ||
    typeof nativeCurrency.name !== 'string' ||
    nativeCurrency.name === '' ||
    typeof nativeCurrency.symbol !== 'string' ||
    !/^.{2,6}$/.test(nativeCurrency.symbol) ||
    typeof nativeCurrency.decimals !== 'number' ||
    !Number.isInteger(nativeCurrency.decimals) ||
    nativeCurrency.decimals < 0 ||
    nativeCurrency.decimals > 36
  ) {
    throw invalidParams('nativeCurrency must be { name, symbol (2-6 characters), decimals }')
  }
  return {
    id,
    name: chainName,
    rpcUrl: rpcUrls[0] as string,
    nativeCurrency: {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      decimals: nativeCurrency.decimals,
    },
  }
}
