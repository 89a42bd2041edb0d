import { expect, test } from 'vitest'
import { resolveLocale } from './resolveLocale.js'

test("the host's locale wins, matched on its language, its region kept for Intl", () => {
  const resolved = resolveLocale('de-AT', ['fr-FR'])
  expect(resolved).toMatchObject({ tag: 'de-AT', language: 'de', dir: 'ltr', matched: true })
  expect(resolveLocale('AR-eg', [])).toMatchObject({ language: 'ar', dir: 'rtl' })
})

test('a host locale without texts keeps English texts and its own Intl tag, and says so', () => {
  const resolved = resolveLocale('pt-BR', ['de-DE'])
  expect(resolved).toMatchObject({ tag: 'pt-BR', language: 'en', dir: 'ltr', matched: false })
  // Not a BCP 47 tag at all: English through and through, never a thrown RangeError.
  expect(resolveLocale('not a locale!', [])).toMatchObject({ tag: 'en-US', matched: false })
})

test("unset, the first of the browser's languages the catalogue has", () => {
  expect(resolveLocale(undefined, ['pt-BR', 'ja-JP', 'de']).tag).toBe('ja-JP')
  expect(resolveLocale(undefined, ['pt-BR']).tag).toBe('en-US')
  expect(resolveLocale(undefined, []).tag).toBe('en-US')
})
