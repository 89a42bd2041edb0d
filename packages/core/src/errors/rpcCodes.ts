import type { KeyedText } from '../messages/displayText.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/** A wallet's or a node's error with a JSON-RPC or provider code (SPEC §8), under a name of its own. */
export class RpcCodeError extends BaseError {
  override name = 'RpcCodeError'
}

type RpcErrorClass = {
  new (parameters?: BaseErrorParameters): RpcCodeError
  readonly code: number
}

function named(name: string, code: number, message: KeyedText): RpcErrorClass {
  return class extends RpcCodeError {
    override name = name
    static readonly code = code
    constructor(parameters: BaseErrorParameters = {}) {
      super(message, { ...parameters, code })
    }
  }
}

// JSON-RPC 2.0 and EIP-1474 (-32700 to -32006).
export const ParseRpcError = named('ParseRpcError', -32700, { key: 'rpcParseError' })
export const InvalidRequestRpcError = named('InvalidRequestRpcError', -32600, {
  key: 'rpcInvalidRequest',
})
export const MethodNotFoundRpcError = named('MethodNotFoundRpcError', -32601, {
  key: 'rpcMethodNotFound',
})
export const InvalidParamsRpcError = named('InvalidParamsRpcError', -32602, {
  key: 'rpcInvalidParams',
})
export const InternalRpcError = named('InternalRpcError', -32603, { key: 'rpcInternalError' })
export const InvalidInputRpcError = named('InvalidInputRpcError', -32000, {
  key: 'rpcInvalidInput',
})
export const ResourceNotFoundRpcError = named('ResourceNotFoundRpcError', -32001, {
  key: 'rpcResourceNotFound',
})
export const ResourceUnavailableRpcError = named('ResourceUnavailableRpcError', -32002, {
  key: 'rpcResourceUnavailable',
})
export const TransactionRejectedRpcError = named('TransactionRejectedRpcError', -32003, {
  key: 'rpcTransactionRejected',
})
export const MethodNotSupportedRpcError = named('MethodNotSupportedRpcError', -32004, {
  key: 'rpcMethodNotSupported',
})
export const LimitExceededRpcError = named('LimitExceededRpcError', -32005, {
  key: 'rpcLimitExceeded',
})
export const JsonRpcVersionUnsupportedError = named('JsonRpcVersionUnsupportedError', -32006, {
  key: 'rpcVersionNotSupported',
})
// EIP-1193 and EIP-3085 (4001 is UserRejectedRequestError, in wallet.ts).
export const UnauthorizedProviderError = named('UnauthorizedProviderError', 4100, {
  key: 'providerUnauthorized',
})
export const UnsupportedProviderMethodError = named('UnsupportedProviderMethodError', 4200, {
  key: 'providerUnsupportedMethod',
})
export const ProviderDisconnectedError = named('ProviderDisconnectedError', 4900, {
  key: 'providerDisconnected',
})
export const ChainDisconnectedError = named('ChainDisconnectedError', 4901, {
  key: 'providerChainDisconnected',
})
export const UnrecognizedChainError = named('UnrecognizedChainError', 4902, {
  key: 'providerUnrecognizedChain',
})
// EIP-5792 (wallet_sendCalls), 5700 to 5760.
export const UnsupportedCapabilityError = named('UnsupportedCapabilityError', 5700, {
  key: 'callsUnsupportedCapability',
})
export const UnsupportedChainIdError = named('UnsupportedChainIdError', 5710, {
  key: 'callsUnsupportedChain',
})
export const DuplicateIdError = named('DuplicateIdError', 5720, { key: 'callsDuplicateId' })
export const UnknownBundleIdError = named('UnknownBundleIdError', 5730, {
  key: 'callsUnknownBundle',
})
export const BundleTooLargeError = named('BundleTooLargeError', 5740, {
  key: 'callsBundleTooLarge',
})
export const AtomicReadyWalletRejectedUpgradeError = named(
  'AtomicReadyWalletRejectedUpgradeError',
  5750,
  { key: 'callsUpgradeRejected' },
)
export const AtomicityNotSupportedError = named('AtomicityNotSupportedError', 5760, {
  key: 'callsAtomicityNotSupported',
})

/** Every named code, for lookups and the table test. */
export const RPC_ERROR_CLASSES: readonly RpcErrorClass[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  UnrecognizedChainError,
  UnsupportedCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]

const byCode = new Map(RPC_ERROR_CLASSES.map((errorClass) => [errorClass.code, errorClass]))

/** The named error for a JSON-RPC or provider code, or undefined for a code SPEC §8 does not name. */
export function rpcErrorForCode(
  code: number,
  parameters: BaseErrorParameters = {},
): RpcCodeError | undefined {
  const errorClass = byCode.get(code)
  return errorClass ? new errorClass(parameters) : undefined
}

/**
 * SPEC §8's wallet chain codes, verbatim: 4902 an unrecognised chain, 5000 the default, and 32603 (positive,
 * as some wallets answer) an invalid chain id.
 */
export const WALLET_CHAIN_CODES = {
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
} as const
