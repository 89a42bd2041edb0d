/**
 * createFoyer, the actions, state, errors and formatting: what a host app reads.
 *
 * @module @foyer/core
 */
export * from '../../../packages/core/src/exports/index.js'
