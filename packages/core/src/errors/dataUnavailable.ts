// The data service's failures the account's tabs meet (token balances, activity, NFTs): a module of their own,
// so that they load with those reads rather than with the page (errors/data.ts holds the one the page needs).
import { BaseError } from './base.js'

/** Token balances are not available (service failure, unsupported network, or the 30 s block; SPEC §4, §8). */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(cause?: unknown) {
    super({ key: 'tokenBalanceUnavailable' }, { cause, code: 'TOKEN_BALANCE_UNAVAILABLE' })
  }
}

/** The transaction history could not be fetched (SPEC §8 'Failed to fetch transactions'). */
export class ActivityUnavailableError extends BaseError {
  override name = 'ActivityUnavailableError'
  constructor(cause?: unknown) {
    super({ key: 'failedToFetchTransactions' }, { cause, code: 'ACTIVITY_UNAVAILABLE' })
  }
}

/** The account's NFTs could not be fetched. */
export class NftsUnavailableError extends BaseError {
  override name = 'NftsUnavailableError'
  constructor(cause?: unknown) {
    super({ key: 'failedToFetchNfts' }, { cause, code: 'NFTS_UNAVAILABLE' })
  }
}
