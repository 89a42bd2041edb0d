import type { Connector } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'

/**
 * The Connect view's entry for a Wallet Standard wallet. Its id is its name (the standard gives wallets no
 * other stable id), which is also how a wallet offering EVM and Solana is recognised as one.
 */
export function connectorOf(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    uid: `solana:${wallet.name}`,
    name: wallet.name,
    type: 'walletStandard',
    namespaces: ['solana'],
    icon: wallet.icon,
  }
}
