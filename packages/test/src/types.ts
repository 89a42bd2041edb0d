import type { EIP1193Provider, Hex } from 'viem'

/** A chain a dev wallet can use: where to send JSON-RPC and what its native currency is. */
export type DevChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** EIP-6963 provider info of a dev wallet. */
export type DevWalletInfo = {
  uuid: string
  name: string
  /** A data: URI (RFC 2397) of the wallet's icon. */
  icon: string
  rdns: string
}

/** Options of createDevWallet. */
export type CreateDevWalletParameters = {
  info: DevWalletInfo
  /** Keys of the wallet's accounts; the first is the selected account. */
  privateKeys: readonly Hex[]
  /** Every chain the wallet may be asked about; only `knownChainIds` are known at first. */
  chains: readonly DevChain[]
  /** Chains the wallet knows from the start (default: the first of `chains`). */
  knownChainIds?: readonly number[]
  /** Where authorization, the current chain and added chains are kept across reloads. */
  storage?: Storage
  /**
   * Answers EIP-5792 (wallet_sendCalls, wallet_getCallsStatus, wallet_getCapabilities) like an EOA wallet
   * does: one transaction per call, not atomic. Without it those methods are unsupported (4200).
   */
  eip5792?: boolean
}

/** A scriptable EIP-1193 wallet for tests and the demo. */
export type DevWallet = {
  info: Readonly<DevWalletInfo>
  provider: EIP1193Provider
  /** Rejects the next request that needs user approval with code 4001 (calls add up). */
  rejectNextRequest(): void
  /** Announces the wallet through EIP-6963 now and on every request; returns the unsubscribe. */
  announce(target?: EventTarget): () => void
}
