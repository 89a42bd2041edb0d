import type { Address, Hex } from 'viem'

/**
 * ENS on the devnet, at the same addresses on both chains:
 * - `registry` (ENSRegistry) and `publicResolver` (PublicResolver): the published artifacts of
 *   `@ensdomains/ens-archived-contracts` 0.0.2 (ISC), created with their constructors by `admin`'s first two
 *   nonces on a fresh chain;
 * - `universalResolver` (contracts/DevUniversalResolver.sol): what ENS-aware clients call (viem's
 *   `getEnsAddress`: ENSIP-10 wildcard resolution and EIP-3668 CCIP-read through a batch gateway);
 * - `offchainResolver` (contracts/DevOffchainResolver.sol): the resolver of `names`, answering through the
 *   EIP-3668 gateway of the services (`/ccip/{sender}/{data}.json`), whose answers `gatewaySigner` signs.
 * `admin` owns the registry's root, `id` and the names' nodes, and the off-chain resolver (it sets its URL
 * and signers). The gateway's URL is empty until a dev stack points it at its API
 * (services/api/src/dev/ens.ts): until then lookups of the names fail.
 * The signer's key is keccak256('foyer devnet ens gateway signer'): public, never use it anywhere but a
 * local devnet.
 */
export const DEVNET_ENS = {
  admin: '0xF0e7000000000000000000000000000000000e75',
  registry: '0x1950dE3F6966B55b8B5fF663D0565D8b6aBDc6F0',
  publicResolver: '0x0Ad5422F61F10d392290A13b6f5Fcd581fEFF926',
  universalResolver: '0xF0e70000000000000000000000000000000e7501',
  offchainResolver: '0xF0e70000000000000000000000000000000e7502',
  /** The nodes the off-chain resolver serves: Foyer's wallet names' suffixes (current, legacy). */
  names: ['foyer.id', 'fyr.id'],
  gatewaySigner: {
    address: '0x4d1Ba56372F1B1B6bd3930630651AEd3bc3A5502',
    privateKey: '0xc365e1e4c9ff6e7e2ac40c8ce9c7ae0d009f1a0aedcbe3e017229f127a09ecf2',
  },
} as const satisfies {
  admin: Address
  registry: Address
  publicResolver: Address
  universalResolver: Address
  offchainResolver: Address
  names: readonly string[]
  gatewaySigner: { address: Address; privateKey: Hex }
}
