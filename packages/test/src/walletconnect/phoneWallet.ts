import { DEVNET_ACCOUNTS, SOLANA_DEVNET, SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet'
import { createDevWallet } from '../devWallet.js'
import { SOLANA_WALLET_ICON, TEST_WALLET_ICON } from '../icons.js'
import { createSolanaDevWallet } from '../solana/solanaDevWallet.js'
import type { DevChain } from '../types.js'
import { startWalletConnectTestWallet, type WalletConnectTestWallet } from './testWallet.js'

/** The WalletConnect test wallet's account: the fourth devnet account, apart from the browser dev wallets'. */
export const PHONE_WALLET_ACCOUNT = DEVNET_ACCOUNTS[3]
/** Its Solana account: the local cluster's fourth funded account. */
export const PHONE_WALLET_SOLANA_ACCOUNT = SOLANA_DEVNET_ACCOUNTS[3]

/**
 * "Foyer Phone Wallet": what a visitor's phone wallet is in tests and the demo — the WalletConnect test wallet
 * on a dev wallet with the fourth devnet account, knowing the first chain (others it is asked to add).
 */
export async function startPhoneWallet({
  relayUrl,
  chains,
  solanaRpcUrl,
}: {
  relayUrl: string
  chains: readonly DevChain[]
  /** The local Solana cluster: with it the wallet also approves the `solana` namespace for that cluster. */
  solanaRpcUrl?: string | undefined
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
  const solana = solanaRpcUrl
    ? {
        wallet: await createSolanaDevWallet({
          name: 'Foyer Phone Wallet',
          icon: SOLANA_WALLET_ICON as `data:image/svg+xml;base64,${string}`,
          privateKeys: [PHONE_WALLET_SOLANA_ACCOUNT.privateKey],
          chains: [{ chain: 'solana:localnet', rpcUrl: solanaRpcUrl }],
        }),
        chains: [
          { caip: `solana:${SOLANA_DEVNET.caipReference}`, chain: 'solana:localnet' as const },
        ],
      }
    : undefined
  return startWalletConnectTestWallet({
    relayUrl,
    wallet,
    chainIds: chains.slice(0, 1).map((chain) => chain.id),
    name: 'Foyer Phone Wallet',
    solana,
  })
}
