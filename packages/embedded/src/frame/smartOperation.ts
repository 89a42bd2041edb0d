import { numberToHex } from 'viem'
import {
  decodePermissionsContext,
  encodePermissionsContext,
  parsePermissionRequest,
  SESSION_FEE_ALLOWANCE,
} from '../protocol/permissions.js'
import { type BatchCall, parseSendCalls } from '../protocol/sendCalls.js'
import { grantSessionCall, revokeSessionCall } from '../smartAccount/sessionCalls.js'
import { type ActiveSmartAccount, checkSigner, invalid } from './activeSmartAccount.js'
import type { FrameChain } from './config.js'
import { FrameRequestError } from './frameRequestError.js'

/** A request a smart account serves with one user operation: its checked calls, and its answer once sent. */
export type SmartOperation = {
  calls: BatchCall[]
  /** What the request answers, given the sent operation's hash (waiting for it when the method does). */
  answer(hash: `0x${string}`): Promise<unknown>
}

/**
 * The user operation a request becomes when the active account is a smart account (eth_sendTransaction,
 * wallet_sendCalls, wallet_grantPermissions, wallet_revokePermissions), checked before anything is built;
 * undefined for any other method. The approval desk prepares these calls into the operation it shows.
 */
export function smartOperation(
  method: string,
  list: unknown[],
  smart: ActiveSmartAccount,
  chain: FrameChain,
): SmartOperation | undefined {
  const { address } = smart
  const included = (hash: `0x${string}`) => includedIn(smart, chain, hash)
  switch (method) {
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as {
        from?: unknown
        to?: unknown
        data?: unknown
        input?: unknown
        value?: unknown
      }
      if (tx.from !== undefined) checkSigner(address, tx.from)
      const parsed = parseSendCalls([
        { calls: [{ to: tx.to, data: tx.data ?? tx.input, value: tx.value }] },
      ])
      if ('reason' in parsed) throw invalid(parsed.reason.replace('wallet_sendCalls', method))
      // What eth_sendTransaction answers is the carrying transaction's hash.
      return { calls: parsed.batch.calls, answer: included }
    }
    case 'wallet_sendCalls': {
      const parsed = parseSendCalls(list)
      if ('reason' in parsed) throw invalid(parsed.reason)
      const { batch } = parsed
      if (batch.from !== undefined) checkSigner(address, batch.from)
      if (batch.chainId !== undefined && batch.chainId !== chain.id)
        throw new FrameRequestError(`wallet_sendCalls: the wallet is on chain ${chain.id}`, 5710)
      return { calls: batch.calls, answer: async (id) => ({ id }) }
    }
    case 'wallet_grantPermissions': {
      const parsed = parsePermissionRequest(list, Math.floor(Date.now() / 1000))
      if ('reason' in parsed) throw invalid(parsed.reason)
      const { permission } = parsed
      if (permission.chainId !== chain.id)
        throw new FrameRequestError(
          `wallet_grantPermissions: the wallet is on chain ${chain.id}`,
          5710,
        )
      const call = grantSessionCall(address, {
        key: permission.key,
        token: permission.token,
        allowance: permission.allowance,
        validUntil: permission.expiry,
        // No paymaster: the session key's operations pay their gas from the account (sendWithPermission).
        feeAllowance: SESSION_FEE_ALLOWANCE,
      })
      const request = list[0] as Record<string, unknown>
      return {
        calls: [{ to: call.to, data: call.data, value: 0n }],
        answer: async (hash) => {
          await included(hash)
          return {
            chainId: numberToHex(chain.id),
            address,
            expiry: permission.expiry,
            signer: request.signer,
            permissions: request.permissions,
            permissionsContext: encodePermissionsContext(address, permission.key),
            // ERC-7715: the factory, so that the session key's operations can name the account's.
            factory: chain.smartAccount?.factory,
          }
        },
      }
    }
    case 'wallet_revokePermissions': {
      const context = decodePermissionsContext(
        (list[0] as { permissionsContext?: unknown })?.permissionsContext,
      )
      if (!context || context.account.toLowerCase() !== address.toLowerCase())
        throw invalid('wallet_revokePermissions: not a permission of this account')
      const call = revokeSessionCall(address, context.key)
      return {
        calls: [{ to: call.to, data: call.data, value: 0n }],
        answer: async (hash) => {
          await included(hash)
          return {}
        },
      }
    }
  }
  return undefined
}

/** Waits for an operation's inclusion: the carrying transaction's hash, or the reason it reverted. */
async function includedIn(
  { accounts }: ActiveSmartAccount,
  chain: FrameChain,
  hash: `0x${string}`,
): Promise<`0x${string}`> {
  const receipt = await accounts.waitFor(chain, hash)
  if (!receipt.success)
    throw Object.assign(new Error(receipt.reason ?? 'The user operation reverted'), {
      code: -32603,
    })
  return receipt.receipt.transactionHash
}
