// The networks the sandbox's treasury may pay on: the devnet's own, by id. Written out here rather than
// imported, because a deployment never loads @foyer/devnet (production.test.ts); devnetNetworks.test.ts
// keeps them equal to the devnet's.

/** The devnet's EVM chains (L1 and L2), as CAIP-2 ids. */
export const DEVNET_EVM_NETWORKS = ['eip155:31337', 'eip155:31338'] as const

/** The devnet's local Solana cluster, as a CAIP-2 id (its made-up genesis hash's first 32 characters). */
export const DEVNET_SOLANA_NETWORK = 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'

/** Whether `network` (CAIP-2) is one of the devnet's. */
export function isDevnetNetwork(network: string): boolean {
  return (
    (DEVNET_EVM_NETWORKS as readonly string[]).includes(network) ||
    network === DEVNET_SOLANA_NETWORK
  )
}
