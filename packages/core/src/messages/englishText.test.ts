import { afterEach, expect, test } from 'vitest'
import { OptionsError } from '../errors/options.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { CapabilityNotSupportedError } from '../errors/walletActions.js'
import { en } from './en.js'
import { registerEnglishCatalogue } from './englishCatalogue.js'
import { englishOf } from './englishText.js'

// The unit tests' setup loads the catalogue (_test/englishCatalogue.ts); these tests unload it to see what a
// host that logs an error before the modal loaded reads.
afterEach(() => registerEnglishCatalogue(en))

test('an error carries its key, values and code; read in English once the catalogue has loaded', () => {
  const error = new CapabilityNotSupportedError('solana', 'send')
  expect(error).toBeInstanceOf(CapabilityNotSupportedError)
  expect(error.messageKey).toBe('capabilityMissing')
  expect(error.messageValues).toEqual({ namespace: 'solana', capability: 'send' })
  expect(error.shortMessage).toBe('The solana adapter cannot send')
  expect(error.message).toBe(error.shortMessage)
  expect(error.displayText).toEqual({ key: 'capabilityMissing', values: error.messageValues })
})

test('before the catalogue: a short form naming the key, the code and the values', () => {
  registerEnglishCatalogue(undefined)
  const rejected = new UserRejectedRequestError({ cause: new Error('User denied') })
  expect(rejected.shortMessage).toBe('userRejected (4001)')
  expect(rejected.message).toBe('userRejected (4001)\n\nDetails: User denied')
  expect(new CapabilityNotSupportedError('solana', 'send').shortMessage).toBe(
    'capabilityMissing (CAPABILITY_NOT_SUPPORTED; namespace: solana, capability: send)',
  )
  // What createFoyer throws at a developer reads in English at once (enBeforeModal).
  expect(new OptionsError().shortMessage).toBe('Invalid Foyer options')
  expect(englishOf({ key: 'connectWallet' })).toBe('Connect Wallet')
})

test('read when logged: an error made before the catalogue loaded reads in English after', () => {
  registerEnglishCatalogue(undefined)
  const early = new UserRejectedRequestError()
  registerEnglishCatalogue(en)
  expect(early.shortMessage).toBe(en.userRejected)
  // V8 writes the stack's first line when it is first read.
  expect(early.stack?.split('\n')[0]).toContain(en.userRejected)
})

test('a text from elsewhere (a wallet’s) has no key and reads as it came', () => {
  const error = new OptionsError('Something the host said')
  expect(error.messageKey).toBeUndefined()
  expect(error.shortMessage).toBe('Something the host said')
  expect(error.displayText).toBe('Something the host said')
})
