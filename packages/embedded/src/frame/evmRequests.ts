import { hexToBigInt, isAddress, isHex, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { classifyEvmMethod } from '../protocol/rpcMethods.js'
import { chainRpc } from './chainRpc.js'
import type { FrameChain, FrameConfig } from './config.js'
import { FrameRequestError } from './frameRequestError.js'
import {
  type ActiveSmartAccount,
  serveSmartAccountRequest,
  smartAccountCapabilities,
} from './smartRequests.js'
import { readTypedData } from './typedData.js'

export { FrameRequestError }

/** What an EOA answers to the wallet_* methods only a smart account serves. */
const EOA_CANNOT =
  'The embedded wallet’s EOA cannot do this: switch to the smart account (a network with smart accounts)'

const invalid = (message: string) => new FrameRequestError(message, -32602)

/**
 * Serves an Ethereum request inside the frame (SPEC §3 'RPC methods', §6): reads go to the network's RPC,
 * the four signing methods are signed here with the account's key (the host has had the visitor approve
 * them), anything else is refused. Parameters are checked before anything is signed.
 */
export async function serveEvmRequest(
  { method, params }: { method: string; params: unknown },
  account: PrivateKeyAccount | undefined,
  chain: FrameChain,
  /** Set when the active account on this chain is the visitor's smart account. */
  smart?: ActiveSmartAccount | undefined,
  /** The data service wallet_getAssets reads (none: the method is refused, the host reads balances itself). */
  services?: Pick<FrameConfig, 'apiUrl' | 'projectId'> | undefined,
): Promise<unknown> {
  if (method === 'eth_accounts' || method === 'eth_requestAccounts')
    return smart ? [smart.address] : account ? [account.address] : []
  if (method === 'eth_chainId') return numberToHex(chain.id)
  const kind = classifyEvmMethod(method)
  if (kind === 'refused') throw new FrameRequestError('Requested RPC call is not allowed', 4200)
  if (kind === 'read') return chainRpc(chain, method, params ?? [])
  if (!account) throw new FrameRequestError('The embedded wallet is not connected', 4100)
  const list = Array.isArray(params) ? params : []
  if (method === 'wallet_getCapabilities')
    return {
      [numberToHex(chain.id)]: smart
        ? smartAccountCapabilities(chain)
        : { atomic: { status: 'unsupported' } },
    }
  if (method === 'wallet_getAssets')
    // The data service's client and schemas load with the first such request, not with the frame.
    return (await import('./walletAssets.js')).walletAssets(
      services ?? { apiUrl: undefined, projectId: '' },
      chain,
      assetsAccount(list[0], smart?.address ?? account.address, account.address),
    )
  if (smart) {
    const answer = await serveSmartAccountRequest(method, list, smart, chain)
    if (answer !== undefined) return answer
  } else if (method.startsWith('wallet_')) throw new FrameRequestError(EOA_CANNOT, 4200)

  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string') throw invalid('personal_sign: the message must be a string')
      checkSigner(address, account)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list
      checkSigner(address, account)
      return account.signTypedData(readTypedData(data))
    }
    case 'eth_sendTransaction':
      return sendTransaction(list[0], account, chain)
    case 'eth_sendRawTransaction': {
      const [serialized] = list
      if (typeof serialized !== 'string' || !isHex(serialized))
        throw invalid('eth_sendRawTransaction: a hex string expected')
      return chainRpc(chain, method, [serialized])
    }
  }
  throw new FrameRequestError('Requested RPC call is not allowed', 4200)
}

type TransactionRequest = {
  from?: unknown
  to?: unknown
  value?: unknown
  data?: unknown
  input?: unknown
  gas?: unknown
  nonce?: unknown
  maxFeePerGas?: unknown
  maxPriorityFeePerGas?: unknown
  gasPrice?: unknown
  chainId?: unknown
  type?: unknown
}

