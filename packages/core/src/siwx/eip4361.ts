import { SiweMessageError, SiwxMessageError } from './errors.js'

/*
 * EIP-4361 (Sign-In with Ethereum) messages, and CAIP-122's Solana flavour of them: the text a wallet signs
 * and the fields it carries. The two differ in the header's account name ('Ethereum' | 'Solana'), the
 * address ('0x' and 40 hex digits | a 32-byte public key in base58) and the chain id (a decimal chain id |
 * the cluster's CAIP-2 reference, `[-_a-zA-Z0-9]{1,32}`); every other line is EIP-4361's.
 *
 * The parser reads the message one line at a time, in the order the ABNF fixes, and checks each value
 * with small character scans: no backtracking, so a hostile message costs time linear in its length.
 * Both directions share the same checks, so every message the parser accepts formats back to the same
 * text, and every set of fields the formatter accepts parses back to the same fields.
 *
 * Deliberate choices where EIP-4361 leaves room (see also the tests):
 * - The address must be '0x' and 40 hex digits. EIP-4361 says it SHOULD be EIP-55 checksummed "where
 *   applicable"; checking a checksum needs keccak-256, which @foyer/core does not ship (viem is not one
 *   of its dependencies), so checksum validation is left to the caller.
 * - The chain id must be written canonically (no leading zero, not 0, at most 2^53 - 1) so that it
 *   survives the round trip through a number.
 * - Timestamps must be real RFC 3339 dates; a leap second (:60) is refused because JavaScript's Date
 *   cannot read it, and an unreadable expiry time must never compare as "not expired".
 * - The domain must have a host: an empty authority names nobody.
 * - A Solana address must decode to 32 bytes, not merely look like base58: a 32-byte ed25519 public key
 *   is what a verifier needs.
 */

/** The fields of an EIP-4361 message; an optional field that is absent is left out of the message. */
export type SiweMessageFields = {
  scheme?: string
  domain: string
  address: string
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/**
 * The chain family a message is written for, by the account name its header gives: 'Ethereum' (EIP-4361,
 * eip155 accounts) or 'Solana' (CAIP-122's Solana flavour). The namespace table says which namespace
 * writes which (`signIn` in namespaces/table.ts).
 */
export type SiwxFamily = 'Ethereum' | 'Solana'

/**
 * The fields of a CAIP-122 message of either family: EIP-4361's, with the chain id as the message writes
 * it, the CAIP-2 reference of the account's network ('1', or a Solana cluster's genesis hash prefix).
 */
export type SiwxMessageFields = Omit<SiweMessageFields, 'chainId'> & { chainId: string }

/** A message read back: its family (from the header) and its fields. */
export type ParsedSiwxMessage = { family: SiwxFamily; fields: SiwxMessageFields }

export { SiweMessageError, SiwxMessageError }

const headerSuffix = (family: SiwxFamily) => ` wants you to sign in with your ${family} account:`

// RFC 3986 / RFC 5234 character sets.
const DIGIT = '0123456789'
const HEXDIG = `${DIGIT}ABCDEFabcdef`
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const UNRESERVED = `${ALPHA}${DIGIT}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#[]@'
const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`
const PATH = `${PCHAR}/`
const QUERY = `${PCHAR}/?`
const USERINFO = `${UNRESERVED}${SUB_DELIMS}:`
const REG_NAME = `${UNRESERVED}${SUB_DELIMS}`
const IPV_FUTURE = `${UNRESERVED}${SUB_DELIMS}:`
const STATEMENT = `${UNRESERVED}${GEN_DELIMS}${SUB_DELIMS} `

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// 32 bytes are 32 to 44 base58 digits; the decoded length is checked as well.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
// CAIP-2's reference.
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/
const CHAIN_ID = /^[1-9][0-9]*$/
// Anchored, fixed-width pieces and one unambiguous '\.\d+': linear, whatever the input.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

function isHexDigit(char: string): boolean {
  return char !== '' && HEXDIG.includes(char)
}

/** Whether every character of `value` is in `allowed`, or (when `percent`) is a '%' and two hex digits. */
function only(value: string, allowed: string, percent = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i)
    if (allowed.includes(char)) continue
    if (
      percent &&
      char === '%' &&
      isHexDigit(value.charAt(i + 1)) &&
      isHexDigit(value.charAt(i + 2))
    ) {
      i += 2
      continue
    }
    return false
  }
  return true
}

function isIpv4(value: string): boolean {
  const octets = value.split('.')
  return (
    octets.length === 4 &&
    octets.every((octet) => /^(?:0|[1-9][0-9]{0,2})$/.test(octet) && Number(octet) <= 255)
  )
}

