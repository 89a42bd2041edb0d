import {
  type EIP1193Provider,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseAddChainParams, parseChainId } from './addChainParams.js'
import { announceProvider } from './eip6963.js'
import { createEmitter } from './emitter.js'
import { invalidParams, ProviderErrorCode, ProviderRpcError, userRejected } from './errors.js'
import { forwardJsonRpc } from './jsonRpc.js'
import { sendTransaction } from './sendTransaction.js'
import type { CreateDevWalletParameters, DevChain, DevWallet } from './types.js'
import { createWalletCalls } from './walletCalls.js'
import { createWalletState } from './walletState.js'

/** Wallet methods a node cannot answer and this wallet does not implement. */
const UNSUPPORTED = /^(wallet_|eth_sign$|eth_signTransaction$|eth_signTypedData(_v1|_v3)?$)/

type Params = readonly unknown[]

/**
 * Creates an EIP-1193 wallet that signs with the given devnet keys, sends through each chain's
 * JSON-RPC URL, and can be scripted (rejectNextRequest) and announced through EIP-6963.
 * Every prompt (eth_requestAccounts, wallet_requestPermissions, personal_sign,
 * eth_signTypedData_v4, eth_sendTransaction, wallet_switchEthereumChain, wallet_addEthereumChain)
 * is approved at once unless rejectNextRequest() was called. Revoking permissions emits
 * accountsChanged([]) but not `disconnect`: the wallet is still connected to its chain (EIP-1193).
 */
