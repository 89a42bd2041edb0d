export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevChain,
  type SolanaDevWallet,
  SolanaUserRejectedError,
} from '../solana/solanaDevWallet.js'
