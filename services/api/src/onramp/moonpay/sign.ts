import { createHmac, timingSafeEqual } from 'node:crypto'

// MoonPay's widget URL signing, as its documentation describes it ("URL signing",
// https://dev.moonpay.com/widget/on-ramp/customization/url-signing): an HMAC with SHA-256, keyed with the
// secret API key, over the URL's original query string (from the '?' on, as `new URL(url).search` gives it),
// base64-encoded, then appended URL-encoded as the last parameter, `signature`. Every parameter value is
// URL-encoded before signing. The key never leaves these functions.

/** The signature of a widget URL (base64, not yet URL-encoded). */
export function moonPaySignature(url: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
}

/** The URL with its signature appended as the last parameter, URL-encoded. */
export function signMoonPayUrl(url: string, secretKey: string): string {
  return `${url}&signature=${encodeURIComponent(moonPaySignature(url, secretKey))}`
}

/** A widget URL with its parameters in order, each value URL-encoded (what the signature covers). */
export function moonPayWidgetUrl(base: string, parameters: readonly [string, string][]): string {
  const query = parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')
  return `${base}?${query}`
}

/**
 * Whether a signed URL's `signature` (its last parameter) is the one the key gives for the rest of the
 * query, compared in constant time (as MoonPay's SDK's isSignatureValid checks a URL).
 */
export function isMoonPaySignatureValid(signedUrl: string, secretKey: string): boolean {
  const at = signedUrl.lastIndexOf('&signature=')
  if (at < 0) return false
  let given: Buffer
  try {
    given = Buffer.from(decodeURIComponent(signedUrl.slice(at + '&signature='.length)), 'base64')
  } catch {
    return false
  }
  const expected = Buffer.from(moonPaySignature(signedUrl.slice(0, at), secretKey), 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
