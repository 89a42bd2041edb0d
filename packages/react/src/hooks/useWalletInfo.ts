import type { ConnectedWalletInfo, Namespace } from '@foyer/core'
import { useFoyerAccount } from './useFoyerAccount.js'

/** The connected wallet app (name, icon, id), if any. */
export function useWalletInfo(namespace?: Namespace): ConnectedWalletInfo | undefined {
  return useFoyerAccount(namespace).connectedWalletInfo
}
