import { expect, test } from 'vitest'
import { universalProviderAlert } from './providerAlerts.js'

test('universal-provider errors map to alerts by message', () => {
  expect(universalProviderAlert(new Error('Invalid (or missing) projectId'))?.code).toBe(
    'INVALID_PROJECT_ID',
  )
  expect(universalProviderAlert(new Error('Unauthorized: origin not allowed'))?.code).toBe(
    'INVALID_APP_CONFIGURATION',
  )
  expect(universalProviderAlert('Session expired')?.shortMessage).toEqual({ key: 'sessionExpired' })
  expect(universalProviderAlert(new Error('User rejected.'))).toBeUndefined()
  expect(universalProviderAlert(undefined)).toBeUndefined()
})
