import { isPrefixedEvmAddress, SPONSORSHIP_TOKEN_EXPIRED } from '@foyer/core/api'
import {
  ApiError,
  isExpiredSponsorshipToken,
  readSponsorshipToken,
  sponsorshipPublicKey,
} from '@foyer/server'
import { type Address, getAddress, parseAbi } from 'viem'
import type { ChainClients, ServiceChain, SponsorshipConfig } from '../config.js'
import type { Database } from '../db/database.js'
import { type RpcAnswer, type RpcRequest, rpcError } from '../gateway/jsonRpc.js'
import { createBudgets } from './budgets.js'

// ERC-7677 sponsorship under a policy (issue 37): the paymaster endpoint spends the operator's funds, so it
// sponsors only a signed-in embedded wallet's own smart account (a token the auth service signs, naming the
// project and the wallet), on chains whose account factory the operator named, within budgets per account and
// per project. Everything is checked before the paymaster is asked: a refused request costs no upstream call.

const FACTORY_ABI = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** EIP-1193's 4100: the request is not authorised. */
export const UNAUTHORIZED = 4100
/** EIP-1474's -32005: a limit was exceeded. */
export const LIMIT_EXCEEDED = -32005

/** The gas a user operation may use at most: what its paymaster stands surety for. */
export function gasOf(operation: Record<string, unknown>): bigint {
  let total = 0n
  for (const field of [
    'callGasLimit',
    'verificationGasLimit',
    'preVerificationGas',
    'paymasterVerificationGasLimit',
    'paymasterPostOpGasLimit',
  ]) {
    const value = operation[field]
    if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) total += BigInt(value)
  }
  return total
}

/** What the policy needs of a chain: its id, its factory and a client to ask it. */
type SponsoredChain = Pick<ServiceChain, 'id' | 'accountFactory'>

/**
 * The policy: `check` answers a `pm_*` request with its refusal, or undefined when it may go to the paymaster
 * (`pm_getPaymasterData` then counted against the budgets). `token` is the request's bearer token.
 */
export function createSponsorshipPolicy({
  config,
  database,
  clients,
}: {
  config: SponsorshipConfig | undefined
  database: { db: Database }
  clients: ChainClients
}) {
  const publicKeys = (config?.publicKeys ?? []).map(sponsorshipPublicKey)
  const budgets = createBudgets(database.db)
  /** Owners' accounts per chain, read once from the factory (a CREATE2 address never changes). */
  const accounts = new Map<string, Promise<Address>>()

  const accountOf = (chain: SponsoredChain, factory: Address, owner: Address) => {
    const key = `${chain.id}:${factory}:${owner}`
    let account = accounts.get(key)
    if (!account) {
      const client = clients.get(chain.id)
      if (!client) throw new ApiError(400, 'UNSUPPORTED_CHAIN', `No client for chain ${chain.id}`)
      account = client.readContract({
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'getAddress',
        args: [owner, 0n],
      })
      accounts.set(key, account)
      // A failed read is not kept: the next request asks again.
      account.catch(() => accounts.delete(key))
      if (accounts.size > 100_000) accounts.delete(accounts.keys().next().value as string)
    }
    return account.catch(() => {
      throw new ApiError(
        503,
        'UPSTREAM_UNAVAILABLE',
        `eip155:${chain.id}'s account factory did not answer`,
        { 'Retry-After': '1' },
      )
    })
  }

  return {
    async check(
      request: RpcRequest,
      {
        token,
        projectId,
        chain,
      }: { token: string | undefined; projectId: string; chain: SponsoredChain },
    ): Promise<RpcAnswer | undefined> {
      const claims = token === undefined ? undefined : readSponsorshipToken(publicKeys, token)
      // Said apart from the other refusals so that the frame asks for a new token and tries once more
      // (a browser's clock, or a token used in its last seconds); it tells nothing a holder did not know.
      if (!claims && token !== undefined && isExpiredSponsorshipToken(publicKeys, token))
        return rpcError(
          request.id,
          UNAUTHORIZED,
          'The sponsorship token has expired: ask the auth service for a new one',
          { reason: SPONSORSHIP_TOKEN_EXPIRED },
        )
      if (!claims || claims.project !== projectId)
        return rpcError(
          request.id,
          UNAUTHORIZED,
          'Sponsorship needs a signed-in wallet session of this project (Authorization: Bearer <sponsorship token>)',
        )
      if (!chain.accountFactory || !config)
        return rpcError(request.id, UNAUTHORIZED, `No sponsored accounts on eip155:${chain.id}`)
      const [operation, , chainId] = Array.isArray(request.params) ? request.params : []
      const sender = (operation as Record<string, unknown> | undefined)?.sender
      if (
        !operation ||
        typeof operation !== 'object' ||
        typeof sender !== 'string' ||
        !isPrefixedEvmAddress(sender)
      )
        return rpcError(
          request.id,
          -32602,
          'Invalid params: expected a user operation with its sender',
        )
      if (
        typeof chainId !== 'string' ||
        !/^0x[0-9a-fA-F]+$/.test(chainId) ||
        BigInt(chainId) !== BigInt(chain.id)
      )
        return rpcError(
          request.id,
          -32602,
          `Invalid params: the chain id must be eip155:${chain.id}'s`,
        )
      const own = await accountOf(chain, getAddress(chain.accountFactory), getAddress(claims.owner))
      if (own.toLowerCase() !== sender.toLowerCase())
        return rpcError(
          request.id,
          UNAUTHORIZED,
          "Only the signed-in wallet's own smart account is sponsored",
        )
      if (request.method !== 'pm_getPaymasterData') return undefined
      const spent = await budgets.charge(
        [
          { key: `account:${chain.id}:${sender.toLowerCase()}`, budget: config.perAccount },
          { key: `project:${projectId}`, budget: config.perProject },
        ],
        gasOf(operation as Record<string, unknown>),
      )
      if (spent === undefined) return undefined
      const budget = spent.startsWith('account:') ? config.perAccount : config.perProject
      return rpcError(
        request.id,
        LIMIT_EXCEEDED,
        `Sponsorship budget spent for this ${spent.startsWith('account:') ? 'account' : 'project'}: at most ${budget.operations} operations and ${budget.gas} gas per ${Math.round(budget.windowMs / 60_000)} min`,
      )
    },
  }
}

export type SponsorshipPolicy = ReturnType<typeof createSponsorshipPolicy>
