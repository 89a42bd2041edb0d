import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaNetwork } from './networks.js'

/** A connected Solana wallet: the wallet, the account the app uses, and the cluster it signs for. */
export type SolanaSession = { wallet: Wallet; account: WalletAccount; network: SolanaNetwork }
