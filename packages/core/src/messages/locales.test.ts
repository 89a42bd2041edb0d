import { describe, expect, test } from 'vitest'
import { DEVELOPER_TEXT_KEYS, en, type MessageKey } from './en.js'
import { LOCALE_DIRECTIONS } from './localeDirections.js'
import { LOCALES } from './locales.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const visitorKeys = (Object.keys(en) as MessageKey[]).filter(
  (key) => !(DEVELOPER_TEXT_KEYS as readonly string[]).includes(key),
)

describe.each(LOCALES.filter((locale) => locale.tag !== 'en'))('the $tag catalogue', (locale) => {
  test('has every visitor text, and nothing else', async () => {
    const messages = await locale.load()
    expect(Object.keys(messages).sort()).toEqual([...visitorKeys].sort())
    for (const key of visitorKeys) expect(messages[key as never], key).toMatch(/\S/)
  })

  test('keeps the English placeholders', async () => {
    const messages: Record<string, string> = await locale.load()
    for (const key of visitorKeys)
      expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(en[key]))
  })

  test('translates: at most a few texts read as the English ones', async () => {
    const messages: Record<string, string> = await locale.load()
    const same = visitorKeys.filter((key) => messages[key] === en[key])
    // Brand names and symbols ('WalletConnect', 'NFTs', 'Max') may stay as they are.
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(8)
  })
})

// The first state resolves the locale from LOCALE_DIRECTIONS alone (the rows' loaders load later): both list
// the same languages, each with its direction.
test('LOCALE_DIRECTIONS has every row of LOCALES, with its direction, and nothing else', () => {
  expect(LOCALE_DIRECTIONS).toEqual(Object.fromEntries(LOCALES.map(({ tag, dir }) => [tag, dir])))
})
