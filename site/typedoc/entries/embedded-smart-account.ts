/**
 * FoyerAccount (ERC-4337 v0.7 with session keys) as a viem smart account, and its session calls.
 *
 * @module @foyer/embedded/smart-account
 */
export * from '../../../packages/embedded/src/exports/smartAccount.js'
