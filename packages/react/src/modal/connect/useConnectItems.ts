import type { ConnectListItem } from '@foyer/core'

// The Connect view's list is the public hook's, as a host's own list would be (hooks/useConnectList.ts),
// with the directory's queries apart: the view starts them after its first paint (Connect.tsx).
export {
  type DirectoryWallets,
  NO_DIRECTORY_WALLETS,
  useConnectListOf as useConnectItems,
  useDirectoryWallets,
  walletLink,
} from '../../hooks/useConnectList.js'

/** A stable React key for a row. */
export function itemKey(item: ConnectListItem): string {
  return item.kind === 'connector' ? item.connector.uid : `${item.kind}:${item.wallet.id}`
}
