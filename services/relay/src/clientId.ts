/**
 * The connecting client's id: the `iss` of the auth JWT it puts in the URL (`did:key:z6Mk…`, its relay
 * key). The SDKs derive subscription ids from it (sha256 of topic + client id), so the relay must too.
 * The signature is not checked: this is a development stand-in on loopback, and anyone may connect to the
 * public relay with a key of their own making anyway.
 */
export function clientIdFromUrl(url: string): string | undefined {
  const auth = new URL(url, 'ws://relay.local').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      iss?: unknown
    }
    return typeof claims.iss === 'string' && claims.iss.length <= 256 ? claims.iss : undefined
  } catch {
    return undefined
  }
}
