import { parseCaipNetworkId } from '@foyer/core/caip'
import { formatUnits, parseUnits } from 'viem'
import { parseFraction } from '../money.js'
import {
  type OnrampProvider,
  ProviderRefusedError,
  type PurchaseChoice,
  type PurchaseSize,
} from '../providers.js'
import type { SandboxSettings } from '../settings.js'
import {
  priceByTotal,
  SANDBOX_NETWORK_FEE_CENTS,
  type SandboxPrice,
  totalForUnits,
} from './pricing.js'

/** The sandbox checkout page's path for a purchase's secret token. */
export const checkoutPath = (token: string) => `/onramp/sandbox/checkout/${token}`

/**
 * The local sandbox provider (a stand-in for a real one, never deployed to take money): fixed prices
 * (pricing.ts), a checkout page served by this service (checkoutRoutes.ts) that takes test cards and a
 * pretend bank transfer, and tokens paid from a devnet treasury (treasury.ts).
 */
export function sandboxProvider(settings: SandboxSettings, publicUrl: string): OnrampProvider {
  const priceOf = (choice: PurchaseChoice): SandboxPrice => {
    const tokenUsd = parseFraction(settings.prices[choice.token.id] ?? '')
    const fiatUsd = parseFraction(settings.fiatRates[choice.paymentCurrency] ?? '')
    // The catalogue asked sells() and refusal() first; a price of 0 is a configuration the check refused.
    if (!tokenUsd?.numerator || !fiatUsd?.numerator)
      throw new ProviderRefusedError(`The sandbox has no price for ${choice.token.symbol}`)
    const { namespace } = parseCaipNetworkId(choice.offer.chainId)
    return {
      tokenUsd,
      fiatUsd,
      decimals: choice.offer.decimals,
      networkFeeCents: SANDBOX_NETWORK_FEE_CENTS[namespace] ?? 0n,
    }
  }
  return {
    id: 'sandbox',
    name: 'Foyer Sandbox',
    paymentMethods: ['CARD', 'BANK_ACCOUNT'],
    sells: (token) => Boolean(parseFraction(settings.prices[token.id] ?? '')?.numerator),
    refusal: (currency) =>
      parseFraction(settings.fiatRates[currency] ?? '')?.numerator
        ? undefined
        : `The sandbox does not take ${currency}: it takes ${Object.keys(settings.fiatRates).join(', ')}`,
    async quote(choice: PurchaseChoice, size: PurchaseSize) {
      const price = priceOf(choice)
      // A token amount asked for is delivered exactly (Pay needs the exact amount): the visitor pays the
      // smallest total, to the cent, that covers it and the fees.
      const wanted =
        'tokenAmount' in size ? parseUnits(size.tokenAmount, choice.offer.decimals) : undefined
      const total = 'totalCents' in size ? size.totalCents : totalForUnits(wanted as bigint, price)
      const amounts = priceByTotal(total, price)
      if (!amounts) throw new ProviderRefusedError('The amount does not cover the sandbox’s fees')
      return {
        totalCents: amounts.totalCents,
        feeCents: amounts.feeCents,
        networkFeeCents: amounts.networkFeeCents,
        subtotalCents: amounts.subtotalCents,
        purchaseAmount: formatUnits(wanted ?? amounts.purchaseUnits, choice.offer.decimals),
      }
    },
    ownCheckoutPage: true,
    checkoutUrl: ({ checkoutToken }) =>
      `${publicUrl.replace(/\/+$/, '')}${checkoutPath(checkoutToken)}`,
  }
}
