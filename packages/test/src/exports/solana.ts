export { createSolanaDevWallets, registerSolanaDevWallet } from '../solana/presets.js'
export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevChain,
  type SolanaDevWallet,
  SolanaUserRejectedError,
} from '../solana/solanaDevWallet.js'
