import { expect, test } from 'vitest'
import { createBareFoyer, createTwoFamilyFoyer } from '../_test/twoFamilies.js'
import { AdapterNotFoundError } from '../errors/connection.js'
import { getAdapter } from './getAdapter.js'

test('the adapter of the namespace asked for, else of the active one', async () => {
  const { foyer, evm, solana } = createTwoFamilyFoyer()
  expect(getAdapter(foyer)).toBe(evm)
  expect(getAdapter(foyer, 'solana')).toBe(solana)
  foyer.store.setState({ activeNamespace: 'solana' })
  expect(getAdapter(foyer)).toBe(solana)
})

test('a namespace with no adapter throws AdapterNotFoundError naming it', () => {
  const { foyer } = createTwoFamilyFoyer()
  const attempt = () => getAdapter(foyer, 'bip122')
  expect(attempt).toThrow(AdapterNotFoundError)
  expect(attempt).toThrow(
    expect.objectContaining({
      code: 'ADAPTER_NOT_FOUND',
      messageKey: 'adapterForNamespaceMissing',
      messageValues: { namespace: 'bip122' },
    }),
  )
})

test('no namespace at all throws AdapterNotFoundError without one', () => {
  expect(() => getAdapter(createBareFoyer())).toThrow(
    expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', messageKey: 'adapterNotFound' }),
  )
})
