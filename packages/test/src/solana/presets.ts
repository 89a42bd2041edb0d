import { SOLANA_DEVNET_ACCOUNTS } from '@foyer/devnet'
import type { Wallet } from '@wallet-standard/base'
import { registerWallet } from '@wallet-standard/wallet'
import { DEV_WALLET_ICON, SOLANA_WALLET_ICON } from '../icons.js'
import { DEV_WALLET_INFOS } from '../presets.js'
import { createSolanaDevWallet, type SolanaDevWallet } from './solanaDevWallet.js'

type DataUri = Parameters<typeof createSolanaDevWallet>[0]['icon']

/**
 * The Solana dev wallets: the Solana side of 'Foyer Dev Wallet' (same name and icon as the EIP-6963 dev
 * wallet, as a wallet offering both chains presents itself; the local cluster's first account), and
 * 'Foyer Solana Wallet', Solana only (the second account). Both sign for `solana:localnet`.
 */
export function createSolanaDevWallets({
  rpcUrl,
  storage,
}: {
  rpcUrl: string
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}): Promise<[SolanaDevWallet, SolanaDevWallet]> {
  const chains = [{ chain: 'solana:localnet' as const, rpcUrl }]
  return Promise.all([
    createSolanaDevWallet({
      name: DEV_WALLET_INFOS.dev.name,
      icon: DEV_WALLET_ICON as DataUri,
      privateKeys: [SOLANA_DEVNET_ACCOUNTS[0].privateKey],
      chains,
      storage,
    }),
    createSolanaDevWallet({
      name: 'Foyer Solana Wallet',
      icon: SOLANA_WALLET_ICON as DataUri,
      privateKeys: [SOLANA_DEVNET_ACCOUNTS[1].privateKey],
      chains,
      storage,
    }),
  ])
}

/** Registers a wallet with the page's Wallet Standard apps (the `wallet-standard:*` window events). */
export function registerSolanaDevWallet(wallet: Wallet): void {
  registerWallet(wallet)
}
