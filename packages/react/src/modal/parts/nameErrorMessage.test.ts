import { ApiRequestError, en, NameServiceError, UserRejectedRequestError } from '@foyer/core'
import { expect, test } from 'vitest'
import { de } from '../../../../core/src/messages/de.js'
import { nameErrorMessage } from './nameErrorMessage.js'

// SPEC §8 'Name service errors': the service's text only in debug mode; what everybody else reads.
const refused = new NameServiceError(
  'nameRegisterFailed',
  new ApiRequestError(409, 'taken', 'NAME_TAKEN', undefined, { reason: 'Name already taken' }),
)
const silent = new NameServiceError('nameRegisterFailed', new ApiRequestError(500, 'down'))

test('debug mode: the first reason, else the fallback, in the page’s language', () => {
  expect(nameErrorMessage(refused, en.nameRegisterFailed, en, true)).toBe('Name already taken')
  expect(nameErrorMessage(silent, en.nameRegisterFailed, en, true)).toBe('Error registering name')
  const german = { ...en, ...de }
  expect(nameErrorMessage(silent, german.nameRegisterFailed, german, true)).toBe(
    de.nameRegisterFailed,
  )
  expect(nameErrorMessage(new Error('bug'), en.nameRegisterFailed, en, true)).toBe(
    'Error registering name',
  )
})

test('otherwise: one plain sentence for every service failure; a wallet’s refusal reads as usual', () => {
  for (const error of [refused, silent, new Error('bug')])
    expect(nameErrorMessage(error, en.nameRegisterFailed, en, false)).toBe(
      'Something went wrong with the name service. Try again later.',
    )
  expect(nameErrorMessage(new UserRejectedRequestError(), en.nameRegisterFailed, en, false)).toBe(
    en.userRejected,
  )
})
