import { isEvmAddress, isSolanaAddress } from '@foyer/core'
import { NATIVE, type RegistryChain } from '../data/registry.js'

/**
 * A `--chain` value as the registry keys it: a bare number is an EVM chain id (`31337` → `eip155:31337`);
 * `eip155:<id>` and `solana:<genesis hash prefix>` are taken as they are.
 */
export function registryChain(value: string): RegistryChain {
  if (/^\d{1,15}$/.test(value)) return `eip155:${value}`
  if (/^eip155:\d{1,15}$/.test(value) || /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(value))
    return value
  throw new Error(
    `--chain: expected an EVM chain id (31337), eip155:<id> or solana:<genesis hash prefix>, got ${value}`,
  )
}

/** A token address for `chain` (an EVM address or a Solana mint), or 'native' when `allowNative`. */
export function registryToken(chain: RegistryChain, value: string, allowNative = false): string {
  if (allowNative && value.toLowerCase() === NATIVE) return NATIVE
  if (chain.startsWith('eip155:')) {
    if (!isEvmAddress(value)) throw new Error(`not an EVM address: ${value}`)
    return `0x${value.replace(/^0x/, '').toLowerCase()}`
  }
  if (!isSolanaAddress(value)) throw new Error(`not a Solana address: ${value}`)
  return value
}
