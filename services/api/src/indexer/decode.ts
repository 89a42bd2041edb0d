import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  type RpcLog,
  toBytes,
} from 'viem'

/** topic0 of ERC-20 (and ERC-721) `Transfer(address,address,uint256)`. */
export const TRANSFER_TOPIC = keccak256(toBytes('Transfer(address,address,uint256)'))
/** topic0 of ERC-20 (and ERC-721) `Approval(address,address,uint256)`. */
export const APPROVAL_TOPIC = keccak256(toBytes('Approval(address,address,uint256)'))

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** What the indexer stores as operation type; send/receive are derived per viewer when reading. */
export type StoredOperation = 'transfer' | 'mint' | 'burn' | 'approve'

/** A fungible movement (or approval) read from a log or a failed call. Addresses lower-case. */
export type DecodedTransfer = {
  operation: StoredOperation
  token: Address
  from: Address
  to: Address
  amount: bigint
}

function topicAddress(topic: Hex): Address {
  return `0x${topic.slice(26).toLowerCase()}`
}

function operationOf(from: Address, to: Address): StoredOperation {
  if (from === ZERO_ADDRESS) return 'mint'
  if (to === ZERO_ADDRESS) return 'burn'
  return 'transfer'
}

/**
 * An ERC-20 Transfer or Approval log, or undefined for anything else (ERC-721's Transfer has the same
 * topic0 but four topics and no data).
 */
export function decodeErc20Log(
  log: Pick<RpcLog, 'address' | 'topics' | 'data'>,
): DecodedTransfer | undefined {
  const [topic0, topic1, topic2] = log.topics
  if (log.topics.length !== 3 || !topic1 || !topic2) return undefined
  if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) return undefined
  const from = topicAddress(topic1)
  const to = topicAddress(topic2)
  const amount = BigInt(log.data)
  const token = log.address.toLowerCase() as Address
  if (topic0 === TRANSFER_TOPIC)
    return { operation: operationOf(from, to), token, from, to, amount }
  if (topic0 === APPROVAL_TOPIC) return { operation: 'approve', token, from, to, amount }
  return undefined
}

const CALL_SELECTORS = new Set(['0xa9059cbb', '0x23b872dd', '0x095ea7b3'])

/**
 * What an ERC-20 `transfer`, `transferFrom` or `approve` call meant to do: used for failed transactions,
 * which leave no logs. Undefined for any other call.
 */
export function decodeErc20Call(tx: {
  from: Address
  to: Address | null
  input: Hex
}): DecodedTransfer | undefined {
  if (!tx.to || !CALL_SELECTORS.has(tx.input.slice(0, 10).toLowerCase())) return undefined
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.input })
    const token = tx.to.toLowerCase() as Address
    const sender = tx.from.toLowerCase() as Address
    if (call.functionName === 'transfer') {
      const [to, amount] = call.args
      const recipient = to.toLowerCase() as Address
      return {
        operation: operationOf(sender, recipient),
        token,
        from: sender,
        to: recipient,
        amount,
      }
    }
    if (call.functionName === 'transferFrom') {
      const [from, to, amount] = call.args
      const owner = from.toLowerCase() as Address
      const recipient = to.toLowerCase() as Address
      return { operation: operationOf(owner, recipient), token, from: owner, to: recipient, amount }
    }
    if (call.functionName === 'approve') {
      const [spender, amount] = call.args
      return {
        operation: 'approve',
        token,
        from: sender,
        to: spender.toLowerCase() as Address,
        amount,
      }
    }
  } catch {
    // Not decodable as the standard call: not a token movement.
  }
  return undefined
}

/** An ERC-721 movement read from a Transfer log. Addresses lower-case. */
export type DecodedNftTransfer = { contract: Address; from: Address; to: Address; tokenId: bigint }

/** An ERC-721 Transfer log (four topics, the token id indexed, no data), or undefined for anything else. */
export function decodeErc721Log(
  log: Pick<RpcLog, 'address' | 'topics' | 'data'>,
): DecodedNftTransfer | undefined {
  const [topic0, topic1, topic2, topic3] = log.topics
  if (topic0 !== TRANSFER_TOPIC || log.topics.length !== 4 || !topic1 || !topic2 || !topic3)
    return undefined
  if (log.data !== '0x') return undefined
  return {
    contract: log.address.toLowerCase() as Address,
    from: topicAddress(topic1),
    to: topicAddress(topic2),
    tokenId: BigInt(topic3),
  }
}
