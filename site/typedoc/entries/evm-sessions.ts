/**
 * Acting within a permission the visitor granted (smart sessions), from the host's own session key.
 *
 * @module @foyer/evm/sessions
 */
export * from '../../../packages/evm/src/exports/sessions.js'
