import { DEVNET_ACCOUNTS } from '@foyer/devnet'
import { createDevWallet } from './devWallet.js'
import { DEV_WALLET_ICON, TEST_WALLET_ICON } from './icons.js'
import type { DevChain, DevWallet } from './types.js'

/** Options of createDevWallets. */
export type CreateDevWalletsParameters = { chains: readonly DevChain[]; storage?: Storage }

/** EIP-6963 info of the two standard dev wallets. */
export const DEV_WALLET_INFOS = {
  dev: {
    uuid: '5f0c4a5e-8d0b-4d55-9a51-0f0e7a000001',
    name: 'Foyer Dev Wallet',
    icon: DEV_WALLET_ICON,
    rdns: 'dev.foyer.wallet',
  },
  test: {
    uuid: '5f0c4a5e-8d0b-4d55-9a51-0f0e7a000002',
    name: 'Foyer Test Wallet',
    icon: TEST_WALLET_ICON,
    rdns: 'dev.foyer.testwallet',
  },
} as const

/**
 * The two standard dev wallets: 'Foyer Dev Wallet' (first devnet account) and 'Foyer Test Wallet'
 * (second devnet account, answering EIP-5792), both knowing only the first chain at first.
 */
export function createDevWallets(parameters: CreateDevWalletsParameters): [DevWallet, DevWallet] {
  const { chains, storage } = parameters
  const common = { chains, ...(storage ? { storage } : {}) }
  return [
    createDevWallet({
      ...common,
      info: DEV_WALLET_INFOS.dev,
      privateKeys: [DEVNET_ACCOUNTS[0].privateKey],
    }),
    createDevWallet({
      ...common,
      info: DEV_WALLET_INFOS.test,
      privateKeys: [DEVNET_ACCOUNTS[1].privateKey],
      // The one that sends batches (EIP-5792), one transaction per call, as EOA wallets do.
      eip5792: true,
    }),
  ]
}
