// The v0.7 user operation in its JSON-RPC form (unpacked, as viem sends it), checked field by field.
import { type Address, getAddress, type Hex, isAddress, maxUint128 } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'
import { invalidParams } from './errors.js'

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const BYTES = /^0x([0-9a-fA-F]{2})*$/

const QUANTITIES = [
  'nonce',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const
const BYTE_FIELDS = ['callData', 'factoryData', 'paymasterData', 'signature'] as const
const ADDRESSES = ['sender', 'factory', 'paymaster'] as const
const KNOWN = new Set<string>([...QUANTITIES, ...BYTE_FIELDS, ...ADDRESSES])
/** Gas limits and fees are packed into 128 bits each. */
const PACKED_128 = new Set<string>(QUANTITIES.filter((name) => name !== 'nonce'))

/** A v0.7 user operation as the bundler handles it (every gas field filled, 0 when absent). */
export type UserOperation07 = UserOperation<'0.7'>

const fail = (field: string, why: string) => invalidParams(`user operation: ${field} ${why}`)

function quantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    throw fail(field, 'must be a hex quantity (0x…)')
  const number = BigInt(value)
  if (PACKED_128.has(field) && number > maxUint128) throw fail(field, 'does not fit in 128 bits')
  return number
}

function bytes(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !BYTES.test(value)) throw fail(field, 'must be hex bytes (0x…)')
  return value as Hex
}

function address(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw fail(field, 'must be an address')
  return getAddress(value)
}

/**
 * Checks `value` is a v0.7 user operation in JSON-RPC form and converts it. With `forEstimation`, gas limits,
 * fees and the signature may be missing (estimation fills them); otherwise every field a v0.7 operation needs
 * must be there. v0.6 fields (initCode, paymasterAndData) and EIP-7702 authorizations are refused.
 */
export function parseUserOperation(value: unknown, forEstimation = false): UserOperation07 {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('user operation: expected an object')
  const fields = value as Record<string, unknown>
  for (const key of Object.keys(fields)) {
    if (key === 'initCode' || key === 'paymasterAndData')
      throw invalidParams(
        `user operation: ${key} is EntryPoint v0.6's; v0.7 takes factory/paymaster fields`,
      )
    if (!KNOWN.has(key)) throw invalidParams(`user operation: unknown field ${key}`)
  }
  const present = (key: string) => fields[key] !== undefined && fields[key] !== null
  const required = [
    'sender',
    'nonce',
    'callData',
    ...(forEstimation
      ? []
      : [
          'callGasLimit',
          'verificationGasLimit',
          'preVerificationGas',
          'maxFeePerGas',
          'maxPriorityFeePerGas',
          'signature',
        ]),
  ]
  for (const key of required) if (!present(key)) throw fail(key, 'is missing')
  if (present('factory') !== present('factoryData'))
    throw invalidParams('user operation: factory and factoryData go together')
  // Paymaster fields need a paymaster; zero values without one are harmless (some clients send them).
  const empty = new Set(['0x', '0x0', '0x00'])
  if (!present('paymaster'))
    for (const key of ['paymasterData', 'paymasterVerificationGasLimit', 'paymasterPostOpGasLimit'])
      if (present(key) && !empty.has(String(fields[key])))
        throw invalidParams(`user operation: ${key} without a paymaster`)

  const op: Record<string, unknown> = {}
  for (const key of ADDRESSES) if (present(key)) op[key] = address(fields[key], key)
  for (const key of BYTE_FIELDS) if (present(key)) op[key] = bytes(fields[key], key)
  for (const key of QUANTITIES) op[key] = present(key) ? quantity(fields[key], key) : 0n
  op.signature ??= '0x'
  if (op.paymaster) op.paymasterData ??= '0x'
  else delete op.paymasterData
  return op as UserOperation07
}
