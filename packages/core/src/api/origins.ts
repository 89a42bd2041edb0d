/**
 * True when `origin` is among `allowedOrigins`: exact match, or a pattern where `*` stands for one host
 * label or a port (`https://*.example.com`, `http://127.0.0.1:*`). Shared by the services and the client.
 */
export function isOriginAllowed(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.some((allowed) => {
    if (allowed === origin) return true
    if (!allowed.includes('*')) return false
    const pattern = allowed
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[^./:]+')
    return new RegExp(`^${pattern}$`).test(origin)
  })
}
