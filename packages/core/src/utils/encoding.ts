import { BaseError } from '../errors/base.js'

// Hex and base64 with SPEC §5's rules and §8's errors: integers must fit the size asked for, a value never
// grows past its padding, and base64 comes in whole groups of 4 characters.

/** An integer that does not fit the range of the size (and sign) asked for. */
export class IntegerOutOfRangeError extends BaseError {
  override name = 'IntegerOutOfRangeError'
  constructor(details: string) {
    super({ key: 'integerOutOfRange' }, { details, code: 'INTEGER_OUT_OF_RANGE' })
  }
}

/** A hex value larger than the size asked for. */
export class SizeOverflowError extends BaseError {
  override name = 'SizeOverflowError'
  constructor(details: string) {
    super({ key: 'sizeOverflow' }, { details, code: 'SIZE_OVERFLOW' })
  }
}

/** A value longer than the size it is padded to. */
export class SizeExceedsPaddingError extends BaseError {
  override name = 'SizeExceedsPaddingError'
  constructor(details: string) {
    super({ key: 'sizeExceedsPadding' }, { details, code: 'SIZE_EXCEEDS_PADDING' })
  }
}

/** Base64 that is not whole groups of 4 characters of the base64 alphabet. */
export class InvalidBase64Error extends BaseError {
  override name = 'InvalidBase64Error'
  constructor(details?: string) {
    super({ key: 'invalidBase64' }, { details, code: 'INVALID_BASE64' })
  }
}

/** `value` as 0x-hex; with `size` (bytes), checked to fit and left-padded; `signed` uses two's complement. */
export function integerToHex(
  value: number | bigint,
  { size, signed = false }: { size?: number; signed?: boolean } = {},
): `0x${string}` {
  if (typeof value === 'number' && !Number.isSafeInteger(value))
    throw new IntegerOutOfRangeError(`${value} is not a safe integer`)
  const big = BigInt(value)
  const bits = size === undefined ? undefined : BigInt(size * 8)
  const max =
    bits === undefined
      ? typeof value === 'number'
        ? BigInt(Number.MAX_SAFE_INTEGER)
        : undefined
      : signed
        ? (1n << (bits - 1n)) - 1n
        : (1n << bits) - 1n
  const min = signed && bits !== undefined ? -(1n << (bits - 1n)) : 0n
  if ((max !== undefined && big > max) || big < min)
    throw new IntegerOutOfRangeError(
      `${value} is outside ${min} to ${max ?? '∞'}${size === undefined ? '' : ` (${size} bytes${signed ? ', signed' : ''})`}`,
    )
  const unsigned = big < 0n && bits !== undefined ? (1n << bits) + big : big
  const hex = `0x${unsigned.toString(16)}` as const
  return size === undefined ? hex : padHex(hex, size)
}

/** `hex` left-padded with zeros to `size` bytes; a longer value is refused, not cut. */
export function padHex(hex: `0x${string}`, size: number): `0x${string}` {
  const digits = hex.slice(2)
  if (digits.length > size * 2)
    throw new SizeExceedsPaddingError(`${Math.ceil(digits.length / 2)} bytes exceed ${size}`)
  return `0x${digits.padStart(size * 2, '0')}`
}

/** Checks that `hex` is at most `size` bytes. */
export function assertHexSize(hex: `0x${string}`, size: number): void {
  const bytes = Math.ceil((hex.length - 2) / 2)
  if (bytes > size) throw new SizeOverflowError(`${bytes} bytes given, ${size} at most`)
}

/** Decodes base64 (standard alphabet, padded): refused unless whole groups of 4 characters. */
export function base64ToBytes(value: string): Uint8Array {
  if (value.length % 4 !== 0) throw new InvalidBase64Error(`${value.length} characters`)
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value))
    throw new InvalidBase64Error('only A–Z, a–z, 0–9, + and /, then at most two =')
  const binary = atob(value)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** Encodes bytes as padded standard base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
