import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryAdapter } from '../_test/memoryAdapter.js'
import { createFoyer } from '../createFoyer.js'
import { en } from '../messages/en.js'
import { getLocale } from './getLocale.js'
import { setLocale } from './setLocale.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const create = (locale?: string) =>
  createFoyer({ adapters: [createMemoryAdapter()], projectId: 'p', storage: null, locale })

test('English from the start (no texts in the state: they load with the modal); another language once its texts have loaded', async () => {
  const foyer = create('fr-CA')
  expect(getLocale(foyer)).toMatchObject({ tag: 'fr-CA', dir: 'ltr', messages: undefined })
  await vi.waitFor(() => expect(getLocale(foyer).messages).toBeDefined())
  expect(getLocale(foyer).messages?.connectWallet).not.toBe(en.connectWallet)
  // Developer texts are not a translation's: they stay English (the modal's catalogue fills them in).
  expect(getLocale(foyer).messages).not.toHaveProperty('adapterNotFound')
})

test('the browser chooses when the host does not; Arabic reads right to left', async () => {
  vi.stubGlobal('navigator', { languages: ['ar-EG', 'en'], userAgent: '' })
  const foyer = create()
  await vi.waitFor(() => expect(getLocale(foyer).messages).toBeDefined())
  expect(getLocale(foyer)).toMatchObject({ tag: 'ar-EG', dir: 'rtl' })
})

test('the last choice wins over a slower earlier one', async () => {
  const foyer = create()
  const japanese = setLocale(foyer, 'ja')
  const english = setLocale(foyer, 'en-GB')
  await Promise.all([japanese, english])
  expect(getLocale(foyer)).toMatchObject({ tag: 'en-GB', messages: undefined })
})

test('a language without texts keeps English and tells the developer', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const foyer = create('pt-BR')
  await setLocale(foyer, 'pt-BR')
  expect(getLocale(foyer)).toMatchObject({ tag: 'pt-BR', messages: undefined })
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no texts in "pt-BR"'))
})
