import { isHex, numberToHex } from 'viem'
import { type ActiveSmartAccount, checkSigner, invalid } from './activeSmartAccount.js'
import type { FrameChain } from './config.js'
import { FrameRequestError } from './frameRequestError.js'
import type { SmartOperation } from './smartOperation.js'
import { readTypedData } from './typedData.js'

export type { ActiveSmartAccount } from './activeSmartAccount.js'

/** SPEC §8: a send the smart account cannot do, and the way it can. */
export const SMART_ACCOUNT_RAW_SEND =
  'A smart account cannot send a signed transaction: send the calls as a user operation (wallet_sendCalls)'

/** The methods a smart account serves with one user operation (smartOperation.ts). */
export const OPERATION_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

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
  if (OPERATION_METHODS.has(method)) {
    // The operation's builder (the session module's calls) loads with the first such request, not the frame.
    const { smartOperation } = await import('./smartOperation.js')
    const operation = smartOperation(method, list, smart, chain) as SmartOperation
    return operation.answer(await accounts.send(chain, operation.calls))
  }
  switch (method) {
    case 'personal_sign': {
      const [message, signer] = list
      if (typeof message !== 'string') throw invalid('personal_sign: the message must be a string')
      checkSigner(address, signer)
      return accounts.signMessage(chain, isHex(message) ? { raw: message } : message)
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = list
      checkSigner(address, signer)
      return accounts.signTypedData(chain, readTypedData(data))
    }
    case 'eth_sendRawTransaction':
      throw new FrameRequestError(SMART_ACCOUNT_RAW_SEND, 4200)
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
  }
  return undefined
}

/** What the account can do on its chain (EIP-5792 wallet_getCapabilities, ERC-7715's permissions). */
export function smartAccountCapabilities(chain: FrameChain) {
  return {
    atomic: { status: 'supported' },
    paymasterService: { supported: !!chain.smartAccount?.sponsored },
    permissions: {
      supported: true,
      signerTypes: ['key', 'account'],
      permissionTypes: ['erc20-token-transfer'],
    },
  }
}
