// An origin as a CSP source: scheme, host (optionally `*.` first) and port (optionally `*`). The data
// service's patterns (`https://*.example.com`, `http://127.0.0.1:*`) are written the same way; anything
// else (a stray `;` or space would add a directive) is left out of the header.
const CSP_ORIGIN = /^https?:\/\/(\*\.)?([A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(:(\d{1,5}|\*))?$/

/** The origins that can be written into a CSP header as they are. */
export function cspOrigins(origins: readonly string[]): string[] {
  return [...new Set(origins.filter((origin) => CSP_ORIGIN.test(origin)))]
}

/**
 * The frame page's Content-Security-Policy: its own scripts and styles only, requests to itself, to the
 * chains' (and Solana clusters') RPC endpoints and to `endpoints` (bundlers, paymasters, the data service), no
 * forms, no <base>, and framed only by the project's allowed origins ('none' when it has none).
 */
export function frameCsp(
  allowedOrigins: readonly string[],
  chains: readonly { rpcUrl: string }[],
  endpoints: readonly string[] = [],
): string {
  const rpc = cspOrigins(
    [...chains.map((chain) => chain.rpcUrl), ...endpoints].map((url) => new URL(url).origin),
  )
  const ancestors = cspOrigins(allowedOrigins)
  return [
    "default-src 'none'",
    "script-src 'self'",
    ["connect-src 'self'", ...rpc].join(' '),
    "style-src 'self'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}
