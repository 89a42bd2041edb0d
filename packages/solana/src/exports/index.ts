export {
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterOptions,
} from '../createSolanaAdapter.js'
export {
  SOL,
  type SolanaNetwork,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
  toCaipNetwork,
} from '../networks.js'
export type { SignAndSendOptions, SolanaProvider } from '../provider.js'
