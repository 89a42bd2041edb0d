import { readCaipAccountId } from '@foyer/core/caip'
import { useSwapTokens } from '../../hooks/useSwapTokens.js'
import { useAccountTokens } from '../../hooks/useTokenBalances.js'

/** What the modal knows of a token: enough to write an amount of it in its units, with its icon. */
export type KnownToken = { symbol: string; decimals: number; icon: string | undefined }

/**
 * A token as the modal can name it (a permission's, an approval's): from the account's balances, else from
 * the network's token list (the swap service's: the token need not be held). Undefined when neither knows it.
 */
export function useKnownToken(address: string | undefined): KnownToken | undefined {
  const { tokens } = useAccountTokens()
  const listed = useSwapTokens().data
  const wanted = address?.toLowerCase()
  if (!wanted) return undefined
  const held = tokens.find((token) => token.sendToken.address?.toLowerCase() === wanted)
  if (held) return { symbol: held.symbol, decimals: held.sendToken.decimals, icon: held.iconUrl }
  // The list names tokens in CAIP-10 (eip155:1:0x…).
  const known = listed?.find(
    (token) => readCaipAccountId(token.address)?.address.toLowerCase() === wanted,
  )
  return known
    ? { symbol: known.symbol, decimals: known.decimals, icon: known.logoUri || undefined }
    : undefined
}
