import type { Nft } from '../api/schemas.js'
import type { BaseError } from '../errors/base.js'
import { ServiceNotConfiguredError } from '../errors/data.js'
import { NftsUnavailableError } from '../errors/dataUnavailable.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetAccountNftsParameters = {
  address: string
  caipNetworkId: CaipNetworkId
  /** The page after the one this cursor ended; the first page without it. */
  cursor?: string | undefined
}
export type GetAccountNftsReturnType = { items: Nft[]; next: string | undefined }
export type GetAccountNftsErrorType = NftsUnavailableError | BaseError

/**
 * One page of the NFTs an address holds on one network, newest first, spam left out, from the data service.
 * Each image is the service's checked copy, with the client parameters (`imageUrl` null: none kept).
 */
export async function getAccountNfts(
  foyer: FoyerContext,
  { address, caipNetworkId, cursor }: GetAccountNftsParameters,
): Promise<GetAccountNftsReturnType> {
  const api = foyer.api
  if (!api) throw new ServiceNotConfiguredError('NFTs')
  try {
    const page = await api.request(`/v1/account/${address}/nfts`, 'nfts', {
      query: { chainId: caipNetworkId, cursor },
    })
    return {
      items: page.data.map((nft) => ({
        ...nft,
        imageUrl: nft.imageUrl ? api.imageUrl(nft.imageUrl) : null,
      })),
      next: page.next ?? undefined,
    }
  } catch (cause) {
    throw new NftsUnavailableError(cause)
  }
}
