import { SiweMessageError, SiwxMessageError } from '../errors.js'
import {
  addressProblem,
  decimalChainIdProblem,
  referenceProblem,
  solanaAddressProblem,
} from './fieldRules.js'
import type { SiwxFamily } from './messageFields.js'

// The chain families a sign-in message is written for, and what differs between them.

export const headerSuffix = (family: SiwxFamily) =>
  ` wants you to sign in with your ${family} account:`

/** What differs between the families: the address, the chain id, and the error a departure throws. */
export type FamilyRules = {
  addressProblem(value: unknown): string | undefined
  /** The chain id as the message writes it (text). */
  chainIdProblem(value: unknown): string | undefined
  error(reason: string): SiwxMessageError
}

export const FAMILIES: Record<SiwxFamily, FamilyRules> = {
  Ethereum: {
    addressProblem,
    chainIdProblem: decimalChainIdProblem,
    error: (reason) => new SiweMessageError(reason),
  },
  Solana: {
    addressProblem: solanaAddressProblem,
    chainIdProblem: referenceProblem,
    error: (reason) => new SiwxMessageError(reason),
  },
}

export const FAMILY_NAMES = Object.keys(FAMILIES) as SiwxFamily[]

/** The family of `value`, or undefined when it names none: a name given from outside TypeScript is checked. */
export function familyRules(value: unknown): FamilyRules | undefined {
  return typeof value === 'string' && Object.hasOwn(FAMILIES, value)
    ? FAMILIES[value as SiwxFamily]
    : undefined
}
