import type { ApprovalField, ApprovalSummary } from '@foyer/core'
import { formatGwei, formatUnits, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalView } from '../approval/protocol.js'
import { summarizeEvmRequest } from '../summary/evmSummary.js'
import type { PreparedRequest } from './approvalDesk.js'
import type { FrameChain, FrameConfig } from './config.js'
import {
  FrameRequestError,
  fillTransaction,
  sendFilledTransaction,
  serveEvmRequest,
} from './evmRequests.js'
import type { ActiveSmartAccount } from './smartRequests.js'
import { approvalWarnings } from './warnings.js'

/**
 * Prepares an Ethereum signing request for the visitor's approval: what the approval page shows is read from
 * exactly what the frame will sign. An EOA's transaction is filled in now (nonce, gas limit, fee caps) and
 * signed as shown; a message or typed data is signed as given. A smart account's requests become user
 * operations when approved, with gas the operator's paymaster or the account pays.
 */
export async function prepareEvmRequest(
  { method, params }: { method: string; params: unknown },
  account: PrivateKeyAccount | undefined,
  chain: FrameChain,
  smart: ActiveSmartAccount | undefined,
  config: Pick<FrameConfig, 'apiUrl' | 'projectId'>,
  origin: string,
): Promise<PreparedRequest> {
  if (!account) throw new FrameRequestError('The embedded wallet is not connected', 4100)
  const list = Array.isArray(params) ? params : []
  const view = (summary: ApprovalSummary, details: ApprovalField[]): ApprovalView => ({
    origin,
    method,
    network: chain.name,
    summary,
    details,
    warnings: approvalWarnings(summary),
  })

  if (method === 'eth_sendTransaction' && !smart) {
    const tx = await fillTransaction(list[0], account, chain)
    const { decimals, symbol } = chain.nativeCurrency
    const summary = summarizeEvmRequest(
      method,
      [{ to: tx.to, value: numberToHex(tx.value), data: tx.data }],
      chain.nativeCurrency,
    )
    return {
      view: view(summary, [
        { name: 'Nonce', value: String(tx.nonce) },
        { name: 'Gas limit', value: tx.gas.toString() },
        { name: 'Max fee per gas', value: `${formatGwei(tx.maxFeePerGas)} gwei` },
        { name: 'Max priority fee per gas', value: `${formatGwei(tx.maxPriorityFeePerGas)} gwei` },
        {
          name: 'Max network fee',
          value: `${formatUnits(tx.gas * tx.maxFeePerGas, decimals)} ${symbol}`,
        },
      ]),
      run: () => sendFilledTransaction(tx, account, chain),
    }
  }

  const summary = summarizeEvmRequest(method, params, chain.nativeCurrency)
  const details: ApprovalField[] = smart
    ? [
        { name: 'Account', value: `${smart.address} (smart account)` },
        ...(summary.kind === 'message' || summary.kind === 'typedData'
          ? []
          : [{ name: 'Network fee', value: feeNote(chain) }]),
      ]
    : [{ name: 'Account', value: account.address }]
  return {
    view: view(summary, details),
    run: () => serveEvmRequest({ method, params }, account, chain, smart, config),
  }
}

/** Who pays a user operation's gas. */
function feeNote(chain: FrameChain): string {
  return chain.smartAccount?.paymasterUrl
    ? 'Sponsored by the app (paymaster)'
    : `Paid by the smart account in ${chain.nativeCurrency.symbol}`
}
