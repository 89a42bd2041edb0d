/**
 * Numbers, dates and sentences in the visitor's language, for the approval page. Amounts arrive as exact
 * decimal strings (a fee, a value in wei turned into ETH): they are written digit for digit — grouped and
 * with the decimal sign and digits of `locale` — never rounded through a float.
 */
export function createFormat(locale: string) {
  const numbers = new Intl.NumberFormat(locale)
  const plain = new Intl.NumberFormat(locale, { useGrouping: false })
  const decimalSign =
    numbers.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    /** An exact decimal ('1234.5') in the locale ('1.234,5'); anything else as it came. */
    decimal(value: string): string {
      const match = /^(\d+)(?:\.(\d+))?$/.exec(value)
      if (!match) return value
      const [, whole = '0', fraction] = match
      const integer = numbers.format(BigInt(whole))
      if (!fraction) return integer
      return `${integer}${decimalSign}${fraction.replace(/\d/g, (digit) => plain.format(Number(digit)))}`
    },
    /** A whole number without grouping (a nonce reads as one). */
    plainInteger(value: string): string {
      return /^\d+$/.test(value) ? plain.format(BigInt(value)) : value
    },
    /** Unix seconds as a date and time. */
    date(seconds: string): string {
      return /^\d{1,12}$/.test(seconds) ? dates.format(new Date(Number(seconds) * 1000)) : seconds
    },
  }
}

export type Format = ReturnType<typeof createFormat>

/**
 * A text with its `{name}` placeholders filled: strings and nodes in the text's order, so a value (an
 * origin) can be an element of its own while the language decides where it stands.
 */
export function fill<T>(text: string, values: Record<string, T>): (string | T)[] {
  return text
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      return name !== undefined && name in values ? (values[name] as T) : part
    })
}

/** `fill` as one string. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return fill(text, values).join('')
}
