import type { Context } from 'hono'

/**
 * The client's address from the connection's remote address and its X-Forwarded-For header. By default the
 * connection's: a header can be forged by anyone. Behind proxies (FOYER_TRUST_PROXY=N, N proxies that each
 * append the address they saw to X-Forwarded-For), the N-th entry from the right: the address the outermost
 * trusted proxy saw, which the client cannot choose. Falls back to the connection when the header is shorter
 * than that.
 */
export function clientAddress(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trustProxyHops: number,
): string {
  if (trustProxyHops > 0) {
    const forwarded = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const entry = forwarded[forwarded.length - trustProxyHops]
    if (entry) return entry.slice(0, 64)
  }
  return remote ?? 'unknown'
}

/** The client's address of a Hono request on Node's server, for per-client rate limits (clientAddress). */
export function clientIp(c: Context, trustProxyHops: number): string {
  const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress
  return clientAddress(remote, c.req.header('x-forwarded-for'), trustProxyHops)
}
