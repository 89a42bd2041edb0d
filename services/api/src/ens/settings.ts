import { ConfigError } from '@foyer/server'
import { getAddress, isAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { EnsGatewayConfig } from '../config.js'

/**
 * The ENS gateway's settings from the environment, both or neither: FOYER_API_ENS_GATEWAY_KEY (the 0x-hex
 * private key that signs the gateway's answers) and FOYER_API_ENS_RESOLVER (the address of the off-chain
 * resolver that names this gateway and counts the key's address among its signers). Without them the gateway
 * is off, except when serving the devnet (development), whose own signer and resolver it then uses.
 */
export async function configuredEnsGateway(
  devnet: boolean,
  env: Record<string, string | undefined> = process.env,
): Promise<EnsGatewayConfig | undefined> {
  const key = env.FOYER_API_ENS_GATEWAY_KEY || undefined
  const resolver = env.FOYER_API_ENS_RESOLVER || undefined
  if (!key && !resolver) {
    if (!devnet) return undefined
    // Development only, so @foyer/devnet stays a development dependency.
    const { devnetEnsGateway } = await import('../dev/ens.js')
    return devnetEnsGateway()
  }
  if (!key || !resolver)
    throw new ConfigError(
      'FOYER_API_ENS_GATEWAY_KEY and FOYER_API_ENS_RESOLVER go together: the key signs answers for that resolver',
    )
  // The key's text never goes into a message.
  const valid = /^0x[0-9a-fA-F]{64}$/.test(key) && isKey(key as `0x${string}`)
  if (!valid)
    throw new ConfigError(
      'FOYER_API_ENS_GATEWAY_KEY: expected a secp256k1 private key as 0x and 64 hex digits',
    )
  if (!isAddress(resolver, { strict: false }))
    throw new ConfigError(
      `FOYER_API_ENS_RESOLVER: expected the off-chain resolver's address, got ${resolver.slice(0, 60)}`,
    )
  return { signerKey: key as `0x${string}`, resolver: getAddress(resolver) }
}

function isKey(key: `0x${string}`): boolean {
  try {
    privateKeyToAccount(key)
    return true
  } catch {
    return false
  }
}
