import type { AccountEntry, AccountState, CaipAddress, ConnectionStatus } from '@foyer/core'

/** The embedded wallet's side of an account, as AppKit's `embeddedWalletInfo`. */
export type EmbeddedWalletInfo = {
  user: { email?: string | undefined; username?: string | undefined }
  /** The social provider the visitor logged in with, or 'email'. */
  authProvider: string
  accountType: 'eoa' | 'smartAccount' | undefined
  isSmartAccountDeployed: boolean
}

/** An account as AppKit's `useAppKitAccount()` and `getAccount()` have it. */
export type AppKitAccount = {
  allAccounts: AccountEntry[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Set when connected through Foyer's embedded wallet (e-mail or social login). */
  embeddedWalletInfo?: EmbeddedWalletInfo | undefined
}

const NO_ACCOUNTS: AccountEntry[] = []

/** Foyer's account state of a namespace as AppKit's account. */
export function toAppKitAccount(account: AccountState | undefined): AppKitAccount {
  const user = account?.user
  return {
    allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
    caipAddress: account?.caipAddress,
    address: account?.address,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    embeddedWalletInfo: user
      ? {
          user,
          authProvider: account.socialProvider ?? 'email',
          accountType: account.preferredAccountType,
          isSmartAccountDeployed: account.smartAccountDeployed ?? false,
        }
      : undefined,
  }
}
