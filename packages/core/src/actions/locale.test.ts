import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { en } from '../messages/en.js'
import { getLocale, setLocale } from './locale.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const create = (locale?: string) =>
  createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null, locale })

test('English from the start; another language once its texts have loaded', async () => {
  const foyer = create('fr-CA')
  expect(getLocale(foyer)).toMatchObject({ tag: 'fr-CA', dir: 'ltr', messages: en })
  await vi.waitFor(() => expect(getLocale(foyer).messages).not.toBe(en))
  expect(getLocale(foyer).messages.connectWallet).not.toBe(en.connectWallet)
  // Developer texts stay English in every language.
  expect(getLocale(foyer).messages.adapterNotFound).toBe(en.adapterNotFound)
})

test('the browser chooses when the host does not; Arabic reads right to left', async () => {
  vi.stubGlobal('navigator', { languages: ['ar-EG', 'en'], userAgent: '' })
  const foyer = create()
  await vi.waitFor(() => expect(getLocale(foyer).messages).not.toBe(en))
  expect(getLocale(foyer)).toMatchObject({ tag: 'ar-EG', dir: 'rtl' })
})

test('the last choice wins over a slower earlier one', async () => {
  const foyer = create()
  const japanese = setLocale(foyer, 'ja')
  const english = setLocale(foyer, 'en-GB')
  await Promise.all([japanese, english])
  expect(getLocale(foyer)).toMatchObject({ tag: 'en-GB', messages: en })
})

test('a language without texts keeps English and tells the developer', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const foyer = create('pt-BR')
  await setLocale(foyer, 'pt-BR')
  expect(getLocale(foyer)).toMatchObject({ tag: 'pt-BR', messages: en })
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no texts in "pt-BR"'))
})
