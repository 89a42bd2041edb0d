// RFC 3339 date-times with real calendar and clock values (EIP-4361's Issued At, Expiration Time,
// Not Before).

// Anchored, fixed-width pieces and one unambiguous '\.\d+': linear, whatever the input.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** RFC 3339 date-time with real calendar and clock values. */
export function isDateTime(value: string): boolean {
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
