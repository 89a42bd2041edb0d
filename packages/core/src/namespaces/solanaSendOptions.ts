/**
 * SPEC §3's preflight commitments for Solana's signAndSendTransaction; the old names are the validator's
 * aliases of the three that remain (what the Wallet Standard and today's RPC take).
 */
export const SOLANA_PREFLIGHT_COMMITMENTS = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const

/** Options of signAndSendTransaction as SPEC §3 lists them. */
export type SolanaSendOptions = {
  skipPreflight?: boolean | undefined
  preflightCommitment?: string | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** The options with the commitment mapped to one of the three that remain. */
export type CheckedSolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/**
 * Checks SPEC §3's signAndSendTransaction options (the Solana adapter's provider and the embedded wallet's
 * frame apply the same rule): the options, or what is wrong with them. Unknown fields are refused.
 */
export function checkSolanaSendOptions(
  options: unknown = {},
): { options: CheckedSolanaSendOptions } | { problem: string } {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return { problem: 'options must be an object' }
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot, ...rest } =
    options as SolanaSendOptions
  const unknown = Object.keys(rest)
  if (unknown.length) return { problem: `unknown option ${unknown[0]}` }
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean')
    return { problem: 'skipPreflight must be true or false' }
  if (
    preflightCommitment !== undefined &&
    (typeof preflightCommitment !== 'string' ||
      !Object.hasOwn(SOLANA_PREFLIGHT_COMMITMENTS, preflightCommitment))
  )
    return {
      problem: `preflightCommitment must be one of ${Object.keys(SOLANA_PREFLIGHT_COMMITMENTS).join(', ')}`,
    }
  if (maxRetries !== undefined && !isCount(maxRetries))
    return { problem: 'maxRetries must be a whole number, 0 or more' }
  if (minContextSlot !== undefined && !isCount(minContextSlot))
    return { problem: 'minContextSlot must be a whole number, 0 or more' }
  return {
    options: {
      ...(skipPreflight === undefined ? {} : { skipPreflight }),
      ...(preflightCommitment === undefined
        ? {}
        : {
            preflightCommitment:
              SOLANA_PREFLIGHT_COMMITMENTS[
                preflightCommitment as keyof typeof SOLANA_PREFLIGHT_COMMITMENTS
              ],
          }),
      ...(maxRetries === undefined ? {} : { maxRetries }),
      ...(minContextSlot === undefined ? {} : { minContextSlot }),
    },
  }
}
