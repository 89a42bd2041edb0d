import type { CaipNetwork, CaipNetworkId } from '../types/caip.js'

/** What a host asks to be paid (`pay()`): CAIP identifiers for the asset and its network. */
export type PayParameters = {
  /** Who is paid: an address of the network's family. */
  recipient: string
  /** How much of the asset, as a decimal ('12.5'). */
  amount: string | number
  /**
   * CAIP-19 asset: the network's coin (`eip155:1/slip44:60`), an ERC-20 (`eip155:1/erc20:0x…`), an SPL
   * token (`solana:<genesis>/token:<mint>`).
   */
  asset: string
  /** CAIP-2 network; the asset's. */
  network: CaipNetworkId
}

/** A payment checked against the instance's networks. */
export type Payment = {
  recipient: string
  /** The decimal amount, as given (a number written out). */
  amount: string
  network: CaipNetwork
  asset: string
  /** The token's contract or mint; undefined for the network's coin. */
  token: string | undefined
}

/** A completed payment: its transaction, and how the visitor paid. */
export type PayResult = {
  status: 'success'
  transactionHash: string
  via: 'wallet' | 'onramp'
}