function isIpv6(value: string): boolean {
  const gap = value.indexOf('::')
  if (gap !== -1 && value.indexOf('::', gap + 1) !== -1) return false
  const head = gap === -1 ? value : value.slice(0, gap)
  const tail = gap === -1 ? '' : value.slice(gap + 2)
  const parts = [...(head ? head.split(':') : []), ...(tail ? tail.split(':') : [])]
  // An IPv4 address may only end the whole address (RFC 3986 ls32), never precede the '::'.
  const ipv4Allowed = gap === -1 || tail !== ''
  let groups = 0
  for (const [index, part] of parts.entries()) {
    if (ipv4Allowed && index === parts.length - 1 && part.includes('.')) {
      if (!isIpv4(part)) return false
      groups += 2
    } else {
      if (part.length < 1 || part.length > 4 || !only(part, HEXDIG)) return false
      groups += 1
    }
  }
  return gap === -1 ? groups === 8 : groups <= 7
}

/** RFC 3986 IP-literal without its brackets: an IPv6 address or an IPvFuture. */
function isIpLiteral(value: string): boolean {
  if (value.startsWith('v') || value.startsWith('V')) {
    const dot = value.indexOf('.')
    return (
      dot > 1 &&
      only(value.slice(1, dot), HEXDIG) &&
      dot < value.length - 1 &&
      only(value.slice(dot + 1), IPV_FUTURE)
    )
  }
  return isIpv6(value)
}

/** RFC 3986 authority: [ userinfo "@" ] host [ ":" port ]. */
function isAuthority(value: string, requireHost: boolean): boolean {
  let hostPort = value
  const at = value.indexOf('@')
  if (at !== -1) {
    if (!only(value.slice(0, at), USERINFO, true)) return false
    hostPort = value.slice(at + 1)
  }
  let host: string
  let port: string
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']')
    if (close === -1 || !isIpLiteral(hostPort.slice(1, close))) return false
    host = hostPort.slice(0, close + 1)
    const rest = hostPort.slice(close + 1)
    if (rest !== '' && !rest.startsWith(':')) return false
    port = rest.slice(1)
  } else {
    const colon = hostPort.indexOf(':')
    host = colon === -1 ? hostPort : hostPort.slice(0, colon)
    port = colon === -1 ? '' : hostPort.slice(colon + 1)
    // IPv4 addresses are also reg-names as far as characters go.
    if (!only(host, REG_NAME, true)) return false
  }
  return only(port, DIGIT) && (!requireHost || host !== '')
}

/** RFC 3986 URI: scheme ":" hier-part [ "?" query ] [ "#" fragment ] (not a relative reference). */
function isUri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon < 1 || !SCHEME.test(value.slice(0, colon))) return false
  let rest = value.slice(colon + 1)
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    if (!only(rest.slice(hash + 1), QUERY, true)) return false
    rest = rest.slice(0, hash)
  }
  const question = rest.indexOf('?')
  if (question !== -1) {
    if (!only(rest.slice(question + 1), QUERY, true)) return false
    rest = rest.slice(0, question)
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authority = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    return isAuthority(authority, false) && only(slash === -1 ? '' : rest.slice(slash), PATH, true)
  }
  // path-absolute, path-rootless or path-empty: '//' at the start was handled above.
  return only(rest, PATH, true)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** RFC 3339 date-time with real calendar and clock values. */
function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  // Groups 1 to 6 are always there; the offset's (7, 8) only for a numeric offset.
  const part = (index: number): number => Number(match[index] ?? 0)
  const month = part(2)
  const day = part(3)
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(part(1), month) &&
    part(4) <= 23 &&
    part(5) <= 59 &&
    part(6) <= 59 &&
    part(7) <= 23 &&
    part(8) <= 59
  )
}

/** A value quoted for an error message, cut short: hostile input should not fill the logs. */
function show(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)
}

// Each check returns what is wrong with a value, or undefined. The formatter names the field, the parser
// the line as well.

function notAString(value: unknown): string {
  return value === undefined ? 'is missing' : 'must be a string'
}

function schemeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!SCHEME.test(value))
    return `${show(value)} is not an RFC 3986 scheme (a letter, then letters, digits, '+', '-' or '.')`
}

function domainProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (value === '') return 'is empty'
  if (!isAuthority(value, true))
    return `${show(value)} is not an RFC 3986 authority ([userinfo@]host[:port])`
}

function addressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!ADDRESS.test(value))
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

function solanaAddressProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!SOLANA_ADDRESS.test(value) || base58ByteLength(value) !== 32)
    return `${show(value)} is not a Solana address (a 32-byte public key in base58)`
}

function statementProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (value.includes('\n') || value.includes('\r')) return 'must not contain a line break'
  if (!only(value, STATEMENT))
    return `${show(value)} may only contain RFC 3986 reserved and unreserved characters and spaces`
}

function uriProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!isUri(value)) return `${show(value)} is not an RFC 3986 URI`
}

function versionProblem(value: unknown): string | undefined {
  if (value !== '1') return `must be '1', not ${typeof value === 'string' ? show(value) : value}`
}

function chainIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)
    return `must be a positive integer, not ${typeof value === 'string' ? show(value) : value}`
}

/** An EVM chain id as a message writes it (the parser's wording, which the formatter shares). */
function decimalChainIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!CHAIN_ID.test(value) || !Number.isSafeInteger(Number(value)))
    return `${show(value)} is not a positive integer written without leading zeros`
}

function referenceProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!REFERENCE.test(value))
    return `${show(value)} is not a CAIP-2 reference (1 to 32 letters, digits, '-' or '_')`
}

/** What differs between the families: the address, the chain id, and the error a departure throws. */
type FamilyRules = {
  addressProblem(value: unknown): string | undefined
  /** The chain id as the message writes it (text). */
  chainIdProblem(value: unknown): string | undefined
  error(reason: string): SiwxMessageError
}

const FAMILIES: Record<SiwxFamily, FamilyRules> = {
  Ethereum: {
    addressProblem,
    chainIdProblem: decimalChainIdProblem,
    error: (reason) => new SiweMessageError(reason),
  },
  Solana: {
    addressProblem: solanaAddressProblem,
    chainIdProblem: referenceProblem,
    error: (reason) => new SiwxMessageError(reason),
  },
}

const FAMILY_NAMES = Object.keys(FAMILIES) as SiwxFamily[]

/** The family of `value`, or undefined when it names none: a name given from outside TypeScript is checked. */
function familyRules(value: unknown): FamilyRules | undefined {
  return typeof value === 'string' && Object.hasOwn(FAMILIES, value)
    ? FAMILIES[value as SiwxFamily]
    : undefined
}

function nonceProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!NONCE.test(value)) return `${show(value)} is not at least 8 letters and digits`
}

function dateTimeProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!isDateTime(value)) return `${show(value)} is not an RFC 3339 date-time`
}

function requestIdProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return notAString(value)
  if (!only(value, PCHAR, true)) return `${show(value)} may only contain RFC 3986 pchar characters`
}

/**
 * Throws the first problem among the fields, named as the message's fields are. `chainIdCheck` is the
 * chain id's rule: a number for formatSiweMessage, the family's text for formatSiwxMessage.
 */
function validateFields(
  fields: SiweMessageFields | SiwxMessageFields,
  rules: FamilyRules,
  chainIdCheck: (value: unknown) => string | undefined,
): void {
  const fail: (reason: string) => never = (reason) => {
    throw rules.error(reason)
  }
  if (typeof fields !== 'object' || fields === null) fail('the fields must be an object')
  const checks: [string, unknown, (value: unknown) => string | undefined][] = [
    ['domain', fields.domain, domainProblem],
    ['address', fields.address, rules.addressProblem],
    ['uri', fields.uri, uriProblem],
    ['version', fields.version, versionProblem],
    ['chainId', fields.chainId, chainIdCheck],
    ['nonce', fields.nonce, nonceProblem],
    ['issuedAt', fields.issuedAt, dateTimeProblem],
  ]
  const optional: [string, unknown, (value: unknown) => string | undefined][] = [
    ['scheme', fields.scheme, schemeProblem],
    ['statement', fields.statement, statementProblem],
    ['expirationTime', fields.expirationTime, dateTimeProblem],
    ['notBefore', fields.notBefore, dateTimeProblem],
    ['requestId', fields.requestId, requestIdProblem],
  ]
  for (const entry of optional) if (entry[1] !== undefined) checks.push(entry)
  for (const [name, value, problem] of checks) {
    const reason = problem(value)
    if (reason) fail(`${name} ${reason}`)
  }
  if (fields.resources !== undefined) {
    if (!Array.isArray(fields.resources)) fail('resources must be an array of URIs')
    for (const [index, resource] of fields.resources.entries()) {
      const reason = uriProblem(resource)
      if (reason) fail(`resources[${index}] ${reason}`)
    }
  }
}

