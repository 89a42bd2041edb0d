import { InvalidNumberError } from '../errors/format.js'

/** Turns an integer amount of base units into a decimal string (`1500000n, 6` → `'1.5'`), exactly. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Turns a decimal string into base units (`'1.5', 6` → `1500000n`); extra decimals are an error. */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && !match[3])) throw new InvalidNumberError(value)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > decimals) throw new InvalidNumberError(value, decimals)
  const units = BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
  return sign ? -units : units
}
