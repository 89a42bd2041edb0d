import {
  type Address,
  decodeAbiParameters,
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

/** What a token transfer from `from` to `to` was: a mint from the zero address, a burn to it, else a transfer. */
export function operationOf(from: Address, to: Address): StoredOperation {
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

/**
 * An NFT movement: an ERC-721 Transfer log, or one id of an ERC-1155 TransferSingle or TransferBatch log
 * (`batchIndex` its place in the batch). Addresses lower-case.
 */
export type DecodedNftTransfer = {
  standard: 'erc721' | 'erc1155'
  contract: Address
  from: Address
  to: Address
  tokenId: bigint
  /** How many moved: 1 for ERC-721. */
  amount: bigint
  batchIndex: number
}

/** An ERC-721 Transfer log (four topics, the token id indexed, no data), or undefined for anything else. */
export function decodeErc721Log(
  log: Pick<RpcLog, 'address' | 'topics' | 'data'>,
): DecodedNftTransfer | undefined {
  const [topic0, topic1, topic2, topic3] = log.topics
  if (topic0 !== TRANSFER_TOPIC || log.topics.length !== 4 || !topic1 || !topic2 || !topic3)
    return undefined
  if (log.data !== '0x') return undefined
  return {
    standard: 'erc721',
    contract: log.address.toLowerCase() as Address,
    from: topicAddress(topic1),
    to: topicAddress(topic2),
    tokenId: BigInt(topic3),
    amount: 1n,
    batchIndex: 0,
  }
}

/** topic0 of ERC-1155 `TransferSingle(address operator, address from, address to, uint256 id, uint256 value)`. */
export const TRANSFER_SINGLE_TOPIC = keccak256(
  toBytes('TransferSingle(address,address,address,uint256,uint256)'),
)
/** topic0 of ERC-1155 `TransferBatch(address operator, address from, address to, uint256[] ids, uint256[] values)`. */
export const TRANSFER_BATCH_TOPIC = keccak256(
  toBytes('TransferBatch(address,address,address,uint256[],uint256[])'),
)

/**
 * The ids an ERC-1155 TransferSingle or TransferBatch log moved (operator, from and to indexed; ids and values
 * in the data), one entry per id; an empty list for anything else, or for a batch whose data does not decode
 * or whose ids and values differ in number (a contract that breaks the standard moves nothing we show).
 */
export function decodeErc1155Log(
  log: Pick<RpcLog, 'address' | 'topics' | 'data'>,
): DecodedNftTransfer[] {
  const [topic0, , topic2, topic3] = log.topics
  if (log.topics.length !== 4 || !topic2 || !topic3) return []
  if (topic0 !== TRANSFER_SINGLE_TOPIC && topic0 !== TRANSFER_BATCH_TOPIC) return []
  const base = {
    standard: 'erc1155' as const,
    contract: log.address.toLowerCase() as Address,
    from: topicAddress(topic2),
    to: topicAddress(topic3),
  }
  try {
    if (topic0 === TRANSFER_SINGLE_TOPIC) {
      const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
      return [{ ...base, tokenId: id, amount: value, batchIndex: 0 }]
    }
    const [ids, values] = decodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      log.data,
    )
    if (ids.length !== values.length) return []
    return ids.map((id, index) => ({
      ...base,
      tokenId: id,
      amount: values[index] as bigint,
      batchIndex: index,
    }))
  } catch {
    return []
  }
}
