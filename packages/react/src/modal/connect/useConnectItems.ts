import type { ConnectListItem } from '@foyer/core'

// The Connect view's list is the public hook's, as a host's own list would be (hooks/useConnectList.ts).
export {
  useConnectList as useConnectItems,
  walletLink,
} from '../../hooks/useConnectList.js'

/** A stable React key for a row. */
export function itemKey(item: ConnectListItem): string {
  return item.kind === 'connector' ? item.connector.uid : `${item.kind}:${item.wallet.id}`
}
