import type { OnrampOptions } from '../api/schemas.js'
import { OnrampError } from '../errors/onramp.js'
import { onrampApi } from '../onramp/onrampApi.js'
import type { FoyerContext } from '../types/instance.js'

/** None today: an object, so that a parameter can be added without breaking a caller. */
export type GetOnrampOptionsParameters = Record<string, never>
export type GetOnrampOptionsReturnType = OnrampOptions
/** 'onrampUnavailable' (no services, or they failed) or 'onrampRestricted' (SPEC §9's time zones). */
export type GetOnrampOptionsErrorType = OnrampError

/** What can be bought, with what, and through whom (SPEC §3 'Onramp options'). */
export async function getOnrampOptions(
  foyer: FoyerContext,
  _parameters: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  const client = onrampApi(foyer)
  try {
    return await client.request('/v1/onramp/options', 'onrampOptions')
  } catch (cause) {
    throw new OnrampError({ key: 'onrampUnavailable' }, cause)
  }
}
