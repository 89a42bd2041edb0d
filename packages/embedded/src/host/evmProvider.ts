import type { ApprovalRequestInput } from '@foyer/core/adapter'
import { numberToHex } from 'viem'
import { classifyEvmMethod } from '../protocol/rpcMethods.js'
import { summarizeEvmRequest } from '../summary/evmSummary.js'
import { EmbeddedWalletError } from './errors.js'
import { approveInWallet } from './frameApproval.js'
import type { FrameTransport } from './transport.js'

type Listener = (...args: unknown[]) => void

export type EmbeddedEvmProviderOptions = {
  transport: FrameTransport
  /** The connected account and chain, or undefined when logged out. */
  current(): { address: string; chainId: number } | undefined
  /** The native coin of a chain, for showing a transaction's value. */
  nativeCurrency(chainId: number): { symbol: string; decimals: number }
  /** Core's approval stack: shows the wallet's approval page while `perform` waits (AdapterContext.requestApproval). */
  requestApproval<T>(
    input: ApprovalRequestInput,
    perform: (signal: AbortSignal) => Promise<T>,
  ): Promise<T>
  /** Core's refusal of an unknown method (AdapterContext.refuseRequest). */
  refuseRequest(method: string): Error
  /** Switches the wallet's chain (the connector's switchChain). */
  switchChain(chainId: number): Promise<void>
  /** Told after a request that sent something on chain succeeded (a smart account may have deployed with it). */
  afterSend?: (() => void) | undefined
}

/** Requests that put something on chain. */
const SENDING = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/**
 * The embedded wallet as an EIP-1193 provider (SPEC §4 'RPC flow', §6): read methods go to the frame
 * without approval, the signing methods open ApproveTransaction, where the wallet's own approval page takes
 * the visitor's decision (approveInWallet), and any other method is refused ('Requested RPC call is not allowed', code 4200).
 */
export function createEmbeddedEvmProvider(options: EmbeddedEvmProviderOptions) {
  const listeners = new Map<string, Set<Listener>>()
  const toFrame = (method: string, params: unknown, chainId: number) =>
    options.transport
      .request('RPC_REQUEST', {
        method,
        chainId,
        ...(params === undefined ? {} : { params: params as unknown[] }),
      })
      .then(({ result }) => result)
      .catch((error: unknown) => {
        throw withCode(error)
      })

  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const current = options.current()
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return current ? [current.address] : []
        case 'eth_chainId':
          if (current) return numberToHex(current.chainId)
          break
        case 'wallet_switchEthereumChain': {
          const [{ chainId } = { chainId: undefined }] = (params ?? []) as [{ chainId?: string }]
          if (typeof chainId !== 'string')
            throw rpcError('wallet_switchEthereumChain: chainId expected', -32602)
          await options.switchChain(Number.parseInt(chainId, 16))
          return null
        }
      }
      if (!current) throw rpcError('The embedded wallet is not connected', 4100)
      const kind = classifyEvmMethod(method)
      if (kind === 'refused') throw options.refuseRequest(method)
      if (kind === 'read' || kind === 'walletRead') return toFrame(method, params, current.chainId)
      const result = await approveInWallet(
        options.transport,
        options.requestApproval,
        {
          method,
          namespace: 'eip155',
          caipNetworkId: `eip155:${current.chainId}`,
          summary: summarizeEvmRequest(method, params, options.nativeCurrency(current.chainId)),
        },
        { method, params, chainId: current.chainId },
      ).catch((error: unknown) => {
        throw withCode(error)
      })
      if (SENDING.has(method)) options.afterSend?.()
      return result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** For the connector: tells listeners of a change (accountsChanged, chainChanged, disconnect). */
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
  }
}

export type EmbeddedEvmProvider = ReturnType<typeof createEmbeddedEvmProvider>

function rpcError(message: string, code: number) {
  return Object.assign(new EmbeddedWalletError(message), { code })
}

/** Errors from the frame keep a JSON-RPC shape: a code wallets and viem understand. */
function withCode(error: unknown) {
  if (error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'number')
    return error
  return Object.assign(error instanceof Error ? error : new Error(String(error)), { code: -32603 })
}
