import { SiwxMessageError } from '../errors.js'
import { FAMILIES, FAMILY_NAMES, type FamilyRules, familyRules, headerSuffix } from './families.js'
import {
  chainIdProblem,
  dateTimeProblem,
  domainProblem,
  nonceProblem,
  requestIdProblem,
  schemeProblem,
  statementProblem,
  uriProblem,
  versionProblem,
} from './fieldRules.js'
import type { SiweMessageFields, SiwxFamily, SiwxMessageFields } from './messageFields.js'

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
