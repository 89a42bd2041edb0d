// Apart from connectList.ts: connecting (on every host's first load) needs only this, the Connect view's
// list building (in the modal's chunk) all the rest.

/** Puts `id` first among recent wallets, keeping at most `limit`. */
export function rememberRecentWallet(
  recent: readonly string[],
  id: string,
  limit: number,
): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, limit)
}
