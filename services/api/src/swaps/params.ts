import { NATIVE_TOKEN_ADDRESS } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import type { Address } from 'viem'

/** A token named by CAIP-10 (`eip155:<chain>:<address>`); `native` when it is the chain's coin. */
export type SwapTokenRef = { chainId: number; address: Address; native: boolean }

/** The largest amount a swap call takes (2^128: more than any token's supply the pools could hold). */
const MAX_AMOUNT = 2n ** 128n

/** A CAIP-10 token of an EVM chain, lower-cased, or 400 naming the parameter. */
export function tokenParam(value: string | undefined, name: string): SwapTokenRef {
  const match = /^eip155:(\d{1,15}):(0x[0-9a-fA-F]{40})$/.exec(value ?? '')
  if (!match)
    throw new ApiError(
      400,
      'INVALID_TOKEN',
      `Invalid ${name}: expected a CAIP-10 token like eip155:1:0x… (the coin as ${NATIVE_TOKEN_ADDRESS})`,
    )
  const address = (match[2] as string).toLowerCase() as Address
  return { chainId: Number(match[1]), address, native: address === NATIVE_TOKEN_ADDRESS }
}

/** An account: a CAIP-10 account on `chainId` or a bare EVM address; lower-cased, or 400. */
export function userParam(value: string | undefined, chainId: number): Address {
  const match = /^(?:eip155:(\d{1,15}):)?(0x[0-9a-fA-F]{40})$/.exec(value ?? '')
  if (!match)
    throw new ApiError(400, 'INVALID_ADDRESS', 'Invalid userAddress: expected an EVM address')
  if (match[1] !== undefined && Number(match[1]) !== chainId)
    throw new ApiError(
      400,
      'INVALID_ADDRESS',
      `Invalid userAddress: it is on eip155:${match[1]}, the token on eip155:${chainId}`,
    )
  return (match[2] as string).toLowerCase() as Address
}

/** A positive integer amount in the token's smallest unit, or 400. */
export function amountParam(value: unknown, name = 'amount'): bigint {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,39}$/.test(text))
    throw new ApiError(
      400,
      'INVALID_AMOUNT',
      `Invalid ${name}: expected a whole number of the token's smallest unit`,
    )
  const amount = BigInt(text)
  if (amount === 0n) throw new ApiError(400, 'INVALID_AMOUNT', `Invalid ${name}: must be above 0`)
  if (amount >= MAX_AMOUNT) throw new ApiError(400, 'INVALID_AMOUNT', `Invalid ${name}: too large`)
  return amount
}

/** A gas price in wei, when given; 400 when it is not a whole number. */
export function gasPriceParam(value: string | undefined): bigint | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d{1,30}$/.test(value))
    throw new ApiError(400, 'INVALID_INPUT', 'Invalid gasPrice: expected a whole number of wei')
  return BigInt(value)
}

/** The two tokens of a swap: on one chain and not the same, or 400. */
export function swapPair(from: SwapTokenRef, to: SwapTokenRef): void {
  if (from.chainId !== to.chainId)
    throw new ApiError(
      400,
      'INVALID_TOKEN',
      `Invalid to: from is on eip155:${from.chainId}, to on eip155:${to.chainId}; a swap stays on one network`,
    )
  if (from.address === to.address)
    throw new ApiError(400, 'INVALID_TOKEN', 'Invalid to: choose a token other than the one paid')
}
