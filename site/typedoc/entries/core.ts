/**
 * createFoyer, the actions, state, errors, formatting and the adapter interface.
 *
 * @module @foyer/core
 */
export * from '../../../packages/core/src/exports/index.js'
