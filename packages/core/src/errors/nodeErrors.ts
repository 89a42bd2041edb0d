import type { KeyedText } from '../messages/displayText.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** A node's refusal of a transaction about its nonce, fees or gas, said in words a visitor can act on. */
export class NodeError extends BaseError {
  override name = 'NodeError'
}

type Rule = { pattern: RegExp; name: string; code: string; message: KeyedText }

// Nodes say these in their own words (geth, Nethermind, Erigon, Besu, anvil, hosted providers); the patterns
// cover the phrasings they use. The first that matches wins.
const RULES: readonly Rule[] = [
  {
    pattern: /nonce too low|nonce has already been used|invalid transaction nonce|oldnonce/i,
    name: 'NonceTooLowError',
    code: 'NONCE_TOO_LOW',
    message: { key: 'nonceTooLow' },
  },
  {
    pattern: /nonce too high|nonce.*gap/i,
    name: 'NonceTooHighError',
    code: 'NONCE_TOO_HIGH',
    message: { key: 'nonceTooHigh' },
  },
  {
    pattern:
      /insufficient funds|exceeds transaction sender account balance|insufficient balance|lack of funds/i,
    name: 'InsufficientFundsForGasError',
    code: 'INSUFFICIENT_FUNDS',
    message: { key: 'insufficientFundsForGas' },
  },
  {
    pattern:
      /max fee per gas less than block base fee|fee cap less than block base fee|feecap.*basefee/i,
    name: 'FeeCapTooLowError',
    code: 'FEE_CAP_TOO_LOW',
    message: { key: 'feeCapTooLow' },
  },
  {
    pattern:
      /max priority fee per gas higher than max fee per gas|tip higher than fee cap|maxpriorityfeepergas.*maxfeepergas/i,
    name: 'TipAboveFeeCapError',
    code: 'TIP_ABOVE_FEE_CAP',
    message: { key: 'tipAboveFeeCap' },
  },
  {
    pattern: /intrinsic gas too low|gas too low/i,
    name: 'IntrinsicGasTooLowError',
    code: 'INTRINSIC_GAS_TOO_LOW',
    message: { key: 'intrinsicGasTooLow' },
  },
  {
    pattern: /exceeds block gas limit|gas limit reached/i,
    name: 'GasLimitTooHighError',
    code: 'GAS_LIMIT_TOO_HIGH',
    message: { key: 'gasLimitTooHigh' },
  },
  {
    pattern: /replacement transaction underpriced|transaction underpriced|replacement fee too low/i,
    name: 'ReplacementUnderpricedError',
    code: 'REPLACEMENT_UNDERPRICED',
    message: { key: 'replacementUnderpriced' },
  },
  {
    pattern: /already known|known transaction|already imported/i,
    name: 'TransactionAlreadyKnownError',
    code: 'ALREADY_KNOWN',
    message: { key: 'transactionAlreadyKnown' },
  },
]

/** The texts an error carries, its causes' included (viem puts the node's words in `details`). */
function textsOf(error: unknown): string[] {
  const texts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const { message, details, shortMessage } = current as Record<string, unknown>
    for (const text of [message, details, shortMessage])
      if (typeof text === 'string') texts.push(text)
    current = (current as { cause?: unknown }).cause
  }
  return texts
}

/** The node error `error` is, if a node refused a transaction for its nonce, fees or gas. */
export function nodeErrorFor(
  error: unknown,
  parameters: BaseErrorParameters = {},
): NodeError | undefined {
  const texts = textsOf(error)
  const rule = RULES.find(({ pattern }) => texts.some((text) => pattern.test(text)))
  if (!rule) return undefined
  const nodeError = new NodeError(rule.message, { cause: error, ...parameters, code: rule.code })
  nodeError.name = rule.name
  return nodeError
}
