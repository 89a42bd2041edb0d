import { DEVNET_ACCOUNTS } from '@foyer/devnet'
import { expect, inject, test } from 'vitest'
import { createDevWallets } from './presets.js'

test('two distinct dev wallets on the first two devnet accounts, knowing the first chain', async () => {
  const { chains } = inject('devnet')
  const wallets = createDevWallets({ chains })
  expect(wallets.map((w) => [w.info.name, w.info.rdns])).toEqual([
    ['Foyer Dev Wallet', 'dev.foyer.wallet'],
    ['Foyer Test Wallet', 'dev.foyer.testwallet'],
  ])
  expect(new Set(wallets.map((w) => w.info.icon)).size).toBe(2)
  expect(new Set(wallets.map((w) => w.info.uuid)).size).toBe(2)
  for (const [index, wallet] of wallets.entries()) {
    expect(wallet.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      DEVNET_ACCOUNTS[index]?.address,
    ])
    await expect(
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chains[1]?.id.toString(16)}` }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
  }
})
