/**
 * The modal, Foyer's buttons and the hooks, for React hosts.
 *
 * @module @foyer/react
 */
export * from '../../../packages/react/src/exports/index.js'
