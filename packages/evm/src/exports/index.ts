// The public API of @foyer/evm. Named re-exports only.

export { toCaipNetwork } from '../caipNetwork.js'
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from '../createEvmAdapter.js'
