import { isEmail } from '@foyer/core/api'
import { SocialLoginError } from './errors.js'
import type { ProviderSettings } from './providers.js'

/** Who the provider says the visitor is. */
export type ProviderIdentity = {
  subject: string
  userName: string | null
  email: string | null
  emailVerified: boolean
}

/** A dotted path into a claims object (`data.username`). */
function read(claims: Record<string, unknown>, path: string): unknown {
  let value: unknown = claims
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const MAX_NAME = 128

/** The identity in a provider's claims (ID token or user API), read the way its settings say. */
export function identityFrom(
  claims: Record<string, unknown>,
  settings: ProviderSettings,
): ProviderIdentity {
  const rawSubject = read(claims, settings.subjectClaim)
  const subject =
    typeof rawSubject === 'number' && Number.isSafeInteger(rawSubject)
      ? String(rawSubject)
      : rawSubject
  if (typeof subject !== 'string' || subject.length === 0 || subject.length > 255)
    throw new SocialLoginError('rejected', `no usable ${settings.subjectClaim} in the claims`)
  const userName =
    settings.userNameClaims
      .map((path) => read(claims, path))
      .find((value): value is string => typeof value === 'string' && value.trim().length > 0)
      ?.trim()
      .slice(0, MAX_NAME) ?? null
  const rawEmail = settings.emailClaim ? read(claims, settings.emailClaim) : undefined
  const email = typeof rawEmail === 'string' && isEmail(rawEmail) ? rawEmail.toLowerCase() : null
  const verified =
    settings.emailVerifiedClaim === true ||
    (settings.emailVerifiedClaim !== undefined &&
      // Some providers send the flag as a string.
      [true, 'true'].includes(read(claims, settings.emailVerifiedClaim) as never))
  return { subject, userName, email, emailVerified: email !== null && verified }
}
