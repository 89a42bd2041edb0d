import { describe, expect, test } from 'vitest'
import { en } from './en.js'
import { APPROVAL_LANGUAGES, approvalLocale } from './languages.js'

// The approval page speaks the modal's six languages: each has every text English has (and no other), keeps
// its placeholders, and is translated.

/** Every text of a catalogue by its path ('status.loading'). */
const flatten = (texts: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value as object, `${prefix}${key}.`)),
    ),
  )
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const english = flatten(en)

test('the modal’s six languages, Arabic right to left', () => {
  expect(Object.keys(APPROVAL_LANGUAGES).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja'])
  expect(
    Object.entries(APPROVAL_LANGUAGES)
      .filter(([, language]) => language.dir === 'rtl')
      .map(([tag]) => tag),
  ).toEqual(['ar'])
})

describe.each(Object.entries(APPROVAL_LANGUAGES))('the %s texts', (tag, language) => {
  test('have every text, and nothing else, each with its placeholders', async () => {
    const texts = flatten(await language.load())
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(texts)) {
      expect(text, key).toMatch(/\S/)
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''))
    }
  })

  // English is the catalogue the others are compared with: it has no translation test (not a skipped one).
  if (tag !== 'en')
    test('are translated (at most a few read as the English)', async () => {
      const texts = flatten(await language.load())
      const same = Object.keys(english).filter((key) => texts[key] === english[key])
      // Words that are the same in both (Nonce, Token, Domain, Message…).
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(6)
    })
})

test('the page’s locale: the modal’s tag when its language is one of the six, else English', () => {
  expect(approvalLocale('de-AT')).toEqual({ language: 'de', locale: 'de-AT', dir: 'ltr' })
  expect(approvalLocale('ar')).toEqual({ language: 'ar', locale: 'ar', dir: 'rtl' })
  expect(approvalLocale('JA-jp')).toEqual({ language: 'ja', locale: 'ja-JP', dir: 'ltr' })
  for (const other of ['pt-BR', 'not a tag', '', undefined, 'toString', '__proto__'])
    expect(approvalLocale(other), String(other)).toEqual({
      language: 'en',
      locale: 'en',
      dir: 'ltr',
    })
})
