// Browser-safe entry: constants and pure helpers only, no node imports.
export {
  DEVNET_ACCOUNTS,
  DEVNET_FUNDED_ACCOUNT_COUNT,
  DEVNET_MINTER,
  DEVNET_ONRAMP_TREASURY,
  type DevnetAccount,
} from './accounts.js'
export { DEVNET_AMM, DEVNET_POOLS, DEVNET_WETH, type DevnetPoolSide } from './amm.js'
export {
  DEV_WALLET_ARTWORK,
  DEV_WALLET_ARTWORK_BY_ID,
  DEVNET_CHAIN_ARTWORK,
  DEVNET_TOKEN_ARTWORK,
  SOLANA_DEVNET_ARTWORK,
  SOLANA_WALLET_ARTWORK,
  TEST_WALLET_ARTWORK,
} from './artwork.js'
export {
  DEVNET_BUNDLER_PORT,
  DEVNET_CHAIN_IDS,
  DEVNET_CHAINS,
  DEVNET_HOST,
  DEVNET_NATIVE_CURRENCY,
  type DevnetPorts,
  devnetBundlerUrls,
  devnetChains,
  devnetRpcUrls,
} from './chains.js'
export {
  DEVNET_EDITIONS_COLLECTION,
  type DevnetEdition,
  type DevnetEditionsCollection,
  devnetEditionUri,
} from './editions.js'
export { DEVNET_ENS } from './ens.js'
export { DEVNET_ERC4337 } from './erc4337/constants.js'
export {
  DEVNET_FARCASTER_USERS,
  DEVNET_ID_REGISTRY,
  type DevnetFarcasterUser,
} from './farcaster.js'
export {
  DEVNET_NFT_COLLECTION,
  DEVNET_SPAM_NFT_COLLECTION,
  type DevnetNftCollection,
  devnetNftArtwork,
  devnetNftTokenIds,
  devnetNftTokenUri,
} from './nfts.js'
export { type WaitForDevnetReceiptOptions, waitForDevnetReceipt } from './receipt.js'
export {
  SOLANA_DEVNET,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_FUNDED_LAMPORTS,
  SOLANA_DEVNET_MINTER,
  SOLANA_DEVNET_ONRAMP_TREASURY,
  SOLANA_DEVNET_TOKENS,
  type SolanaDevnetAccount,
  type SolanaDevnetToken,
  solanaDevnetUrls,
} from './solana/cluster.js'
export {
  DEVNET_MULTICALL3,
  DEVNET_SMART_ACCOUNT,
  DEVNET_SPAM_TOKEN,
  DEVNET_TOKENS,
  type DevnetToken,
  type DevnetTokenKind,
} from './tokens.js'
