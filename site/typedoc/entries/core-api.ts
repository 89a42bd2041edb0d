/**
 * The data service's client and response schemas, shared by the client and the services.
 *
 * @module @foyer/core/api
 */
export * from '../../../packages/core/src/exports/api.js'
