import {
  type Address,
  BaseError,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { foyerAccountAbi, foyerAccountFactoryAbi } from './foyerAccountAbi.js'
import { foyerAccountDomain, signNestedMessage, signNestedTypedData } from './nestedSignatures.js'

/** Options of toFoyerSmartAccount. */
export type ToFoyerSmartAccountParameters = {
  /** A client of the account's chain (reads the factory, the nonce, the code). */
  client: FoyerSmartAccountImplementation['client']
  /**
   * The key that signs user operations: the account's owner, or a session key the owner granted (then pass
   * the account's `address`).
   */
  owner: LocalAccount
  /** The FoyerAccountFactory that deploys the owner's account. */
  factory: Address
  /** Which of the owner's accounts (the factory's CREATE2 salt); default 0. */
  salt?: bigint | undefined
  /**
   * The account to act for. Left out, the owner's account at (owner, salt). Given with a session key as
   * `owner`, that key signs for this account; the account must be deployed already.
   */
  address?: Address | undefined
}

/** What toFoyerSmartAccount's accounts carry besides viem's SmartAccount. */
export type FoyerSmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint07Abi,
  '0.7',
  { abi: typeof foyerAccountAbi; factory: { abi: typeof foyerAccountFactoryAbi; address: Address } }
>

/** A FoyerAccount as a viem smart account (EntryPoint v0.7). */
export type FoyerSmartAccount = SmartAccount<FoyerSmartAccountImplementation>

/**
 * A valid 65-byte signature by a throwaway key (keccak256('foyer account stub key') over the zero hash), for
 * gas estimation: it recovers to an address that is neither the owner nor a session key, so validation runs
 * the same steps as with a real signature and answers "failed" instead of reverting.
 */
const STUB_SIGNATURE: Hex =
  '0xea33c681e0abf4effbd66b30841accbd93b8083f4d57e841858e7bc66d2174b20e2ec7fa481443d80fcdae61fb0e0d01052f2e3c0d64a762c6231aa199a5431f1b'

const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const

/**
 * A FoyerAccount (SimpleAccount v0.7 with session keys) as a viem smart account, for viem's bundler client.
 * `owner` personal-signs each userOpHash; one call is sent through `execute`, several through `executeBatch`.
 * Messages and typed data are signed by the owner nested for this account and chain (ERC-7739: PersonalSign,
 * TypedDataSign) and checked by the account's ERC-1271 `isValidSignature`; while the account is not deployed,
 * viem wraps them in ERC-6492 (with the factory call), so verifiers such as viem's verifyMessage accept them
 * either way.
 */
export async function toFoyerSmartAccount(
  parameters: ToFoyerSmartAccountParameters,
): Promise<FoyerSmartAccount> {
  const { client, owner, factory, salt = 0n } = parameters
  const factoryData = encodeFunctionData({
    abi: foyerAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  let ownersAccount: Promise<Address> | undefined
  /** The account the factory deploys for (owner, salt). */
  const ownersAddress = () => {
    ownersAccount ??= readContract(client, {
      address: factory,
      abi: foyerAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })
    return ownersAccount
  }
  const address = parameters.address ?? (await ownersAddress())
  /** The account's EIP-712 domain, which its ERC-1271 signatures are bound to. */
  const domain = () => {
    if (client.chain?.id === undefined)
      throw new BaseError('toFoyerSmartAccount: the client has no chain')
    return foyerAccountDomain(client.chain.id, address)
  }

  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: foyerAccountAbi, factory: { abi: foyerAccountFactoryAbi, address: factory } },

    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: foyerAccountAbi, data })
      if (decoded.functionName === 'execute') {
        const [to, value, data] = decoded.args
        return [{ to, value, data }]
      }
      if (decoded.functionName === 'executeBatch') {
        const [targets, values, datas] = decoded.args
        return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] }))
      }
      throw new BaseError(`unable to decode calls for "${decoded.functionName}"`)
    },

    async encodeCalls(calls) {
      const [single] = calls
      if (calls.length === 1 && single)
        return encodeFunctionData({
          abi: foyerAccountAbi,
          functionName: 'execute',
          args: [single.to, single.value ?? 0n, single.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: foyerAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      })
    },

    async getAddress() {
      return address
    },

    // viem asks this only while the account has no code. A session key cannot deploy the account it acts
    // for: the factory would deploy the key's own account.
    async getFactoryArgs() {
      if (parameters.address && !isAddressEqual(parameters.address, await ownersAddress()))
        return { factory: undefined, factoryData: undefined }
      return { factory, factoryData }
    },

    async getStubSignature() {
      return STUB_SIGNATURE
    },

    async signMessage({ message }) {
      return signNestedMessage(owner, domain(), message)
    },

    async signTypedData(typedData) {
      return signNestedTypedData(owner, domain(), typedData as TypedDataDefinition)
    },

    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new BaseError('toFoyerSmartAccount: the client has no chain')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
