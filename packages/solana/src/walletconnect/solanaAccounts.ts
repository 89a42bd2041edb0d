import type { WalletConnectSessionView } from '@foyer/core/adapter'
import { isCaipAccountId, parseCaipAccountId } from '@foyer/core/caip'
import type { SolanaNetwork } from '../networks.js'

/** The session's Solana accounts on the app's clusters (`solana:<genesis prefix>:<address>`). */
export function solanaAccountsOf(
  view: WalletConnectSessionView | undefined,
  networks: readonly SolanaNetwork[],
): { address: string; network: SolanaNetwork }[] {
  return (view?.namespaces.solana?.accounts ?? []).filter(isCaipAccountId).flatMap((account) => {
    const { reference, address } = parseCaipAccountId(account)
    const network = networks.find((candidate) => candidate.id === reference)
    return network ? [{ address, network }] : []
  })
}
