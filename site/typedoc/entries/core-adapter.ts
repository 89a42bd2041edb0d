/**
 * What an adapter author implements and uses: the adapter interface, its capabilities, the connect flow,
 * the shared session hubs, approval requests and wallet-error classification.
 *
 * @module @foyer/core/adapter
 */
export * from '../../../packages/core/src/exports/adapter.js'
