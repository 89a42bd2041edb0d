import { type Chain, createPublicClient, defineChain, http, type TypedDataDefinition } from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { BatchCall } from '../protocol/sendCalls.js'
import { toFoyerSmartAccount } from '../smartAccount/toFoyerSmartAccount.js'
import type { FrameChain, FrameConfig } from './config.js'
import {
  dataServiceBundlerUrl,
  fetchWithSponsorship,
  type SponsorshipTokens,
} from './sponsorship.js'
import { explainUserOperationError } from './userOperationErrors.js'

// The embedded wallet's smart accounts (issue 20): one ERC-4337 account per chain whose config names a factory,
// owned by the visitor's key. The frame builds each user operation, has the data service's paymaster sponsor it
// when the chain is sponsored (with the session's sponsorship token, issue 37), signs it with the key and hands
// it to the bundler (the chain's `bundlerUrl`, else the data service's endpoint); the bundler's simulation refuses
// an operation that would revert before anything is sent. Loaded on first use (viem's account-abstraction
// code is not in the frame's first load).

/** How long the frame waits for a user operation to be included. */
const INCLUSION_TIMEOUT_MS = 60_000

type Entry = { account: SmartAccount; bundler: BundlerClient }

/** A user operation built and sponsored, not signed yet (EntryPoint v0.7's fields). */
export type PreparedOperation = UserOperation<'0.7'>

/** The smart accounts of one logged-in visitor (the frame's session). */
export type SmartAccounts = ReturnType<typeof createSmartAccounts>

/** Where the frame reaches the data service, and the session's sponsorship token (sponsorship.ts). */
export type SmartAccountServices = Pick<FrameConfig, 'apiUrl' | 'projectId'> & {
  sponsorshipToken: SponsorshipTokens
}

export function createSmartAccounts(owner: PrivateKeyAccount, services: SmartAccountServices) {
  const entries = new Map<number, Promise<Entry>>()

  const entryFor = (chain: FrameChain): Promise<Entry> => {
    let entry = entries.get(chain.id)
    if (!entry) {
      entry = build(chain, owner, services)
      // A failed build (the RPC down) is forgotten, so the next request tries again.
      entry.catch(() => entries.delete(chain.id))
      entries.set(chain.id, entry)
    }
    return entry
  }

  /** Sends calls as one user operation; resolves with its hash once the bundler accepted it. */
  const send = async (chain: FrameChain, calls: readonly BatchCall[]) => {
    const { bundler, account } = await entryFor(chain)
    return bundler
      .sendUserOperation({
        account,
        calls: calls.map((call) => ({ to: call.to, data: call.data ?? '0x', value: call.value })),
      })
      .catch((error: unknown) => {
        throw explainUserOperationError(error, chain.name)
      })
  }

  /** The receipt of a user operation once included (the transaction that carried it, and whether it ran). */
  const waitFor = async (chain: FrameChain, hash: `0x${string}`) => {
    const { bundler } = await entryFor(chain)
    return bundler
      .waitForUserOperationReceipt({ hash, timeout: INCLUSION_TIMEOUT_MS })
      .catch((error: unknown) => {
        throw explainUserOperationError(error, chain.name)
      })
  }

  return {
    async address(chain: FrameChain): Promise<`0x${string}`> {
      return (await entryFor(chain)).account.address
    },
    async isDeployed(chain: FrameChain): Promise<boolean> {
      return (await entryFor(chain)).account.isDeployed()
    },
    send,
    waitFor,
    /**
     * Builds the user operation for `calls` without signing it: its nonce, gas limits and fee caps from the
     * bundler, and the paymaster's sponsorship when the chain has one. What the approval page shows, and —
     * through sendPrepared — exactly what is signed.
     */
    async prepare(chain: FrameChain, calls: readonly BatchCall[]): Promise<PreparedOperation> {
      const { bundler, account } = await entryFor(chain)
      const operation = await bundler
        .prepareUserOperation({
          account,
          calls: calls.map((call) => ({ to: call.to, data: call.data ?? '0x', value: call.value })),
        })
        .catch((error: unknown) => {
          throw explainUserOperationError(error, chain.name)
        })
      return operation as PreparedOperation
    },
    /** Signs `operation` as it was prepared (nothing estimated again) and hands it to the bundler. */
    async sendPrepared(chain: FrameChain, operation: PreparedOperation): Promise<`0x${string}`> {
      const { bundler, account } = await entryFor(chain)
      const signature = await account.signUserOperation(operation)
      return bundler
        .request(
          {
            method: 'eth_sendUserOperation',
            params: [
              formatUserOperationRequest({ ...operation, signature }),
              account.entryPoint.address,
            ],
          },
          { retryCount: 0 },
        )
        .catch((error: unknown) => {
          throw explainUserOperationError(error, chain.name)
        })
    },
    async receipt(chain: FrameChain, hash: `0x${string}`) {
      const { bundler } = await entryFor(chain)
      return bundler.getUserOperationReceipt({ hash }).catch(() => undefined)
    },
    async signMessage(chain: FrameChain, message: string | { raw: `0x${string}` }) {
      return (await entryFor(chain)).account.signMessage({ message })
    },
    async signTypedData(chain: FrameChain, typed: TypedDataDefinition) {
      return (await entryFor(chain)).account.signTypedData(typed)
    },
  }
}

async function build(
  chain: FrameChain,
  owner: PrivateKeyAccount,
  services: SmartAccountServices,
): Promise<Entry> {
  const settings = chain.smartAccount
  if (!settings) throw new Error(`Smart accounts are not available on ${chain.name}`)
  const viemChain: Chain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const account = await toFoyerSmartAccount({
    client,
    owner,
    factory: settings.factory as `0x${string}`,
  })
  const endpoint = dataServiceBundlerUrl(services, chain.id)
  const bundlerUrl = settings.bundlerUrl ?? endpoint
  if (!bundlerUrl || (settings.sponsored && !endpoint))
    throw new Error(
      `Smart accounts on ${chain.name} need the data service, which this frame is not told of`,
    )
  // The paymaster is the data service's endpoint, never a provider's URL (issue 37): it sponsors this session's
  // own accounts only, for the token sent with each call.
  const paymaster =
    settings.sponsored && endpoint
      ? createPaymasterClient({
          transport: http(endpoint, { fetchFn: fetchWithSponsorship(services.sponsorshipToken) }),
        })
      : undefined
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(bundlerUrl),
    ...(paymaster ? { paymaster } : {}),
  })
  return { account, bundler }
}
