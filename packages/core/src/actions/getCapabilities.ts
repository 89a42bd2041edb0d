import { callsAdapter } from '../calls/callsAdapter.js'
import type { BaseError } from '../errors/base.js'
import type { CallsNotSupportedError } from '../errors/calls.js'
import type { NotConnectedError } from '../errors/connection.js'
import { toWalletError } from '../errors/toWalletError.js'
import type { Namespace } from '../types/caip.js'
import type { FoyerContext } from '../types/instance.js'

export type GetCapabilitiesParameters = {
  /** Defaults to the active namespace. */
  namespace?: Namespace | undefined
}
/** The wallet's answer for the connected network, as EIP-5792 words it (e.g. `atomic`, `paymasterService`). */
export type GetCapabilitiesReturnType = Record<string, unknown>
export type GetCapabilitiesErrorType = CallsNotSupportedError | NotConnectedError | BaseError

/** What the connected wallet says it can do on its network (EIP-5792 wallet_getCapabilities). */
export async function getCapabilities(
  foyer: FoyerContext,
  { namespace }: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const { adapter, network } = callsAdapter(foyer, namespace)
  try {
    return await adapter.getCapabilities({ network })
  } catch (cause) {
    throw toWalletError(cause)
  }
}
