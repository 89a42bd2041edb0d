/** A new address at each call (`${prefix}1@example.com`, `${prefix}2@…`), so no two tests share an account. */
export function freshEmails(prefix: string): () => string {
  let counter = 0
  return () => `${prefix}${++counter}@example.com`
}
