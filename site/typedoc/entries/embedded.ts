/**
 * The host's side of the embedded wallet and the protocol both sides check messages against.
 *
 * @module @foyer/embedded
 */
export * from '../../../packages/embedded/src/exports/index.js'
