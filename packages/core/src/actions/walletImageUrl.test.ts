import { expect, test, vi } from 'vitest'
import { createServicesFoyer } from '../_test/servicesFoyer.js'
import { quiet } from '../_test/twoFamilies.js'
import { walletImageUrl } from './walletImageUrl.js'

test('the wallet service’s image URL, the id encoded, with the client parameters', () => {
  const url = new URL(walletImageUrl(createServicesFoyer(quiet), 'a/b c?d') ?? '')
  expect(url.origin + url.pathname).toBe('http://api.test/getWalletImage/a%2Fb%20c%3Fd')
  expect(url.searchParams.get('projectId')).toBe('p')
  expect(url.searchParams.get('clientId')).toBeTruthy()
})

test('undefined without the service (no apiUrl, or no projectId)', () => {
  expect(walletImageUrl(createServicesFoyer({ ...quiet, apiUrl: undefined }), 'id')).toBeUndefined()
  // Without a projectId the instance warns (its alert), which is not what is tested.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  expect(
    walletImageUrl(createServicesFoyer({ ...quiet, projectId: undefined }), 'id'),
  ).toBeUndefined()
  warn.mockRestore()
})
