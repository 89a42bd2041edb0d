// @foyer/embedded/smart-account: FoyerAccount (ERC-4337 v0.7 with session keys) as a viem smart account, and
// the calls that manage its session keys. Use it with viem's bundler client (viem/account-abstraction).
export { foyerAccountAbi, foyerAccountFactoryAbi } from '../smartAccount/foyerAccountAbi.js'
export {
  type FoyerAccountRef,
  grantSessionCall,
  readSession,
  revokeSessionCall,
  type Session,
  type SessionGrant,
} from '../smartAccount/sessionCalls.js'
export {
  type FoyerSmartAccount,
  type FoyerSmartAccountImplementation,
  type ToFoyerSmartAccountParameters,
  toFoyerSmartAccount,
} from '../smartAccount/toFoyerSmartAccount.js'
