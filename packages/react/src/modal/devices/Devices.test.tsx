// @vitest-environment happy-dom
import type { EmbeddedDevice } from '@foyer/core'
import type { ManagesEmbeddedWallet } from '@foyer/core/adapter'
import { expect, test } from 'vitest'
import { openEmbeddedWalletAccount } from '../../_test/embeddedWallet.js'
import {
  click,
  connectOnPageAndOpen,
  createTestFoyer,
  get,
  title,
  waitFor,
} from '../../_test/render.js'

const APPROVED = '2026-11-20T09:30:00.000Z'
const USED = '2026-11-27T12:00:00.000Z'
const device = (id: string, overrides: Partial<EmbeddedDevice> = {}): EmbeddedDevice => ({
  id: id.padEnd(22, '0'),
  approvedAt: APPROVED,
  lastUsedAt: USED,
  current: false,
  waiting: false,
  ...overrides,
})

/** The embedded wallet connected, with this device, another, and one whose approval waits. */
async function embeddedWalletAccount() {
  let devices = [
    device('waiting', { waiting: true, lastUsedAt: null }),
    device('this', { current: true }),
    device('other', { lastUsedAt: null }),
  ]
  const removed: string[] = []
  const methods: Pick<ManagesEmbeddedWallet, 'listEmbeddedDevices' | 'revokeEmbeddedDevice'> = {
    async listEmbeddedDevices() {
      return devices
    },
    async revokeEmbeddedDevice({ id }) {
      removed.push(id)
      devices = devices.filter((candidate) => candidate.id !== id)
    },
  }
  const { foyer, shadow } = await openEmbeddedWalletAccount(methods)
  return { foyer, removed, shadow }
}

const rows = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[data-testid="foyer-device"]'),
]
const date = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

test('Account → Devices lists each device; Remove on all but this one; removing refreshes and toasts', async () => {
  const { removed, shadow } = await embeddedWalletAccount()
  await click(await waitFor(() => get('[data-testid="foyer-devices-row"]', shadow)))
  await waitFor(() => expect(rows(shadow)).toHaveLength(3))
  expect(title(shadow)).toBe('Devices')
  const [waiting, current, other] = rows(shadow) as [HTMLElement, HTMLElement, HTMLElement]
  expect(waiting.textContent).toBe(`Another deviceWaitingCan sign in from ${date(APPROVED)}Remove`)
  expect(current.textContent).toBe(`This deviceApproved ${date(APPROVED)}Last used ${date(USED)}`)
  expect(current.querySelector('[data-testid="foyer-device-remove"]')).toBeNull()
  expect(other.textContent).toBe(`Another deviceApproved ${date(APPROVED)}Not used yetRemove`)

  const remove = other.querySelector('[data-testid="foyer-device-remove"]')
  if (!remove) throw new Error('no Remove on another device')
  await click(remove)
  await waitFor(() => expect(rows(shadow)).toHaveLength(2))
  expect(removed).toEqual([device('other').id])
  expect(get('[data-testid="foyer-toast"]', shadow).textContent).toBe('Device removed')
})

test('another wallet’s account has no Devices row', async () => {
  const shadow = await connectOnPageAndOpen(createTestFoyer())
  await waitFor(() => get('[data-testid="foyer-account-address"]', shadow))
  expect(shadow.querySelector('[data-testid="foyer-devices-row"]')).toBeNull()
})
