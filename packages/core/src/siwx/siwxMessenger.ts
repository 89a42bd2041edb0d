import { signInFamily } from '../namespaces/supports.js'
import { createFamilyMessenger, type SiwxMessengerParameters } from './eip4361Messenger.js'
import type { SiwxMessenger } from './types.js'

/**
 * Makes the sign-in messages a SIWX config asks the wallet to sign, in the CAIP-122 family of the account's
 * namespace (the namespace table's `signIn`): EIP-4361 (Sign-In with Ethereum) for EVM accounts, CAIP-122's
 * Solana flavour for Solana accounts. A namespace Foyer cannot sign in on fails (SiwxMessageError).
 */
export function createSiwxMessenger(parameters: SiwxMessengerParameters): SiwxMessenger {
  return createFamilyMessenger(parameters, signInFamily)
}

/**
 * `createSiwxMessenger` under its first name: it wrote EIP-4361 messages for EVM accounts only, and now
 * writes each account's family.
 */
export const createEip4361Messenger: typeof createSiwxMessenger = createSiwxMessenger
