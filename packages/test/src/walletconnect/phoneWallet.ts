import { DEVNET_ACCOUNTS } from '@foyer/devnet'
import { createDevWallet } from '../devWallet.js'
import { TEST_WALLET_ICON } from '../icons.js'
import type { DevChain } from '../types.js'
import { startWalletConnectTestWallet, type WalletConnectTestWallet } from './testWallet.js'

/** The WalletConnect test wallet's account: the fourth devnet account, apart from the browser dev wallets'. */
export const PHONE_WALLET_ACCOUNT = DEVNET_ACCOUNTS[3]

/**
 * "Foyer Phone Wallet": what a visitor's phone wallet is in tests and the demo — the WalletConnect test wallet
 * on a dev wallet with the fourth devnet account, knowing the first chain (others it is asked to add).
 */
export function startPhoneWallet({
  relayUrl,
  chains,
}: {
  relayUrl: string
  chains: readonly DevChain[]
}): Promise<WalletConnectTestWallet> {
  const wallet = createDevWallet({
    info: {
      uuid: '5f0c4a5e-8d0b-4d55-9a51-0f0e7a000003',
      name: 'Foyer Phone Wallet',
      icon: TEST_WALLET_ICON,
      rdns: 'dev.foyer.phonewallet',
    },
    privateKeys: [PHONE_WALLET_ACCOUNT.privateKey],
    chains,
  })
  return startWalletConnectTestWallet({
    relayUrl,
    wallet,
    chainIds: chains.slice(0, 1).map((chain) => chain.id),
    name: 'Foyer Phone Wallet',
  })
}
