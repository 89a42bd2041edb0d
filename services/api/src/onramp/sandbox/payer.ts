// What the treasury's payers (EVM, Solana) share: a payout and what became of it.

/** A payout: `units` of a token (its contract or mint; '' for the coin) on a network, to an address. */
export type Payout = { network: string; asset: string; decimals: number; to: string; units: bigint }

/** What a transaction came to: mined and succeeded, failed on chain, or not known yet. */
export type Outcome = 'success' | 'reverted' | undefined

/** Pays out on one network. */
export type Payer = {
  /** The CAIP-2 id of the network its RPC endpoint serves, asked of the endpoint (`eth_chainId`, `getGenesisHash`). */
  servedNetwork(): Promise<string>
  /** Sends the payout; the transaction hash (EVM) or signature (Solana). Throws when it cannot. */
  send(payout: Payout): Promise<string>
  outcome(hash: string): Promise<Outcome>
}
