import { expect, test } from 'vitest'
import {
  type ChainAdapter,
  canManageEmbeddedWallet,
  forwardEmbeddedAccountActions,
} from './adapter.js'

test('every account action is forwarded by its name with its parameters, and answers what the body answers', async () => {
  const calls: [string, unknown][] = []
  const actions = forwardEmbeddedAccountActions(async (name, parameters) => {
    calls.push([name, parameters])
    return `${name} done`
  })
  expect(Object.keys(actions).sort()).toEqual([
    'addEmbeddedPasskey',
    'listEmbeddedDevices',
    'listEmbeddedPasskeys',
    'revokeEmbeddedDevice',
    'updateEmail',
    'updateEmailPrimaryOtp',
    'updateEmailSecondaryOtp',
  ])
  expect(await actions.updateEmail({ email: 'new@example.com' })).toBe('updateEmail done')
  await actions.listEmbeddedDevices()
  expect(calls).toEqual([
    ['updateEmail', { email: 'new@example.com' }],
    ['listEmbeddedDevices', undefined],
  ])
  // With the connection check beside them, an adapter has the capability.
  const adapter = { isEmbeddedWalletConnected: () => true, ...actions } as unknown as ChainAdapter
  expect(canManageEmbeddedWallet(adapter)).toBe(true)
})
