import { isCaipNetworkId, parseCaipNetworkId } from '@foyer/core/caip'
import { ApiError } from '@foyer/server'
import { isAddress as isSolanaAddress } from '@solana/kit'
import * as v from 'valibot'
import { getAddress, isAddress as isEvmAddress } from 'viem'
import { FIAT_AMOUNT, TOKEN_AMOUNT } from './money.js'

// The bodies of the onramp's requests and the checks of what they carry.

/** A network by CAIP-2 id ('eip155:8453') or by its name in GET /v1/onramp/options ('Base'). */
const network = v.pipe(
  v.string(),
  v.minLength(1, 'expected a network: a CAIP-2 id such as eip155:1 or its name'),
  v.maxLength(64, 'at most 64 characters'),
)
const name = (what: string) =>
  v.pipe(v.string(), v.minLength(1, `expected ${what}`), v.maxLength(64, 'at most 64 characters'))

/** What a quote and a checkout link may name beyond SPEC §7's fields; the catalogue fills what is left out. */
const choiceEntries = {
  provider: v.optional(name('a provider id')),
  paymentMethod: v.optional(name('a payment method')),
}

/** POST /v1/onramp/quote: SPEC §7's purchaseCurrency, paymentCurrency, amount, network. */
export const quoteBody = v.object({
  ...choiceEntries,
  purchaseCurrency: name('a purchase currency id'),
  paymentCurrency: name('a payment currency id'),
  network,
  amount: v.pipe(
    v.string(),
    v.regex(FIAT_AMOUNT, 'expected a decimal amount with at most two places, such as 100.00'),
  ),
})

/** The client's id of a checkout link: 1–49 letters, digits, '-' or '_'. */
export const PARTNER_USER_ID = /^[A-Za-z0-9_-]{1,49}$/

/** An amount given as a JSON number or a decimal string. */
const presetAmount = v.union([
  v.pipe(v.number(), v.finite(), v.minValue(0)),
  v.pipe(v.string(), v.maxLength(40)),
])

/**
 * POST /v1/generators/onrampurl: SPEC §7's (Coinbase's one-click-buy parameters), and optionally the choice
 * (token, payment currency, provider, method) and the quote it was priced by.
 */
export const checkoutLinkBody = v.object({
  ...choiceEntries,
  purchaseCurrency: v.optional(name('a purchase currency id')),
  paymentCurrency: v.optional(name('a payment currency id')),
  destinationWallets: v.pipe(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
        blockchains: v.optional(v.pipe(v.array(network), v.maxLength(16))),
        assets: v.optional(v.pipe(v.array(name('an asset id')), v.maxLength(32))),
      }),
    ),
    v.minLength(1, 'expected at least one destination wallet'),
    v.maxLength(16, 'at most 16 destination wallets'),
  ),
  defaultNetwork: network,
  partnerUserId: v.pipe(
    v.string(),
    v.regex(PARTNER_USER_ID, 'expected 1 to 49 letters, digits, - or _'),
  ),
  defaultExperience: v.picklist(['buy', 'send'], "expected 'buy' or 'send'"),
  presetCryptoAmount: v.optional(presetAmount),
  presetFiatAmount: v.optional(presetAmount),
  quoteId: v.optional(v.pipe(v.string(), v.maxLength(64))),
})
export type CheckoutLinkBody = v.InferOutput<typeof checkoutLinkBody>

/** A preset amount as a decimal string, or a 400 naming the field. */
export function presetText(
  value: number | string,
  field: 'presetFiatAmount' | 'presetCryptoAmount',
): string {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const pattern = field === 'presetFiatAmount' ? FIAT_AMOUNT : TOKEN_AMOUNT
  if (!pattern.test(text))
    throw new ApiError(
      400,
      'INVALID_INPUT',
      field === 'presetFiatAmount'
        ? 'Invalid presetFiatAmount: expected a positive amount with at most two decimal places'
        : 'Invalid presetCryptoAmount: expected a positive decimal amount',
    )
  return text
}

/**
 * The address as the network writes it (an EVM address checksummed), or a 400 saying what the network
 * expects: 0x and 40 hex digits (mixed case only with a valid checksum) for eip155, a base58 ed25519
 * public key for solana.
 */
export function destinationAddress(address: string, network: string): string {
  const namespace = isCaipNetworkId(network) ? parseCaipNetworkId(network).namespace : undefined
  if (namespace === 'eip155') {
    if (isEvmAddress(address)) return getAddress(address)
    throw new ApiError(
      400,
      'INVALID_ADDRESS',
      `Invalid destination address for ${network}: expected 0x and 40 hex digits (with a valid checksum when mixed case)`,
    )
  }
  if (namespace === 'solana') {
    if (isSolanaAddress(address)) return address
    throw new ApiError(
      400,
      'INVALID_ADDRESS',
      `Invalid destination address for ${network}: expected a Solana address (base58, 32 bytes)`,
    )
  }
  throw new ApiError(
    400,
    'UNSUPPORTED_NETWORK',
    `Onramp purchases go to eip155 or solana networks, not ${network}`,
  )
}
