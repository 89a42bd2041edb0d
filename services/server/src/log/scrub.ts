// What a log line must not carry: provider keys in RPC URLs (a query string, a userinfo, a key as a path
// segment), bearer and basic credentials, and the values of the secrets the process was given. Services log
// errors whole (a viem error's text names the URL it called), so every error line goes through here.

/** Environment variables whose value is a secret, by name: keys, tokens, peppers, passwords, URLs with credentials. */
const SECRET_NAME = /KEY|SECRET|TOKEN|PEPPER|PASSWORD|DATABASE_URL|SMTP_URL/

/** Shorter values are not looked for: they would match ordinary words and numbers. */
const MIN_SECRET_LENGTH = 8

/** A URL with a scheme and an authority, up to the first character that cannot be in one. */
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()[\]{}\\]+/gi

/**
 * A path segment that looks like an API key (Alchemy's `/v2/<key>`, Infura's `/v3/<key>`): 20 or more
 * letters, digits, `-` or `_`, with both letters and digits.
 */
const KEY_SEGMENT = /^(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}$/

/** `Bearer <token>`, `Basic <credentials>`, and `Authorization: <anything>` up to the line's end. */
const CREDENTIALS = [
  [/\b(Authorization["']?\s*[:=]\s*["']?)[^\s"',}]+(?:\s+[^\s"',}]+)?/gi, '$1[redacted]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, '$1 [redacted]'],
] as const

/** The values of the secrets in `env` (by their variables' names), longest first. */
export function secretValues(env: NodeJS.ProcessEnv = process.env): string[] {
  return Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        SECRET_NAME.test(entry[0]) && (entry[1]?.length ?? 0) >= MIN_SECRET_LENGTH,
    )
    .map(([, value]) => value)
    .sort((a, b) => b.length - a.length)
}

/** One URL without what authenticates it: userinfo and query string replaced, key-like path segments too. */
function scrubUrl(text: string): string {
  // Trailing punctuation belongs to the sentence, not to the URL.
  const trailing = text.match(/[.,;:!?]+$/)?.[0] ?? ''
  const candidate = text.slice(0, text.length - trailing.length)
  if (!URL.canParse(candidate)) return text
  const url = new URL(candidate)
  const hadCredentials = url.username !== '' || url.password !== ''
  const path = url.pathname
    .split('/')
    .map((segment) => (KEY_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/')
  const authority = `${url.protocol}//${hadCredentials ? '[redacted]@' : ''}${url.host}`
  const query = url.search ? '?[redacted]' : ''
  const hash = url.hash ? '#[redacted]' : ''
  // URL normalises an empty path to '/': keep the text as it was written when it had none.
  const shownPath = path === '/' && !/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\//i.test(candidate) ? '' : path
  return `${authority}${shownPath}${query}${hash}${trailing}`
}

/**
 * `text` fit for a log: URLs lose their query strings, userinfo and key-like path segments, credentials
 * after `Bearer`, `Basic` or `Authorization` are replaced, and so is any value of a secret in `env`.
 */
export function scrubText(text: string, env: NodeJS.ProcessEnv = process.env): string {
  let scrubbed = text
  // Secrets first: a secret that is itself a URL (DATABASE_URL) is then gone whole.
  for (const secret of secretValues(env)) scrubbed = scrubbed.split(secret).join('[redacted]')
  scrubbed = scrubbed.replace(URL_PATTERN, scrubUrl)
  for (const [pattern, replacement] of CREDENTIALS)
    scrubbed = scrubbed.replace(pattern, replacement)
  return scrubbed
}
