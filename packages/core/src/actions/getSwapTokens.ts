import type { SwapToken } from '../api/convertSchemas.js'
import type { ApiRequestError } from '../errors/api.js'
import type { ServiceNotConfiguredError } from '../errors/data.js'
import type { SwapError } from '../errors/swap.js'
import { swapperOf } from '../swap/swapper.js'
import type { FoyerContext } from '../types/instance.js'

/** None today: an object, so that a parameter can be added without breaking a caller. */
export type GetSwapTokensParameters = Record<string, never>
export type GetSwapTokensReturnType = SwapToken[]
export type GetSwapTokensErrorType = SwapError | ServiceNotConfiguredError | ApiRequestError

/**
 * The tokens that can be swapped on the connected network (SPEC §7 `/v1/convert/tokens`): the coin first,
 * then each token a pool holds. On a network the service has no swaps for, its answer says 'Network not
 * supported for Swaps' with the networks it has.
 */
export async function getSwapTokens(
  foyer: FoyerContext,
  _parameters: GetSwapTokensParameters = {},
): Promise<GetSwapTokensReturnType> {
  const { api, network } = swapperOf(foyer)
  const { tokens } = await api.request('/v1/convert/tokens', 'swapTokens', {
    query: { chainId: network.caipNetworkId },
  })
  // Icons on the services need the client parameters to load (an <img> cannot send them otherwise).
  return tokens.map((token) => ({ ...token, logoUri: api.imageUrl(token.logoUri) }))
}
