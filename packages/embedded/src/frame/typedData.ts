import type { TypedDataDefinition } from 'viem'
import { safeJson } from '../protocol/safeJson.js'
import { FrameRequestError } from './frameRequestError.js'

/**
 * eth_signTypedData_v4's data (a JSON string or an object) as viem signs it: the domain, the types without
 * EIP712Domain (viem derives it from the domain), the primary type and the message. The key's and the smart
 * account's signing read it the same way.
 */
export function readTypedData(data: unknown): TypedDataDefinition {
  const typed = typeof data === 'string' ? safeJson(data) : data
  if (!typed || typeof typed !== 'object')
    throw new FrameRequestError('eth_signTypedData_v4: typed data expected', -32602)
  const { domain, types, primaryType, message } = typed as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  const { EIP712Domain: _domain, ...rest } = types ?? {}
  return { domain, types: rest, primaryType, message } as TypedDataDefinition
}
