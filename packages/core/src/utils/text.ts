/**
 * Whether decoded bytes are not text a person can read: control characters other than tab and line ends,
 * or the replacement character of bytes that did not decode. Signing views then show the bytes instead.
 */
export function looksBinary(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd)
      return true
  }
  return false
}
