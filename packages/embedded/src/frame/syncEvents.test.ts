import { expect, test } from 'vitest'
import { openFrame } from './_test/openFrame.js'

// SPEC's app events SYNC_THEME and SYNC_DAPP_DATA reach a frame that shows no screen of its own: it says so.

test('SYNC_THEME and SYNC_DAPP_DATA say they change nothing (4200), rather than answer a success', async () => {
  const { handlers } = await openFrame()
  await expect(handlers.SYNC_THEME({ themeMode: 'dark' })).rejects.toMatchObject({ code: 4200 })
  await expect(
    handlers.SYNC_DAPP_DATA({ projectId: 'attack-test', sdkVersion: '0.1.0' }),
  ).rejects.toMatchObject({ code: 4200, message: expect.stringMatching(/registration/) })
})
