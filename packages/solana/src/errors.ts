import { BaseError } from '@foyer/core'

/** The transaction's blockhash expired before it reached the cluster (the visitor took too long, or it is busy). */
export class BlockhashExpiredError extends BaseError {
  override name = 'BlockhashExpiredError'
  constructor(cause: unknown) {
    super('The network moved on before the transaction was sent. Try again.', {
      code: 'BLOCKHASH_EXPIRED',
      cause,
    })
  }
}

/** The cluster's RPC did not answer (down, unreachable, or refusing the connection). */
export class ClusterUnavailableError extends BaseError {
  override name = 'ClusterUnavailableError'
  constructor(cause: unknown) {
    super('The Solana network could not be reached. Try again in a moment.', {
      code: 'CHAIN_UNAVAILABLE',
      cause,
    })
  }
}

const textOf = (error: unknown): string => {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if (current instanceof Error) parts.push(current.message)
    current = (current as { cause?: unknown }).cause
  }
  return parts.join(' | ')
}

/**
 * What a failed Solana request means for the visitor: an expired blockhash and an unreachable cluster get
 * sentences of their own; anything else (a refusal in the wallet, a program error) is passed on as it is.
 */
export function toSolanaError(error: unknown): unknown {
  if (error instanceof BaseError) return error
  const text = textOf(error)
  if (/blockhash not found|block height exceeded|BlockhashNotFound/i.test(text))
    return new BlockhashExpiredError(error)
  if (/fetch failed|failed to fetch|ECONNREFUSED|HTTP error \(5\d\d\)|network ?error/i.test(text))
    return new ClusterUnavailableError(error)
  return error
}
