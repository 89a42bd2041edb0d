import { expect, test } from 'vitest'
import { en } from './en.js'
import { PASSKEY_TEXTS } from './languages.js'

const shape = (value: unknown): unknown =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
    : typeof value

test('every language has every text of the passkey page, and says it in its own words', async () => {
  for (const [language, load] of Object.entries(PASSKEY_TEXTS)) {
    const texts = await load()
    expect(shape(texts), language).toEqual(shape(en))
    if (language !== 'en') expect(texts.title.add, language).not.toBe(en.title.add)
  }
})
