// The ERC-4337 v0.7 contracts as @account-abstraction/contracts 0.7.0 ships them (built artifacts, used as
// they are so the EntryPoint lands on its canonical address), and the CREATE2 addresses we deploy them to.
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
} from 'viem'
import type { CompiledContracts } from '../compile.js'
import { DEVNET_ERC4337 } from './constants.js'

type Artifact = { abi: Abi; bytecode: Hex; deployedBytecode: Hex }

const require = createRequire(import.meta.url)
const artifact = (name: string) =>
  require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact

/** The deterministic deployment proxy (Arachnid's): anvil has it at genesis, as most chains do. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * Salts of our CREATE2 deployments. The EntryPoint's is the one its canonical address was deployed with; the
 * others are keccak256 of 'foyer devnet erc4337 account factory' and '… verifying paymaster'.
 */
export const SALTS = {
  entryPoint: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
  accountFactory: '0x69a9a0526c2ea7689304e79ad01e2419e5c92c433f327f23f8832f5ca33e40c2',
  paymaster: '0x287787570959ef27eadc73ff5ff382d470ef8c7e2692f8228989ebe05a0c253d',
} as const satisfies Record<string, Hex>

export const entryPointArtifact = () => artifact('EntryPoint')
/** EntryPoint plus the simulation methods; never deployed, placed at the EntryPoint by eth_call state override. */
export const entryPointSimulationsArtifact = () => artifact('EntryPointSimulations')
export const verifyingPaymasterArtifact = () => artifact('VerifyingPaymaster')

const encodeAddresses = (...addresses: Address[]) =>
  encodeAbiParameters(
    addresses.map(() => ({ type: 'address' })),
    addresses,
  )

/** Creation code (constructor arguments appended) of each of our CREATE2 deployments. */
export function creationCodes(contracts: CompiledContracts): Record<keyof typeof SALTS, Hex> {
  const factory = contracts.FoyerAccountFactory
  if (!factory) throw new Error('contract FoyerAccountFactory was not compiled')
  return {
    entryPoint: entryPointArtifact().bytecode,
    accountFactory: concat([factory.bytecode, encodeAddresses(DEVNET_ERC4337.entryPoint)]),
    paymaster: concat([
      verifyingPaymasterArtifact().bytecode,
      encodeAddresses(DEVNET_ERC4337.entryPoint, DEVNET_ERC4337.paymasterSigner.address),
    ]),
  }
}

/** Where CREATE2_DEPLOYER puts `bytecode` deployed with `salt`. */
export const create2Address = (salt: Hex, bytecode: Hex): Address =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode })
