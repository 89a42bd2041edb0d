import { combine } from 'shamir-secret-sharing'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { createKey, rebuildKey, splitForDevice } from './keys.js'

const bytes = (share: string) => Uint8Array.from(atob(share), (char) => char.charCodeAt(0))

test('any two of the three shares rebuild the key; the address is the key’s', async () => {
  const { privateKey, address, shares } = await createKey()
  expect(privateKeyToAccount(privateKey).address).toBe(address)
  for (const [a, b] of [
    [shares.device, shares.auth],
    [shares.auth, shares.recovery],
    [shares.device, shares.recovery],
  ] as const)
    expect(await rebuildKey(a, b, address)).toBe(privateKey)
})

test('one share alone is not the key and rebuilds nothing', async () => {
  const { privateKey, shares } = await createKey()
  for (const share of [shares.device, shares.auth, shares.recovery]) {
    expect(share).not.toContain(privateKey.slice(2))
    await expect(combine([bytes(share)])).rejects.toThrow()
  }
})

test('shares of another key, or of another account, never sign for this one', async () => {
  const first = await createKey()
  const second = await createKey()
  await expect(rebuildKey(first.shares.device, second.shares.auth, first.address)).rejects.toThrow()
  await expect(rebuildKey(second.shares.device, second.shares.auth, first.address)).rejects.toThrow(
    'do not belong to this account',
  )
})

test('a new device gets its own pair of shares for the same key', async () => {
  const { privateKey, address, shares } = await createKey()
  const device = await splitForDevice(privateKey)
  expect(device.device).not.toBe(shares.device)
  expect(await rebuildKey(device.device, device.auth, address)).toBe(privateKey)
})
