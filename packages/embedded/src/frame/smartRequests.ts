import { isHex, numberToHex } from 'viem'
import {
  decodePermissionsContext,
  encodePermissionsContext,
  parsePermissionRequest,
} from '../protocol/permissions.js'
import { parseSendCalls } from '../protocol/sendCalls.js'
import type { FrameChain } from './config.js'
import { FrameRequestError } from './frameRequestError.js'
import type { SmartAccounts } from './smartAccounts.js'
import { readTypedData } from './typedData.js'

/** The smart account that is the active account on a chain, and what the frame can do with it. */
export type ActiveSmartAccount = { address: `0x${string}`; accounts: SmartAccounts }

const invalid = (message: string) => new FrameRequestError(message, -32602)

/** SPEC §8: a send the smart account cannot do, and the way it can. */
export const SMART_ACCOUNT_RAW_SEND =
  'A smart account cannot send a signed transaction: send the calls as a user operation (wallet_sendCalls)'

/**
 * The requests the frame serves differently when the active account is a smart account (issue 20): signatures
 * by the account (ERC-1271, ERC-6492 before deployment), transactions and batches as user operations,
 * their status from the bundler, what the account can do, and permissions for session keys.
 */
export async function serveSmartAccountRequest(
  method: string,
  list: unknown[],
  smart: ActiveSmartAccount,
  chain: FrameChain,
): Promise<unknown> {
  const { accounts, address } = smart
  const checkSigner = (candidate: unknown) => {
    if (typeof candidate !== 'string' || candidate.toLowerCase() !== address.toLowerCase())
      throw invalid('The request names another account than the embedded wallet’s')
  }
  switch (method) {
    case 'personal_sign': {
      const [message, signer] = list
      if (typeof message !== 'string') throw invalid('personal_sign: the message must be a string')
      checkSigner(signer)
      return accounts.signMessage(chain, isHex(message) ? { raw: message } : message)
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = list
      checkSigner(signer)
      return accounts.signTypedData(chain, readTypedData(data))
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as {
        from?: unknown
        to?: unknown
        data?: unknown
        input?: unknown
        value?: unknown
      }
      if (tx.from !== undefined) checkSigner(tx.from)
      const parsed = parseSendCalls([
        { calls: [{ to: tx.to, data: tx.data ?? tx.input, value: tx.value }] },
      ])
      if ('reason' in parsed) throw invalid(parsed.reason.replace('wallet_sendCalls', method))
      return accounts.sendAndWait(chain, parsed.batch.calls)
    }
    case 'eth_sendRawTransaction':
      throw new FrameRequestError(SMART_ACCOUNT_RAW_SEND, 4200)
    case 'wallet_sendCalls': {
      const parsed = parseSendCalls(list)
      if ('reason' in parsed) throw invalid(parsed.reason)
      const { batch } = parsed
      if (batch.from !== undefined) checkSigner(batch.from)
      if (batch.chainId !== undefined && batch.chainId !== chain.id)
        throw new FrameRequestError(`wallet_sendCalls: the wallet is on chain ${chain.id}`, 5710)
      const id = await accounts.send(chain, batch.calls)
      return { id }
    }
    case 'wallet_getCallsStatus': {
      const [id] = list
      if (typeof id !== 'string' || !isHex(id) || id.length !== 66)
        throw invalid('wallet_getCallsStatus: a batch id expected')
      const receipt = await accounts.receipt(chain, id)
      return {
        version: '2.0.0',
        id,
        chainId: numberToHex(chain.id),
        // EIP-5792: 100 pending, 200 confirmed, 500 reverted on chain (all of it: the batch is atomic).
        status: !receipt ? 100 : receipt.success ? 200 : 500,
        atomic: true,
        receipts: receipt
          ? [
              {
                logs: receipt.logs.map(({ address: logAddress, data, topics }) => ({
                  address: logAddress,
                  data,
                  topics,
                })),
                status: receipt.success ? '0x1' : '0x0',
                blockHash: receipt.receipt.blockHash,
                blockNumber: numberToHex(receipt.receipt.blockNumber),
                gasUsed: numberToHex(receipt.actualGasUsed),
                transactionHash: receipt.receipt.transactionHash,
              },
            ]
          : [],
      }
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
      await accounts.grant(chain, permission)
      const request = list[0] as Record<string, unknown>
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
    }
    case 'wallet_revokePermissions': {
      const context = decodePermissionsContext(
        (list[0] as { permissionsContext?: unknown })?.permissionsContext,
      )
      if (!context || context.account.toLowerCase() !== address.toLowerCase())
        throw invalid('wallet_revokePermissions: not a permission of this account')
      await accounts.revoke(chain, context.key)
      return {}
    }
  }
  return undefined
}

/** What the account can do on its chain (EIP-5792 wallet_getCapabilities, ERC-7715's permissions). */
export function smartAccountCapabilities(chain: FrameChain) {
  return {
    atomic: { status: 'supported' },
    paymasterService: { supported: !!chain.smartAccount?.paymasterUrl },
    permissions: {
      supported: true,
      signerTypes: ['key', 'account'],
      permissionTypes: ['erc20-token-transfer'],
    },
  }
}
