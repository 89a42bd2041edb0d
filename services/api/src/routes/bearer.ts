/** The token of an `Authorization: Bearer …` header (printable ASCII, at most 1,024 characters), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer ([\x21-\x7e]{1,1024})$/)
  return match?.[1]
}
