// The ENS gateway's logic (EIP-3668 CCIP-read for ENSIP-10 wildcard resolution), without HTTP: read the
// request an off-chain resolver sent, answer its record from a wallet name, and sign the answer the way the
// resolver checks it. Pure apart from the signature.
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  hexToBytes,
  isHex,
  keccak256,
  namehash,
  parseAbi,
  size,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'

/** How long a signed answer is valid (seconds): SPEC §9's 5 minutes of ENS caching. */
export const ENS_ANSWER_TTL_S = 300

/** The longest request accepted (bytes): a 255-byte name and a record query with a key of a few kB. */
export const MAX_REQUEST_BYTES = 4096

/** DNS's bound on a whole name in wire format (RFC 1035 §3.1), which ENS names passed to a resolver keep. */
export const MAX_DNS_NAME_BYTES = 255

/** A client's mistake: answered 400 with EIP-3668's `{ message }`. */
export class CcipRequestError extends Error {
  override name = 'CcipRequestError'
}

/** What the resolver asks the gateway: IResolverService.resolve(bytes name, bytes data). */
const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data)'])

/** The record functions answered (ENSIP-1 addr, ENSIP-9 multichain addr, ENSIP-5 text). */
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
])
const ADDR = toFunctionSelector('addr(bytes32)')
const ADDR_COIN_TYPE = toFunctionSelector('addr(bytes32,uint256)')
const TEXT = toFunctionSelector('text(bytes32,string)')

/**
 * The labels of a DNS wire-format name (length-prefixed labels ending with the empty root label), as UTF-8.
 * Throws CcipRequestError for anything else: a label running past the end, bytes after the root, an empty
 * name, more than 255 bytes, a label that is not UTF-8 or holds a dot (it would read as another name).
 */
export function decodeDnsName(bytes: Uint8Array): string[] {
  if (bytes.length === 0 || bytes.length > MAX_DNS_NAME_BYTES)
    throw new CcipRequestError(
      `The name must be 1 to ${MAX_DNS_NAME_BYTES} bytes of DNS wire format`,
    )
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const labels: string[] = []
  let at = 0
  for (;;) {
    const length = bytes[at]
    if (length === undefined) throw new CcipRequestError('The name has no root label')
    if (length === 0) break
    if (at + 1 + length > bytes.length) throw new CcipRequestError('A label runs past the name')
    let label: string
    try {
      label = decoder.decode(bytes.subarray(at + 1, at + 1 + length))
    } catch {
      throw new CcipRequestError('A label is not UTF-8')
    }
    if (label.includes('.')) throw new CcipRequestError('A label holds a dot')
    labels.push(label)
    at += 1 + length
  }
  if (at !== bytes.length - 1) throw new CcipRequestError('Bytes follow the root label')
  return labels
}

/** A record query read from a gateway request. */
export type RecordQuery = {
  /** The name as the client wrote it (dot-separated labels; '' for the root). */
  name: string
  /** The record: the address for a coin type (ENSIP-1: 60), a text record, or one not answered. */
  record:
    | { kind: 'addr'; coinType: bigint; legacy: boolean }
    | { kind: 'text'; key: string }
    | { kind: 'other'; selector: Hex }
}

/**
 * Reads `resolve(bytes name, bytes data)` call data: the DNS-encoded name and the record function it asks
 * for, whose node must be the name's. Throws CcipRequestError when the request is malformed or too large.
 */
export function readGatewayRequest(data: string): RecordQuery {
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new CcipRequestError('The data must be 0x-prefixed hex bytes')
  if (size(data) > MAX_REQUEST_BYTES)
    throw new CcipRequestError(`The request is larger than ${MAX_REQUEST_BYTES} bytes`)
  let dnsName: Hex
  let call: Hex
  try {
    const decoded = decodeFunctionData({ abi: gatewayAbi, data })
    ;[dnsName, call] = decoded.args
  } catch {
    throw new CcipRequestError('Expected resolve(bytes name, bytes data) call data')
  }
  const labels = decodeDnsName(hexToBytes(dnsName))
  const name = labels.join('.')
  const selector = call.slice(0, 10).toLowerCase() as Hex
  if (selector !== ADDR && selector !== ADDR_COIN_TYPE && selector !== TEXT) {
    if (size(call) < 4) throw new CcipRequestError('The record query has no function selector')
    return { name, record: { kind: 'other', selector } }
  }
  let args: readonly unknown[]
  try {
    args = decodeFunctionData({ abi: recordAbi, data: call }).args
  } catch {
    throw new CcipRequestError('The record query is malformed')
  }
  if ((args[0] as Hex).toLowerCase() !== namehash(name))
    throw new CcipRequestError("The record's node is not the name's namehash")
  if (selector === TEXT) return { name, record: { kind: 'text', key: args[1] as string } }
  return {
    name,
    record: {
      kind: 'addr',
      coinType: selector === ADDR ? 60n : (args[1] as bigint),
      legacy: selector === ADDR,
    },
  }
}

/** What the gateway knows of a name: its address and text records (absent for an unknown name). */
export type NameAnswer = { address: Address; texts: Readonly<Record<string, string>> } | undefined

/**
 * The record's ABI-encoded answer, as a resolver's function returns it. An unknown name, a coin type the
 * service does not serve and a missing text answer empty values (the zero address, empty bytes, an empty
 * string), which clients read as "no record"; a function not answered answers nothing at all ('0x').
 */
export function encodeRecord(
  record: RecordQuery['record'],
  known: NameAnswer,
  coinTypes: ReadonlySet<bigint>,
): Hex {
  if (record.kind === 'text') {
    // Own keys only: a key such as 'constructor' must not reach the object's prototype.
    const text = known && Object.hasOwn(known.texts, record.key) ? known.texts[record.key] : ''
    return encodeAbiParameters([{ type: 'string' }], [typeof text === 'string' ? text : ''])
  }
  if (record.kind === 'other') return '0x'
  const address = known && coinTypes.has(record.coinType) ? known.address : undefined
  if (record.legacy) return encodeAbiParameters([{ type: 'address' }], [address ?? zeroAddress])
  return encodeAbiParameters([{ type: 'bytes' }], [address ?? '0x'])
}

/**
 * The gateway's response for the off-chain resolver at `resolver`: abi.encode(bytes result, uint64 expires,
 * bytes signature), signed over keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖ keccak256(result)).
 */
export async function signedResponse({
  request,
  result,
  resolver,
  signerKey,
  expires,
}: {
  request: Hex
  result: Hex
  resolver: Address
  signerKey: Hex
  /** Seconds since the epoch. */
  expires: bigint
}): Promise<Hex> {
  const hash = signatureHash({ resolver, expires, request, result })
  const signature = await sign({ hash, privateKey: signerKey, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}

/** The hash an answer's signature covers (the off-chain resolver's makeSignatureHash). */
export function signatureHash({
  resolver,
  expires,
  request,
  result,
}: {
  resolver: Address
  expires: bigint
  request: Hex
  result: Hex
}): Hex {
  return keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', resolver, expires, keccak256(request), keccak256(result)],
    ),
  )
}
