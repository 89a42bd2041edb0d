import { REFERENCE } from '../../caip/grammar.js'
import { isEvmAddress, isSolanaAddress } from '../../utils/address.js'
import { isDateTime } from './dateTime.js'
import { isAuthority, isUri, only, PCHAR, SCHEME, STATEMENT } from './uriGrammar.js'

// What each field of a sign-in message may hold, as checks shared by the formatter and the parser.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const NONCE = /^[A-Za-z0-9]{8,}$/
const CHAIN_ID = /^[1-9][0-9]*$/

/** A value quoted for an error message, cut short: hostile input should not fill the logs. */
export function show(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
}

// Each check returns what is wrong with a value, or undefined. The formatter names the field, the parser
// the line as well.

function notAString(value: unknown): string {
  return value === undefined ? 'is missing' : 'must be a string'
}

export function schemeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!SCHEME.test(value))
    return `${show(value)} is not an RFC 3986 scheme (a letter, then letters, digits, '+', '-' or '.')`
}

export function domainProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (value === '') return 'is empty'
  if (!isAuthority(value, true))
    return `${show(value)} is not an RFC 3986 authority ([userinfo@]host[:port])`
}

export function addressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  // SPEC §5's address with EIP-4361's '0x', which the message must carry.
  if (!value.startsWith('0x') || !isEvmAddress(value))
    return `${show(value)} is not an Ethereum address ('0x' and 40 hexadecimal digits)`
}

/** How many bytes a base58 text (of BASE58's digits only) stands for. Quadratic, for short texts only. */
function base58ByteLength(value: string): number {
  const bytes: number[] = [] // little-endian
  for (const char of value) {
    let carry = BASE58.indexOf(char)
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] ?? 0) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (value.charAt(zeros) === '1') zeros++
  return zeros + bytes.length
}

export function solanaAddressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  // SPEC §5's base58 address (32 to 44 digits), which must also decode to 32 bytes.
  if (!isSolanaAddress(value) || base58ByteLength(value) !== 32)
    return `${show(value)} is not a Solana address (a 32-byte public key in base58)`
}

export function statementProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (value.includes('\n') || value.includes('\r')) return 'must not contain a line break'
  if (!only(value, STATEMENT))
    return `${show(value)} may only contain RFC 3986 reserved and unreserved characters and spaces`
}

export function uriProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!isUri(value)) return `${show(value)} is not an RFC 3986 URI`
}

export function versionProblem(value: unknown): string | undefined {
  if (value !== '1') return `must be '1', not ${typeof value === 'string' ? show(value) : value}`
}

export function chainIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    return `must be a positive integer, not ${typeof value === 'string' ? show(value) : value}`
}

/** An EVM chain id as a message writes it (the parser's wording, which the formatter shares). */
export function decimalChainIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!CHAIN_ID.test(value) || !Number.isSafeInteger(Number(value)))
    return `${show(value)} is not a positive integer written without leading zeros`
}

export function referenceProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!REFERENCE[1].test(value))
    return `${show(value)} is not a CAIP-2 reference (1 to 32 letters, digits, '-' or '_')`
}

export function nonceProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!NONCE.test(value)) return `${show(value)} is not at least 8 letters and digits`
}

export function dateTimeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!isDateTime(value)) return `${show(value)} is not an RFC 3339 date-time`
}

export function requestIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!only(value, PCHAR, true)) return `${show(value)} may only contain RFC 3986 pchar characters`
}