export function createDevWallet(options: CreateDevWalletParameters): DevWallet {
  const accounts = options.privateKeys.map((key) => privateKeyToAccount(key))
  const firstChain = options.chains[0]
  if (accounts.length === 0) throw new Error('createDevWallet: privateKeys is empty')
  if (!firstChain) throw new Error('createDevWallet: chains is empty')
  const addresses = accounts.map((account) => account.address)
  const info = Object.freeze({ ...options.info })
  const events = createEmitter()
  const walletCalls = createWalletCalls()
  const knownIds = new Set(options.knownChainIds ?? [firstChain.id])
  const state = createWalletState(
    `foyer.devWallet:${info.rdns}`,
    { authorized: false, chainId: firstChain.id, addedChains: [] },
    options.storage,
  )
  let pendingRejections = 0

  const knownChain = (id: number): DevChain | undefined =>
    state.get().addedChains.find((chain) => chain.id === id) ??
    options.chains.find((chain) => chain.id === id && knownIds.has(id))

  const currentChain = (): DevChain => {
    const chain = knownChain(state.get().chainId)
    if (chain) return chain
    // The stored chain is no longer known (e.g. options changed): fall back to a known one.
    const fallback = options.chains.find((c) => knownIds.has(c.id)) ?? firstChain
    state.set({ chainId: fallback.id })
    return fallback
  }

  const hexChainId = () => numberToHex(currentChain().id)

  const accountFor = (address: unknown) => {
    if (!state.get().authorized) {
      throw new ProviderRpcError(ProviderErrorCode.unauthorized, 'The wallet is not connected.')
    }
    const account = accounts.find(
      (a) => typeof address === 'string' && isHex(address) && isAddressEqual(a.address, address),
    )
    if (!account) {
      throw new ProviderRpcError(
        ProviderErrorCode.unauthorized,
        `The requested account ${String(address)} has not been authorized.`,
      )
    }
    return account
  }

  const authorize = () => {
    if (state.get().authorized) return
    state.set({ authorized: true })
    events.emit('connect', { chainId: hexChainId() })
    events.emit('accountsChanged', addresses)
  }

  const switchTo = (id: number) => {
    if (state.get().chainId === id) return
    state.set({ chainId: id })
    events.emit('chainChanged', numberToHex(id))
  }

  const permissions = () =>
    state.get().authorized
      ? [
          {
            invoker: globalThis.location?.origin ?? 'http://localhost',
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses }],
            date: Date.now(),
          },
        ]
      : []

  const requestsEthAccounts = (params: Params) => {
    const request: unknown = params[0]
    if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
      throw invalidParams('expected [{ eth_accounts: {} }]')
    }
  }

  async function handle(method: string, params: Params): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return state.get().authorized ? addresses : []
      case 'eth_chainId':
        return hexChainId()
      case 'eth_requestAccounts':
        approve()
        authorize()
        return addresses
      case 'wallet_requestPermissions':
        requestsEthAccounts(params)
        approve()
        authorize()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        if (state.get().authorized) {
          state.set({ authorized: false })
          events.emit('accountsChanged', [])
        }
        return null
      case 'personal_sign': {
        const [message, address] = params
        if (typeof message !== 'string') throw invalidParams('expected [message, address]')
        const account = accountFor(address)
        approve()
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        const account = accountFor(address)
        const typedData = parseTypedData(data)
        approve()
        try {
          return await account.signTypedData(typedData)
        } catch (error) {
          throw invalidParams((error as Error).message)
        }
      }
      case 'eth_sendTransaction': {
        const tx: unknown = params[0]
        if (typeof tx !== 'object' || tx === null) throw invalidParams('expected [transaction]')
        const from = (tx as { from?: unknown }).from
        const account = accountFor(from ?? addresses[0])
        approve()
        return sendTransaction(account, currentChain(), tx as Record<string, unknown>)
      }
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
      case 'wallet_getCapabilities': {
        if (!options.eip5792) break
        if (method === 'wallet_getCallsStatus') return walletCalls.status(params)
        if (method === 'wallet_getCapabilities') return walletCalls.capabilities([...knownIds])
        const account = accountFor(
          (params[0] as { from?: unknown } | undefined)?.from ?? addresses[0],
        )
        approve()
        return walletCalls.send(account, currentChain(), params)
      }
      case 'wallet_switchEthereumChain': {
        const request: unknown = params[0]
        const id = parseChainId((request as { chainId?: unknown } | undefined)?.chainId)
        if (!knownChain(id)) {
          throw new ProviderRpcError(
            ProviderErrorCode.unrecognizedChain,
            `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        approve()
        switchTo(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = parseAddChainParams(params)
        await checkRpcChainId(chain)
        approve()
        const others = state.get().addedChains.filter((c) => c.id !== chain.id)
        state.set({ addedChains: [...others, chain] })
        // Like MetaMask: a chain that was added becomes the current one.
        switchTo(chain.id)
        return null
      }
    }
    if (UNSUPPORTED.test(method)) {
      throw new ProviderRpcError(
        ProviderErrorCode.unsupportedMethod,
        `The method ${method} is not supported.`,
      )
    }
    return forwardJsonRpc(currentChain().rpcUrl, method, params)
  }

  /** Where a request would prompt the user: consumes a pending rejection, if any. */
  function approve(): void {
    if (pendingRejections === 0) return
    pendingRejections -= 1
    throw userRejected()
  }

  async function request(args: { method: string; params?: unknown }): Promise<unknown> {
    if (typeof args?.method !== 'string') throw invalidParams('expected { method, params? }')
    const params: Params = Array.isArray(args.params)
      ? args.params
      : args.params === undefined
        ? []
        : [args.params]
    try {
      return await handle(args.method, params)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      throw new ProviderRpcError(
        ProviderErrorCode.internal,
        (error as Error).message ?? String(error),
      )
    }
  }

  const provider = {
    request,
    on(event: string, listener: (...args: never[]) => void) {
      events.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: (...args: never[]) => void) {
      events.off(event, listener)
      return provider
    },
  }
  const eip1193 = provider as unknown as EIP1193Provider

  return {
    info,
    provider: eip1193,
    rejectNextRequest() {
      pendingRejections += 1
    },
    announce(target?: EventTarget) {
      const window = target ?? (globalThis as { window?: EventTarget }).window
      if (!window) throw new Error('announce: no window; pass the target to announce on')
      return announceProvider(window, Object.freeze({ info, provider: eip1193 }))
    },
  }
}

/** Reads eth_signTypedData_v4's payload (a JSON string, or an object from lenient callers). */
function parseTypedData(data: unknown): TypedDataDefinition {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw invalidParams('typed data is not valid JSON')
    }
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    !('types' in value) ||
    !('primaryType' in value)
  ) {
    throw invalidParams('typed data needs types, primaryType, domain and message')
  }
  return value as TypedDataDefinition
}

/** Refuses to add a chain whose RPC URL answers with another chain id, as MetaMask does. */
async function checkRpcChainId(chain: DevChain): Promise<void> {
  let answered: unknown
  try {
    answered = await forwardJsonRpc(chain.rpcUrl, 'eth_chainId', [])
  } catch {
    throw new ProviderRpcError(
      ProviderErrorCode.internal,
      `Could not fetch chain ID from ${chain.rpcUrl}. Is the RPC URL correct?`,
    )
  }
  if (typeof answered !== 'string' || Number(answered) !== chain.id) {
    throw invalidParams(
      `chain ID returned by ${chain.rpcUrl} (${String(answered)}) does not match ${numberToHex(chain.id)}`,
    )
  }
}
