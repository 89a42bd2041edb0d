/**
 * CAIP ids: CAIP-2 network ids, CAIP-10 account ids and CAIP-19 asset ids, parsed and formatted.
 *
 * @module @foyer/core/caip
 */
export * from '../../../packages/core/src/exports/caip.js'
