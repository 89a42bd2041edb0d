import { afterEach, expect, test, vi } from 'vitest'
import { createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import type { LocaleDefinition } from '../messages/locales.js'
import { LOCALES } from '../messages/locales.js'
import { setLocale } from './setLocale.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const german = LOCALES.find((locale) => locale.tag === 'de') as LocaleDefinition

test('the promise settles once the texts show; English again drops them', async () => {
  const { foyer } = createTwoFamilyFoyer({ locale: 'en' })
  await setLocale(foyer, 'de-AT')
  expect(foyer.getState().locale).toEqual({
    tag: 'de-AT',
    dir: 'ltr',
    messages: await german.load(),
  })
  await setLocale(foyer, 'en')
  expect(foyer.getState().locale).toEqual({ tag: 'en', dir: 'ltr', messages: undefined })
})

test('undefined follows the browser’s languages', async () => {
  const { foyer } = createTwoFamilyFoyer({ locale: 'en' })
  vi.stubGlobal('navigator', { languages: ['de-CH', 'en'], userAgent: '' })
  await setLocale(foyer)
  expect(foyer.getState().locale).toMatchObject({ tag: 'de-CH', messages: expect.any(Object) })
})

test('texts that fail to load leave English, in the language’s formats, and the debug log says why', async () => {
  const { foyer } = createTwoFamilyFoyer({ locale: 'en', debug: true })
  vi.spyOn(german as { load: LocaleDefinition['load'] }, 'load').mockRejectedValue(
    new Error('chunk gone'),
  )
  await setLocale(foyer, 'de')
  expect(foyer.getState().locale).toEqual({ tag: 'de', dir: 'ltr', messages: undefined })
  expect(foyer.getLogs()).toContainEqual(
    expect.objectContaining({ level: 'error', message: 'LOCALE_LOAD_ERROR' }),
  )
})

test('a destroyed instance is left as it was', async () => {
  const { foyer } = createTwoFamilyFoyer({ locale: 'en' })
  foyer.destroy()
  await setLocale(foyer, 'de')
  expect(foyer.getState().locale.tag).toBe('en')
})