/**
 * Writes the EIP-4361 text for `fields`, the exact bytes the wallet will sign, so the relying party
 * can later rebuild and compare them. Refuses fields the EIP does not allow (SiweMessageError) rather
 * than produce a message that a wallet or a verifier would reject.
 */
export function formatSiweMessage(fields: SiweMessageFields): string {
  validateFields(fields, FAMILIES.Ethereum, chainIdProblem)
  return writeMessage(fields, 'Ethereum')
}

/**
 * Writes the CAIP-122 text of `family` for `fields` (EIP-4361's for 'Ethereum', its Solana flavour for
 * 'Solana'): the chain id is the CAIP-2 reference as text ('1'; a Solana cluster's genesis hash prefix).
 * Refuses fields the family does not allow (SiwxMessageError; SiweMessageError for 'Ethereum').
 */
export function formatSiwxMessage(fields: SiwxMessageFields, family: SiwxFamily): string {
  const rules = familyRules(family)
  if (!rules)
    throw new SiwxMessageError(
      `the family must be one of ${FAMILY_NAMES.join(', ')}, not ${family}`,
    )
  validateFields(fields, rules, rules.chainIdProblem)
  return writeMessage(fields, family)
}

/** The text of fields already validated. */
function writeMessage(fields: SiweMessageFields | SiwxMessageFields, family: SiwxFamily): string {
  const origin = fields.scheme === undefined ? fields.domain : `${fields.scheme}://${fields.domain}`
  const lines = [`${origin}${headerSuffix(family)}`, fields.address, '']
  if (fields.statement !== undefined) lines.push(fields.statement)
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

const OPTIONAL_TAGS = ['Expiration Time: ', 'Not Before: ', 'Request ID: ', 'Resources:'] as const
const REQUIRED_TAGS = ['URI: ', 'Version: ', 'Chain ID: ', 'Nonce: ', 'Issued At: '] as const

/** Reads a message line by line, without splitting it all first: a hostile input stops at its first bad line. */
class LineReader {
  private position = 0
  /** The 1-based number of the line last asked of next(). */
  number = 0

  constructor(
    private readonly text: string,
    /** Makes the error of a departure; the family's, once the header has named it. */
    public error: (reason: string) => SiwxMessageError,
  ) {}

  /** The next line, or undefined after the last one. */
  next(): string | undefined {
    // Counted even past the end, so that an error names the missing line.
    this.number += 1
    if (this.position > this.text.length) return undefined
    const end = this.text.indexOf('\n', this.position)
    const stop = end === -1 ? this.text.length : end
    const line = this.text.slice(this.position, stop)
    this.position = stop + 1
    return line
  }

  /** The next line without moving on. */
  peek(): string | undefined {
    if (this.position > this.text.length) return undefined
    const end = this.text.indexOf('\n', this.position)
    return this.text.slice(this.position, end === -1 ? this.text.length : end)
  }

  fail(reason: string): never {
    throw this.error(`line ${this.number}: ${reason}`)
  }

  /** Reads a line that must be `tag` followed by a value, and returns the value. */
  tagged(tag: string, field: string): string {
    const line = this.next()
    if (line === undefined) this.fail(`the message ends where '${tag}' (${field}) was expected`)
    if (!line.startsWith(tag)) this.fail(`expected '${tag}' (${field}), found ${show(line)}`)
    return line.slice(tag.length)
  }

  /** Fails with `problem` about `field` when there is one. */
  check(field: string, problem: string | undefined): void {
    if (problem) this.fail(`${field} ${problem}`)
  }
}

/** Why `line` cannot come where it is, after the optional lines before `from` have been read or skipped. */
function unexpectedLine(line: string, from: number): string {
  if (line === '') return 'unexpected empty line (a message ends without a line break)'
  const index = [...REQUIRED_TAGS, ...OPTIONAL_TAGS].findIndex((tag) =>
    line.startsWith(tag.trimEnd()),
  )
  if (index !== -1 && index < REQUIRED_TAGS.length + from)
    return `${show(line)} is repeated or out of order`
  return `unexpected line ${show(line)}`
}

/**
 * Reads an EIP-4361 message into its fields, following the ABNF line by line, so that a relying party
 * can check what the wallet signed (domain, nonce, times) before trusting the signature. Throws
 * SiweMessageError naming the line and field at the first departure from the format.
 */
export function parseSiweMessage(text: string): SiweMessageFields {
  const { fields } = readMessage(text, 'Ethereum')
  // The parser checked that it is a safe integer.
  return { ...fields, chainId: Number(fields.chainId) }
}

/**
 * Reads a CAIP-122 message of either family, which its header names ('… with your Ethereum account:' or
 * '… with your Solana account:'), into the family and its fields; the chain id stays the text the message
 * gives (the CAIP-2 reference). Throws SiwxMessageError (SiweMessageError for an Ethereum message) naming
 * the line and field at the first departure from the format.
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage {
  return readMessage(text, undefined)
}

/** Reads a message of `only` that family, or of the family its header names. */
function readMessage(text: string, only: SiwxFamily | undefined): ParsedSiwxMessage {
  const anyError = (reason: string) =>
    only ? FAMILIES[only].error(reason) : new SiwxMessageError(reason)
  if (typeof text !== 'string') throw anyError('the message must be a string')
  // Annotated so that TypeScript narrows after reader.fail(), which never returns.
  const reader: LineReader = new LineReader(text, anyError)

  const header = reader.next() ?? ''
  const family = (only ? [only] : FAMILY_NAMES).find((name) => header.endsWith(headerSuffix(name)))
  if (!family)
    reader.fail(
      only
        ? `expected '<domain>${headerSuffix(only)}', found ${show(header)}`
        : `expected '<domain> wants you to sign in with your <account> account:' (<account>: ${FAMILY_NAMES.join(' or ')}), found ${show(header)}`,
    )
  const rules = FAMILIES[family]
  reader.error = rules.error
  const origin = header.slice(0, -headerSuffix(family).length)
  const separator = origin.indexOf('://')
  const scheme = separator === -1 ? undefined : origin.slice(0, separator)
  const domain = separator === -1 ? origin : origin.slice(separator + 3)
  if (scheme !== undefined) reader.check('the scheme', schemeProblem(scheme))
  reader.check('the domain', domainProblem(domain))

  const address = reader.next()
  if (address === undefined || address === '') reader.fail('the address is missing')
  reader.check('the address', rules.addressProblem(address))

  if (reader.next() !== '') reader.fail('expected an empty line after the address')
  // Either "statement, empty line" or just the empty line; an empty statement shows as two empty lines.
  let statement: string | undefined
  const afterAddress = reader.next()
  if (afterAddress === undefined) reader.fail('the message ends after the address')
  if (afterAddress !== '' || reader.peek() === '') {
    statement = afterAddress
    reader.check('the statement', statementProblem(statement))
    if (reader.next() !== '')
      reader.fail('expected an empty line after the statement (a statement is a single line)')
  }

  const uri = reader.tagged('URI: ', 'uri')
  reader.check('the URI', uriProblem(uri))
  const version = reader.tagged('Version: ', 'version')
  reader.check('the version', versionProblem(version))
  const chainId = reader.tagged('Chain ID: ', 'chainId')
  reader.check('the chain ID', rules.chainIdProblem(chainId))
  const nonce = reader.tagged('Nonce: ', 'nonce')
  reader.check('the nonce', nonceProblem(nonce))
  const issuedAt = reader.tagged('Issued At: ', 'issuedAt')
  reader.check('Issued At', dateTimeProblem(issuedAt))

  const fields: SiwxMessageFields = {
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
  }

  let line = reader.next()
  if (line?.startsWith('Expiration Time: ')) {
    fields.expirationTime = line.slice('Expiration Time: '.length)
    reader.check('Expiration Time', dateTimeProblem(fields.expirationTime))
    line = reader.next()
  }
  if (line?.startsWith('Not Before: ')) {
    fields.notBefore = line.slice('Not Before: '.length)
    reader.check('Not Before', dateTimeProblem(fields.notBefore))
    line = reader.next()
  }
  if (line?.startsWith('Request ID: ')) {
    fields.requestId = line.slice('Request ID: '.length)
    reader.check('Request ID', requestIdProblem(fields.requestId))
    line = reader.next()
  }
  if (line === 'Resources:') {
    const resources: string[] = []
    for (line = reader.next(); line?.startsWith('- '); line = reader.next()) {
      const resource = line.slice(2)
      reader.check(`resource ${resources.length + 1}`, uriProblem(resource))
      resources.push(resource)
    }
    fields.resources = resources
    if (line !== undefined) reader.fail(`expected '- <uri>' (a resource), found ${show(line)}`)
  }
  if (line !== undefined) {
    const read = [
      fields.expirationTime,
      fields.notBefore,
      fields.requestId,
      fields.resources,
    ].findLastIndex((value) => value !== undefined)
    reader.fail(unexpectedLine(line, read + 1))
  }
  return { family, fields }
}
