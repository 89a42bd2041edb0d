/** The decimal mark of a locale ('.' in en-US, ',' in de-DE), as Intl writes 1.5. */
export function decimalMark(locale: string | undefined): string {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(1.5)
    return parts.find((part) => part.type === 'decimal')?.value ?? '.'
  } catch {
    return '.'
  }
}

/**
 * An amount as a visitor typed it, as a plain decimal string ('1,5' in a decimal-comma locale is '1.5'), or
 * undefined when it is not a number (letters, a separator the locale does not use as its decimal mark,
 * several marks). '.' is always accepted as the decimal mark: it is what keyboards' number pads type.
 */
export function normalizeAmount(text: string, locale?: string): string | undefined {
  const value = text.trim()
  const mark = decimalMark(locale)
  const normalized = mark === '.' ? value : value.replace(mark, '.')
  return /^(\d+\.?\d*|\.\d+)$/.test(normalized) ? normalized : undefined
}
