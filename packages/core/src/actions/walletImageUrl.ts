import type { FoyerContext } from '../types/instance.js'

export type WalletImageUrlReturnType = string | undefined
/** It does not throw. */
export type WalletImageUrlErrorType = never

/** The arguments after the instance. */
export type WalletImageUrlParameters = [imageId: string]

/** The URL of a wallet's image, for `<img src>`; undefined without the service. */
export function walletImageUrl(foyer: FoyerContext, imageId: string): string | undefined {
  return foyer.api?.url(`/getWalletImage/${encodeURIComponent(imageId)}`)
}
