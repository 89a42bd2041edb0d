import { ApiError, signSponsorshipToken, sponsorshipPrivateKey } from '@foyer/server'
import type { Session } from '../sessions/sessions.js'

/**
 * How long a sponsorship token is good for. Short: it is a bearer credential for the operator's paymaster
 * budget, so one copied out of a frame is worth little; the frame asks for another as it runs out.
 */
export const SPONSORSHIP_TOKEN_TTL_MS = 10 * 60_000

/**
 * Issues sponsorship tokens (issue 37) to signed-in embedded-wallet sessions: the data service's paymaster
 * endpoint sponsors the user operations of the wallet's own smart accounts in the session's project, and
 * nothing else. `seed` is FOYER_AUTH_SPONSORSHIP_KEY's; without it the service issues none and says so.
 */
export function sponsorshipIssuer(seed: Buffer | undefined) {
  const privateKey = seed && sponsorshipPrivateKey(seed.toString('hex'))
  return (session: Session, now: number): { token: string; expiresAt: number } => {
    if (!privateKey) throw new ApiError(404, 'NO_SPONSORSHIP', 'This service does not sponsor gas')
    if (!session.address) throw new ApiError(409, 'NO_WALLET', 'This account has no wallet yet')
    const expiresAt = Math.floor((now + SPONSORSHIP_TOKEN_TTL_MS) / 1000)
    const token = signSponsorshipToken(privateKey, {
      project: session.projectId,
      owner: session.address,
      expiresAt,
    })
    return { token, expiresAt }
  }
}
