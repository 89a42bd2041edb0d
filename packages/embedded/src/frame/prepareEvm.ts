import type { ApprovalSummary } from '@foyer/core/adapter'
import { formatGwei, formatUnits, numberToHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalDetail, ApprovalView } from '../approval/protocol.js'
import { summarizeEvmRequest } from '../summary/evmSummary.js'
import type { ActiveSmartAccount } from './activeSmartAccount.js'
import type { PreparedRequest } from './approvalDesk.js'
import { readApprovalTokens, tokensOf } from './approvalTokens.js'
import type { FrameChain, FrameConfig } from './config.js'
import {
  FrameRequestError,
  fillTransaction,
  sendFilledTransaction,
  serveEvmRequest,
} from './evmRequests.js'
import type { PreparedOperation } from './smartAccounts.js'
import { smartOperation } from './smartOperation.js'
import { approvalWarnings } from './warnings.js'

/**
 * Prepares an Ethereum signing request for the visitor's approval: what the approval page shows is read from
 * exactly what the frame will sign. An EOA's transaction is filled in now (nonce, gas limit, fee caps) and
 * signed as shown; a smart account's transaction, batch or permission is built now into its user operation
 * (nonce, gas limits, fee caps, the paymaster's sponsorship) and that operation is signed as shown; a message
 * or typed data is signed as given.
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
  const view = async (
    summary: ApprovalSummary,
    details: ApprovalDetail[],
  ): Promise<ApprovalView> => ({
    origin,
    method,
    network: chain.name,
    summary,
    details,
    warnings: approvalWarnings(summary),
    tokens: await readApprovalTokens(chain, tokensOf(summary)),
  })
  const { decimals, symbol } = chain.nativeCurrency

  if (method === 'eth_sendTransaction' && !smart) {
    const tx = await fillTransaction(list[0], account, chain)
    const summary = summarizeEvmRequest(
      method,
      [{ to: tx.to, value: numberToHex(tx.value), data: tx.data }],
      chain.nativeCurrency,
    )
    return {
      view: await view(summary, [
        { name: 'nonce', value: String(tx.nonce) },
        { name: 'gasLimit', value: tx.gas.toString() },
        { name: 'maxFeePerGas', value: formatGwei(tx.maxFeePerGas) },
        { name: 'maxPriorityFeePerGas', value: formatGwei(tx.maxPriorityFeePerGas) },
        { name: 'maxNetworkFee', value: formatUnits(tx.gas * tx.maxFeePerGas, decimals), symbol },
      ]),
      run: () => sendFilledTransaction(tx, account, chain),
    }
  }

  const operation = smart ? smartOperation(method, list, smart, chain) : undefined
  if (smart && operation) {
    const prepared = await smart.accounts.prepare(chain, operation.calls)
    const summary = summarizeEvmRequest(method, params, chain.nativeCurrency)
    return {
      view: await view(summary, [
        { name: 'smartAccount', value: smart.address },
        ...operationDetails(prepared, chain),
      ]),
      run: async () => operation.answer(await smart.accounts.sendPrepared(chain, prepared)),
    }
  }

  const summary = summarizeEvmRequest(method, params, chain.nativeCurrency)
  const details: ApprovalDetail[] = [
    smart
      ? { name: 'smartAccount', value: smart.address }
      : { name: 'account', value: account.address },
  ]
  return {
    view: await view(summary, details),
    run: () => serveEvmRequest({ method, params }, account, chain, smart, config),
  }
}

/**
 * An ERC-4337 nonce as a wallet shows it: the EntryPoint's uint256 is a key (its top 192 bits) and a sequence
 * within that key (its low 64). viem keys each operation by the time, so the whole number is 32 digits that
 * say nothing to the visitor; the sequence, with the key beside it when there is one, reads as a nonce does.
 */
function userOperationNonce(nonce: bigint): ApprovalDetail[] {
  const key = nonce >> 64n
  const sequence = nonce & 0xffff_ffff_ffff_ffffn
  return [
    { name: 'nonce', value: sequence.toString() },
    ...(key ? [{ name: 'nonceKey' as const, value: `0x${key.toString(16)}` }] : []),
  ]
}

/**
 * A user operation's gas as the approval page shows it: its nonce (sequence and key), its three gas limits (and the paymaster's,
 * when one sponsors it), its fee caps, who pays, and the largest fee it can cost — every gas limit at the
 * highest fee per gas, which is what the EntryPoint charges at most.
 */
export function operationDetails(
  operation: PreparedOperation,
  chain: FrameChain,
): ApprovalDetail[] {
  const { decimals, symbol } = chain.nativeCurrency
  const sponsored = typeof operation.paymaster === 'string'
  const paymasterGas = sponsored
    ? (operation.paymasterVerificationGasLimit ?? 0n) + (operation.paymasterPostOpGasLimit ?? 0n)
    : 0n
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    paymasterGas
  return [
    ...userOperationNonce(operation.nonce),
    { name: 'callGasLimit', value: operation.callGasLimit.toString() },
    { name: 'verificationGasLimit', value: operation.verificationGasLimit.toString() },
    { name: 'preVerificationGas', value: operation.preVerificationGas.toString() },
    ...(sponsored ? [{ name: 'paymasterGasLimit' as const, value: paymasterGas.toString() }] : []),
    { name: 'maxFeePerGas', value: formatGwei(operation.maxFeePerGas) },
    { name: 'maxPriorityFeePerGas', value: formatGwei(operation.maxPriorityFeePerGas) },
    { name: 'gasPaidBy', value: sponsored ? 'paymaster' : 'account', symbol },
    {
      name: 'maxNetworkFee',
      value: formatUnits(gas * operation.maxFeePerGas, decimals),
      symbol,
    },
  ]
}
