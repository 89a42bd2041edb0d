// Foyer with its default features for a host on EVM and Solana: the Solana adapter (mainnet-beta) beside
// the EVM one.
import { createSolanaAdapter, solanaMainnet } from '@foyer/solana'
import { renderFoyerHost } from '../shared/foyer.js'

renderFoyerHost(undefined, [createSolanaAdapter({ networks: [solanaMainnet] })])
