// ERC-7677 paymaster service for the devnet's VerifyingPaymaster: it sponsors every operation (a devnet
// convenience, so new accounts need no ETH). The paymaster signer signs getHash(op, validUntil, validAfter).
import {
  type Address,
  concat,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
} from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { type BundlerChain, ethCall, latestBlock } from './chainCalls.js'
import { DEVNET_ERC4337 } from './constants.js'
import { BUNDLER_ERROR_CODES, BundlerRpcError } from './errors.js'
import type { UserOperation07 } from './userOperation.js'

/** The paymaster's part of a user operation (what pm_getPaymasterStubData / pm_getPaymasterData answer). */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/**
 * VerifyingPaymaster's validation measures ~35,000 gas (one signature, the op hashed from calldata): this leaves
 * room. It returns no context, so the EntryPoint never calls its postOp: no postOp gas.
 */
const PAYMASTER_VERIFICATION_GAS = 75_000n
const PAYMASTER_POST_OP_GAS = 0n
/** How long a sponsorship signature stays valid. */
const VALIDITY_SECONDS = 3n * 60n * 60n

/**
 * A well-formed signature by a throwaway key (keccak256('foyer devnet paymaster stub key') over the zero hash):
 * VerifyingPaymaster's ECDSA.recover would revert on a malformed one, while this recovers to an address that is
 * not the signer, so simulation marks it failed and goes on, spending the gas a real signature costs.
 */
export const STUB_PAYMASTER_SIGNATURE: Hex =
  '0xaa60350522ccd73f64723b53e48853754f06d5888dc63b9a985999a2f375cd0a7839195aa51c7027322d84a4541462c783b6a144697695b163a3299c02d644b61b'

const paymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

const validity = (validUntil: bigint, validAfter: bigint) =>
  encodeAbiParameters(
    [{ type: 'uint48' }, { type: 'uint48' }],
    [Number(validUntil), Number(validAfter)],
  )

const signer = privateKeyToAccount(DEVNET_ERC4337.paymasterSigner.privateKey)

/** Checks the entry point and chain id a pm_ request names. */
export function checkPaymasterRequest(chain: BundlerChain, chainId: unknown) {
  if (
    typeof chainId !== 'string' ||
    !/^0x[0-9a-fA-F]+$/.test(chainId) ||
    Number(chainId) !== chain.chainId
  )
    throw new BundlerRpcError(
      BUNDLER_ERROR_CODES.invalidParams,
      `chain id ${String(chainId)} is not this endpoint's (0x${chain.chainId.toString(16)})`,
    )
}

/** Stub paymaster fields for gas estimation: the right length, a signature that fails without reverting. */
export function paymasterStubData(): PaymasterFields & { isFinal: false } {
  return {
    paymaster: DEVNET_ERC4337.paymaster,
    paymasterData: concat([validity(0n, 0n), STUB_PAYMASTER_SIGNATURE]),
    paymasterVerificationGasLimit: PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: PAYMASTER_POST_OP_GAS,
    isFinal: false,
  }
}

/**
 * The signed paymaster fields for `op` (its gas limits and fees final): valid from now for VALIDITY_SECONDS of
 * chain time. Keeps paymaster gas limits the operation already carries.
 */
export async function paymasterData(
  chain: BundlerChain,
  op: UserOperation07,
): Promise<PaymasterFields> {
  const fields = {
    paymaster: DEVNET_ERC4337.paymaster,
    paymasterVerificationGasLimit: op.paymasterVerificationGasLimit || PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
  }
  const validUntil = (await latestBlock(chain)).timestamp + VALIDITY_SECONDS
  const validAfter = 0n
  // getHash reads the paymaster's gas limits from paymasterAndData and skips the rest (the signature).
  const packed = toPackedUserOperation({ ...op, ...fields, paymasterData: '0x' })
  const outcome = await ethCall(chain, {
    to: DEVNET_ERC4337.paymaster,
    data: encodeFunctionData({
      abi: paymasterAbi,
      functionName: 'getHash',
      args: [packed, Number(validUntil), Number(validAfter)],
    }),
  })
  if (outcome.reverted)
    throw new BundlerRpcError(
      BUNDLER_ERROR_CODES.internal,
      'the paymaster could not hash the operation',
    )
  const hash = decodeFunctionResult({
    abi: paymasterAbi,
    functionName: 'getHash',
    data: outcome.data,
  })
  const signature = await signer.signMessage({ message: { raw: hash } })
  return { ...fields, paymasterData: concat([validity(validUntil, validAfter), signature]) }
}
