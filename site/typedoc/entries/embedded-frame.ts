/**
 * The runtime of the page inside the embedded wallet's iframe (served by the auth service).
 *
 * @module @foyer/embedded/frame
 */
export * from '../../../packages/embedded/src/exports/frame.js'
