import { BaseError } from 'viem'
import type { ServiceChain, SolanaServiceCluster } from '../../config.js'
import type { SandboxSettings } from '../settings.js'
import { isDevnetNetwork } from './devnetNetworks.js'
import { evmPayer } from './evmPayer.js'
import type { Outcome, Payer, Payout } from './payer.js'
import { solanaPayer } from './solanaPayer.js'

export type { Outcome, Payer, Payout }

// The sandbox's treasury: where its checkout pays purchases from. It is a development convenience and is
// fenced three times so that the sandbox never moves real funds: environment.ts accepts its keys only in
// development (FOYER_ENV); here it pays out only on the devnet's own networks (devnetNetworks.ts) reached on
// this machine (loopback); and before each payout it asks the endpoint which network it serves
// (`eth_chainId`, `getGenesisHash`), so a mainnet fork or another chain answering on a local port is refused.

/** The treasury on every network it may pay out on. */
export type Treasury = {
  /** Throws PayoutRefusedError when the network is not one it pays on, or the send's own error. */
  send(payout: Payout): Promise<string>
  outcome(network: string, hash: string): Promise<Outcome>
  /** Polls the outcome until it is known or `ms` have passed. */
  waitFor(network: string, hash: string, ms: number): Promise<Outcome>
}

/** The sandbox cannot pay out on this network: nothing was sent. */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError'
}

/** Whether an RPC URL is on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackUrl(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    return false
  }
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

const POLL_MS = 100

/** A short reason from a failed send: viem's short message (not its request dump), a first line otherwise. */
export function reasonOf(error: unknown): string {
  const text =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : String(error)
  return text.split('\n')[0]?.slice(0, 200) || 'unknown error'
}

/** The treasury of `settings` on the served chains and clusters that are the devnet's, reached on loopback. */
export function sandboxTreasury(
  settings: SandboxSettings,
  chains: readonly ServiceChain[],
  clusters: readonly SolanaServiceCluster[],
): Treasury {
  const payers = new Map<string, Payer>()
  const keys = settings.treasury ?? {}
  const local = (network: string, rpcUrl: string) =>
    isDevnetNetwork(network) && isLoopbackUrl(rpcUrl)
  if (keys.evm)
    for (const chain of chains)
      if (local(`eip155:${chain.id}`, chain.rpcUrl))
        payers.set(`eip155:${chain.id}`, evmPayer(keys.evm, chain))
  if (keys.solana)
    for (const cluster of clusters)
      if (local(`solana:${cluster.reference}`, cluster.rpcUrl))
        payers.set(`solana:${cluster.reference}`, solanaPayer(keys.solana, cluster))
  const payerOf = (network: string) => {
    const payer = payers.get(network)
    if (!payer)
      throw new PayoutRefusedError(
        `The sandbox pays out only from its devnet treasury, on a local network of the devnet: nothing was sent on ${network}`,
      )
    return payer
  }
  const outcome = (network: string, hash: string) => payerOf(network).outcome(hash)
  return {
    async send(payout) {
      const payer = payerOf(payout.network)
      // Asked before every payout: the port may now be another chain's.
      const served = await payer.servedNetwork().catch((error: unknown) => {
        throw new PayoutRefusedError(
          `The sandbox could not ask the network which chain it is (${reasonOf(error)}): nothing was sent on ${payout.network}`,
        )
      })
      if (served !== payout.network)
        throw new PayoutRefusedError(
          `The endpoint of ${payout.network} serves ${served}: the sandbox pays only on the devnet, and nothing was sent`,
        )
      return payer.send(payout)
    },
    outcome,
    async waitFor(network, hash, ms) {
      const deadline = Date.now() + ms
      for (;;) {
        const known = await outcome(network, hash).catch(() => undefined)
        if (known || Date.now() >= deadline) return known
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
  }
}
