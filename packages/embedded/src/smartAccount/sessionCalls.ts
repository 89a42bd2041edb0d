import {
  type Account,
  type Address,
  type Chain,
  type Client,
  encodeFunctionData,
  type Hex,
  type Transport,
  zeroAddress,
} from 'viem'
import { readContract } from 'viem/actions'
import { foyerAccountAbi } from './foyerAccountAbi.js'

/** A FoyerAccount: its address, or anything that has one (such as a FoyerSmartAccount). */
export type FoyerAccountRef = Address | { address: Address }

/** A session key's permission on a FoyerAccount. */
export type SessionGrant = {
  /** The session key's address. */
  key: Address
  /** The one token it may transfer. */
  token: Address
  /** How much of it, in the token's smallest units, over the whole session. */
  allowance: bigint
  /** Unix time (seconds) after which its operations are refused; 0 for no end. */
  validUntil: number
  /**
   * The most its operations may cost in gas fees, in wei, over the whole session, whoever pays: each operation
   * counts its maximum cost (all its gas limits times maxFeePerGas) when validated.
   */
  feeAllowance: bigint
  /** The one paymaster its operations may name; left out, none (the account pays its gas). */
  paymaster?: Address | undefined
}

/** A session as the account stores it (`paymaster` zero: none allowed). */
export type Session = Omit<SessionGrant, 'key' | 'paymaster'> & {
  paymaster: Address
  spent: bigint
  feeSpent: bigint
  active: boolean
}

const addressOf = (account: FoyerAccountRef): Address =>
  typeof account === 'string' ? account : account.address

/**
 * The call by which the account grants a session key (send it as one of the owner's calls, e.g. in a user
 * operation). Granting a key again replaces its session and starts its spending from zero.
 */
export function grantSessionCall(
  account: FoyerAccountRef,
  grant: SessionGrant,
): { to: Address; data: Hex } {
  return {
    to: addressOf(account),
    data: encodeFunctionData({
      abi: foyerAccountAbi,
      functionName: 'grantSession',
      args: [
        grant.key,
        grant.token,
        grant.allowance,
        grant.validUntil,
        grant.paymaster ?? zeroAddress,
        grant.feeAllowance,
      ],
    }),
  }
}

/** The call by which the account ends a session key's session. */
export function revokeSessionCall(
  account: FoyerAccountRef,
  key: Address,
): { to: Address; data: Hex } {
  return {
    to: addressOf(account),
    data: encodeFunctionData({ abi: foyerAccountAbi, functionName: 'revokeSession', args: [key] }),
  }
}

/** Reads `key`'s session on the account (all zero and inactive when it never had one). */
export async function readSession(
  client: Client<Transport, Chain | undefined, Account | undefined>,
  account: FoyerAccountRef,
  key: Address,
): Promise<Session> {
  const [token, allowance, spent, validUntil, active, paymaster, feeAllowance, feeSpent] =
    await readContract(client, {
      address: addressOf(account),
      abi: foyerAccountAbi,
      functionName: 'sessions',
      args: [key],
    })
  return { token, allowance, spent, validUntil, active, paymaster, feeAllowance, feeSpent }
}
