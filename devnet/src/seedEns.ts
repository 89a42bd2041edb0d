import { createRequire } from 'node:module'
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  labelhash,
  namehash,
  numberToHex,
  pad,
  parseAbi,
  zeroHash,
} from 'viem'
import type { CompiledContracts } from './compile.js'
import { DEVNET_ENS } from './ens.js'
import { rpc } from './rpc.js'
import { waitForReceipt } from './seed.js'

// The published artifacts, read as they ship (@ensdomains/ens-archived-contracts 0.0.2, ISC).
const require = createRequire(import.meta.url)
const creationCode = (path: string): Hex =>
  (require(`@ensdomains/ens-archived-contracts/abis/${path}.json`) as { bytecode: Hex }).bytecode

const registryAbi = parseAbi([
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])
const offchainResolverAbi = parseAbi(['function setSigner(address signer, bool allowed)'])

/** Sends a transaction from the impersonated ENS admin and fails when it reverts. */
async function send(rpcUrl: string, what: string, tx: { to?: Address; data: Hex }) {
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
    {
      from: DEVNET_ENS.admin,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      gas: numberToHex(8_000_000n),
    },
  ])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`devnet ENS: ${what} reverted (${hash})`)
}

/**
 * Places ENS at DEVNET_ENS's addresses: the universal and off-chain resolvers' code (anvil_setCode, their
 * registry and owner in slot 0), and on a fresh chain the registry and the public resolver (created by the
 * impersonated admin's nonces 0 and 1), the gateway signer allowed on the off-chain resolver, and the nodes
 * `id`, `foyer.id` and `fyr.id` owned by the admin, the latter two resolved by the off-chain resolver.
 * Idempotent: on a chain that has the registry, only the code is placed again (storage, the gateway's URL
 * among it, is kept).
 */
export async function seedEns(rpcUrl: string, contracts: CompiledContracts): Promise<void> {
  const universal = contracts.DevUniversalResolver
  const offchain = contracts.DevOffchainResolver
  if (!universal || !offchain) throw new Error('the devnet ENS resolvers were not compiled')
  await rpc(rpcUrl, 'anvil_setCode', [DEVNET_ENS.universalResolver, universal.deployedBytecode])
  await rpc(rpcUrl, 'anvil_setStorageAt', [
    DEVNET_ENS.universalResolver,
    '0x0',
    pad(DEVNET_ENS.registry, { size: 32 }),
  ])
  await rpc(rpcUrl, 'anvil_setCode', [DEVNET_ENS.offchainResolver, offchain.deployedBytecode])
  await rpc(rpcUrl, 'anvil_setStorageAt', [
    DEVNET_ENS.offchainResolver,
    '0x0',
    pad(DEVNET_ENS.admin, { size: 32 }),
  ])
  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [DEVNET_ENS.registry, 'latest'])) !== '0x') return

  const admin = DEVNET_ENS.admin
  await rpc(rpcUrl, 'anvil_impersonateAccount', [admin])
  try {
    await rpc(rpcUrl, 'anvil_setBalance', [admin, numberToHex(100n * 10n ** 18n)])
    await rpc(rpcUrl, 'anvil_setNonce', [admin, '0x0'])
    await send(rpcUrl, 'ENSRegistry', { data: creationCode('ens/ENSRegistry') })
    const resolverArgs = encodeAbiParameters([{ type: 'address' }], [DEVNET_ENS.registry])
    await send(rpcUrl, 'PublicResolver', {
      data: `${creationCode('resolver/PublicResolver')}${resolverArgs.slice(2)}`,
    })
    for (const address of [DEVNET_ENS.registry, DEVNET_ENS.publicResolver])
      if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x')
        throw new Error(`devnet ENS: nothing was created at ${address}`)
    await send(rpcUrl, 'setSigner', {
      to: DEVNET_ENS.offchainResolver,
      data: encodeFunctionData({
        abi: offchainResolverAbi,
        functionName: 'setSigner',
        args: [DEVNET_ENS.gatewaySigner.address, true],
      }),
    })
    await send(rpcUrl, 'id', {
      to: DEVNET_ENS.registry,
      data: encodeFunctionData({
        abi: registryAbi,
        functionName: 'setSubnodeOwner',
        args: [zeroHash, labelhash('id'), admin],
      }),
    })
    for (const name of DEVNET_ENS.names) {
      const [label, ...parent] = name.split('.')
      await send(rpcUrl, name, {
        to: DEVNET_ENS.registry,
        data: encodeFunctionData({
          abi: registryAbi,
          functionName: 'setSubnodeRecord',
          args: [
            namehash(parent.join('.')),
            labelhash(label as string),
            admin,
            DEVNET_ENS.offchainResolver,
            0n,
          ],
        }),
      })
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [admin])
  }
}
