// Chain reads the adapter makes with plain JSON-RPC instead of viem's public actions. viem's `call` action
// (behind wagmi's getBalance, simulateContract and waitForTransactionReceipt, and viem's verifyMessage)
// imports its offchain-lookup code with import(); that one more lazy chunk makes Vite 8 split viem modules
// the page already loads out of the host's entry into extra eager files (docs/decisions.md, "The EVM
// adapter reads the chain without viem's call action"). Part of the lazy actions chunk (actions.ts).
import {
  type Abi,
  type Address,
  type Client,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  getContractError,
  type Hex,
  hashMessage,
  hexToBigInt,
  isAddressEqual,
  isErc6492Signature,
  recoverMessageAddress,
} from 'viem'

/** The native balance of `address`, in wei. */
export async function readNativeBalance(client: Client, address: Address): Promise<bigint> {
  return hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
  )
}

/**
 * Runs `transfer(to, amount)` on `token` as `from` without sending it (eth_call), and fails the way viem's
 * simulateContract does: a revert is a ContractFunctionExecutionError with its reason, and the returned
 * value must decode with `abi` (ERC-20's `true`; nothing for Tether's no-return ABI).
 */
export async function simulateTransfer(
  client: Client,
  {
    token,
    abi,
    from,
    to,
    amount,
  }: { token: Address; abi: Abi; from: Address; to: Address; amount: bigint },
): Promise<void> {
  const args = [to, amount] as const
  const data = encodeFunctionData({ abi, functionName: 'transfer', args })
  try {
    const result = await client.request({
      method: 'eth_call',
      params: [{ from, to: token, data }, 'latest'],
    })
    const returned = decodeFunctionResult({ abi, functionName: 'transfer', data: result })
    if (returned === false) throw new Error('transfer returned false')
  } catch (error) {
    throw getContractError(error as Error, {
      abi,
      address: token,
      args,
      functionName: 'transfer',
      sender: from,
    })
  }
}

/** ERC-1271's `isValidSignature(bytes32, bytes) returns (bytes4)`. */
const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const
const ERC1271_MAGIC_VALUE = '0x1626ba7e'

/**
 * Whether `signature` signs `message` (EIP-191) for `address`: recovered for an account with a key, or
 * accepted by the contract's ERC-1271 `isValidSignature` for a deployed smart account, or — ERC-6492, a smart
 * account not deployed yet — by ERC-6492's validator, deployed for the one call (nothing is written).
 */
export async function verifyMessageSignature(
  client: Client,
  { address, message, signature }: { address: Address; message: string; signature: Hex },
): Promise<boolean> {
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a recoverable signature: a smart account's may still be valid.
  }
  if (isErc6492Signature(signature)) {
    const data = encodeDeployData({
      abi: erc6492SignatureValidatorAbi,
      args: [address, hashMessage(message), signature],
      bytecode: erc6492SignatureValidatorByteCode,
    })
    try {
      const result = await client.request({ method: 'eth_call', params: [{ data }, 'latest'] })
      return /^0x0*1$/.test(result)
    } catch {
      return false
    }
  }
  const code = await client.request({ method: 'eth_getCode', params: [address, 'latest'] })
  if (!code || code === '0x') return false
  const data = encodeFunctionData({
    abi: erc1271Abi,
    functionName: 'isValidSignature',
    args: [hashMessage(message), signature],
  })
  try {
    const result = await client.request({
      method: 'eth_call',
      params: [{ to: address, data }, 'latest'],
    })
    return result.slice(0, 10).toLowerCase() === ERC1271_MAGIC_VALUE
  } catch {
    return false
  }
}
