/**
 * Reown AppKit's React entry on Foyer: createAppKit and the useAppKit* hooks, for hosts migrating from AppKit.
 *
 * @module @foyer/appkit/react
 */
export * from '../../../packages/appkit/src/exports/react.js'