/** Fills in what the dapp left out (nonce, gas, fees), signs an EIP-1559 transaction and broadcasts it. */
async function sendTransaction(
  request: unknown,
  account: PrivateKeyAccount,
  chain: FrameChain,
): Promise<unknown> {
  return sendFilledTransaction(await fillTransaction(request, account, chain), account, chain)
}

/** An EIP-1559 transaction with every field set: exactly what the frame signs. */
export type FilledTransaction = {
  to: `0x${string}` | undefined
  value: bigint
  data: `0x${string}`
  nonce: number
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
}

/** Checks a dapp's transaction and fills in what it left out (nonce, gas, fees) from the chain. */
export async function fillTransaction(
  request: unknown,
  account: PrivateKeyAccount,
  chain: FrameChain,
): Promise<FilledTransaction> {
  if (!request || typeof request !== 'object')
    throw invalid('eth_sendTransaction: a transaction expected')
  const tx = request as TransactionRequest
  if (tx.from !== undefined) checkSigner(tx.from, account)
  if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to)))
    throw invalid('eth_sendTransaction: "to" must be an address')
  if (tx.chainId !== undefined && Number(tx.chainId) !== chain.id)
    throw invalid(`eth_sendTransaction: the wallet is on chain ${chain.id}`)
  const data = hexOr(tx.data ?? tx.input, 'data') ?? '0x'
  const value = quantity(tx.value, 'value') ?? 0n
  const to = (tx.to ?? undefined) as `0x${string}` | undefined
  const call = { from: account.address, to, value: numberToHex(value), data }

  const [nonce, gas, block, tip] = await Promise.all([
    quantity(tx.nonce, 'nonce') ??
      chainRpc(chain, 'eth_getTransactionCount', [account.address, 'pending']).then(toBigInt),
    quantity(tx.gas, 'gas') ?? chainRpc(chain, 'eth_estimateGas', [call]).then(toBigInt),
    chainRpc(chain, 'eth_getBlockByNumber', ['latest', false]),
    quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas') ??
      chainRpc(chain, 'eth_maxPriorityFeePerGas', []).then(toBigInt, () => 1_000_000_000n),
  ])
  const baseFee = toBigInt((block as { baseFeePerGas?: unknown } | null)?.baseFeePerGas ?? '0x0')
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas') ?? baseFee * 2n + tip
  return {
    to,
    value,
    data,
    nonce: Number(nonce),
    gas,
    maxFeePerGas,
    maxPriorityFeePerGas: tip,
  }
}

/** Signs a filled transaction as it is and broadcasts it; answers its hash. */
export async function sendFilledTransaction(
  tx: FilledTransaction,
  account: PrivateKeyAccount,
  chain: FrameChain,
): Promise<unknown> {
  const serialized = await account.signTransaction({ type: 'eip1559', chainId: chain.id, ...tx })
  return chainRpc(chain, 'eth_sendRawTransaction', [serialized])
}

/** The account wallet_getAssets asks about: the active one, or the other of the visitor's own accounts. */
function assetsAccount(request: unknown, active: string, eoa: string): string {
  const asked = (request as { account?: unknown } | undefined)?.account
  if (asked === undefined) return active
  const own = [active, eoa].find(
    (address) => typeof asked === 'string' && address.toLowerCase() === asked.toLowerCase(),
  )
  if (!own)
    throw invalid('wallet_getAssets: the request names another account than the embedded wallet’s')
  return own
}

function checkSigner(address: unknown, account: PrivateKeyAccount) {
  if (typeof address !== 'string' || address.toLowerCase() !== account.address.toLowerCase())
    throw invalid('The request names another account than the embedded wallet’s')
}

function hexOr(value: unknown, name: string): `0x${string}` | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalid(`eth_sendTransaction: "${name}" must be hex`)
  return value
}

function quantity(value: unknown, name: string): bigint | undefined {
  const hex = hexOr(value, name)
  return hex === undefined ? undefined : hexToBigInt(hex)
}

function toBigInt(value: unknown): bigint {
  if (typeof value !== 'string' || !isHex(value))
    throw new Error('The network answered a non-hex quantity')
  return hexToBigInt(value)
}
