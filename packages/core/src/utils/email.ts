/** At most 254 characters in all (RFC 5321's path limit less the brackets), 64 before the @. */
const EMAIL_MAX_LENGTH = 254
const LOCAL_PART_MAX_LENGTH = 64
// A practical address, not RFC 5322's every corner: an unquoted local part, and a domain of LDH labels
// with a top-level name of letters. What a mail server accepts from a login form.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/**
 * A valid e-mail address for the embedded wallet's login and e-mail change (SPEC §5). The client, the
 * frame and the auth service check with this same rule.
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false
  const at = value.lastIndexOf('@')
  if (at < 1 || at > LOCAL_PART_MAX_LENGTH) return false
  const local = value.slice(0, at)
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return EMAIL.test(value)
}
