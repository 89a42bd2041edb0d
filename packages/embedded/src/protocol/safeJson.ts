/** JSON.parse that answers undefined for text that is not JSON (a wallet's parameters come from anyone). */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
