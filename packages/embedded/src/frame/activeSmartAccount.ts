import { FrameRequestError } from './frameRequestError.js'
import type { SmartAccounts } from './smartAccounts.js'

/** The smart account that is the active account on a chain, and what the frame can do with it. */
export type ActiveSmartAccount = { address: `0x${string}`; accounts: SmartAccounts }

/** A request's parameters the smart account cannot serve (-32602). */
export const invalid = (message: string) => new FrameRequestError(message, -32602)

/** Refuses a request that names another signer than the smart account. */
export function checkSigner(address: `0x${string}`, candidate: unknown): void {
  if (typeof candidate !== 'string' || candidate.toLowerCase() !== address.toLowerCase())
    throw invalid('The request names another account than the embedded wallet’s')
}
