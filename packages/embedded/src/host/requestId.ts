/** A request id: 16 random bytes as 32 hex characters, so ids cannot be guessed or collide. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
