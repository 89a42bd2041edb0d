import type { ServiceConfig } from '../config.js'
import type { Catalogue } from './catalogue.js'
import { moonPayProvider } from './moonpay/provider.js'
import type { OnrampProvider } from './providers.js'
import { sandboxProvider } from './sandbox/provider.js'
import { sandboxTreasury, type Treasury } from './sandbox/treasury.js'

/** The onramp as one app instance runs it: what it sells and through whom, and the sandbox's treasury. */
export type OnrampService = { catalogue: Catalogue; treasury: Treasury | undefined }

/**
 * Builds the onramp from the configuration: a provider for each one configured (the sandbox, MoonPay), the
 * served networks' names, and the sandbox's treasury on the served networks it may pay out on.
 */
export function createOnrampService(
  config: ServiceConfig,
  fetchFn: typeof fetch = fetch,
): OnrampService {
  const onramp = config.onramp
  const providers: OnrampProvider[] = []
  if (onramp?.sandbox) providers.push(sandboxProvider(onramp.sandbox, config.publicUrl))
  if (onramp?.moonpay) providers.push(moonPayProvider(onramp.moonpay, fetchFn))
  const names = new Map<string, string>([
    ...config.chains.map((chain) => [`eip155:${chain.id}`, chain.name] as const),
    ...(config.solanaClusters ?? []).map(
      (cluster) => [`solana:${cluster.reference}`, cluster.name] as const,
    ),
  ])
  return {
    catalogue: {
      config: onramp ?? { purchaseCurrencies: [] },
      providers,
      networkName: (chainId) => names.get(chainId),
    },
    treasury: onramp?.sandbox
      ? sandboxTreasury(onramp.sandbox, config.chains, config.solanaClusters ?? [])
      : undefined,
  }
}
