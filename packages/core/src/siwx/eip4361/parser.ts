import { SiwxMessageError } from '../errors.js'
import { FAMILIES, FAMILY_NAMES, headerSuffix } from './families.js'
import {
  dateTimeProblem,
  domainProblem,
  nonceProblem,
  requestIdProblem,
  schemeProblem,
  show,
  statementProblem,
  uriProblem,
  versionProblem,
} from './fieldRules.js'
import type {
  ParsedSiwxMessage,
  SiweMessageFields,
  SiwxFamily,
  SiwxMessageFields,
} from './messageFields.js'

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
