/**
 * Sign-in with the wallet (SIWX): CAIP-122 / EIP-4361 messages, messengers and createSiwx.
 *
 * @module @foyer/core/siwx
 */
export * from '../../../packages/core/src/exports/siwx.js'
