/**
 * The `error.data.reason` of the data service's JSON-RPC refusal (4100) of a sponsorship token that was valid
 * and has expired: the embedded wallet's frame then asks the auth service for a new token and tries once more.
 */
export const SPONSORSHIP_TOKEN_EXPIRED = 'SPONSORSHIP_TOKEN_EXPIRED'
