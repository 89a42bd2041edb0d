import { expect, test } from 'vitest'
import { en, formatMessage, type Messages } from './en.js'
import { LOCALES } from './locales.js'
import { localizeText } from './localizeText.js'

const german = async (): Promise<Messages> => ({
  ...en,
  ...(await LOCALES.find((locale) => locale.tag === 'de')?.load()),
})

test('English texts come back as they are', () => {
  expect(localizeText(en.invalidAmount, en)).toBe(en.invalidAmount)
})

test("a catalogue text core produced in English shows in the page's language", async () => {
  const de = await german()
  expect(localizeText(en.invalidAmount, de)).toBe(de.invalidAmount)
  expect(de.invalidAmount).not.toBe(en.invalidAmount)
})

test('a template keeps the values it was filled with', async () => {
  const de = await german()
  const english = formatMessage(en.insufficientFunds, { symbol: 'fUSD' })
  expect(localizeText(english, de)).toBe(formatMessage(de.insufficientFunds, { symbol: 'fUSD' }))
  const two = formatMessage(en.tooManyDecimals, { symbol: 'ETH', decimals: 18 })
  expect(localizeText(two, de)).toBe(
    formatMessage(de.tooManyDecimals, { symbol: 'ETH', decimals: 18 }),
  )
})

test("a text from elsewhere (a wallet's, a service's) shows as it came", async () => {
  const de = await german()
  expect(localizeText('MetaMask Tx Signature: User denied', de)).toBe(
    'MetaMask Tx Signature: User denied',
  )
  expect(localizeText('', de)).toBe('')
})
