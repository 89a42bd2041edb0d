import * as v from 'valibot'

// Answers of the swap calls (SPEC §7 `/v1/convert/*`). Amounts are integers in the token's smallest unit,
// as decimal strings (no float ever carries a balance); tokens are CAIP-10 (`eip155:1:0x…`), the chain's
// coin by the conventional 0xeeee…eeee address.

const integer = v.pipe(v.string(), v.regex(/^\d{1,78}$/))
const caipToken = v.pipe(v.string(), v.regex(/^eip155:\d{1,15}:0x[0-9a-fA-F]{40}$/))
const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const evmAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))

/**
 * The address wallets use for a chain's own coin; swap answers name the coin with it. The same as
 * constants.ts's, written here again: importing it would put constants.ts in the lazy schemas chunk's
 * reach and split it out of the host's entry (docs/decisions.md, "One eager file").
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** One token a swap can pay with or receive. */
export const swapTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  address: caipToken,
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(77)),
  logoUri: v.string(),
})
export type SwapToken = v.InferOutput<typeof swapTokenSchema>

/** GET /v1/convert/tokens */
export const convertTokensSchema = v.object({ tokens: v.array(swapTokenSchema) })

/** One quote: the best route the pools give now. */
export const swapQuoteSchema = v.object({
  fromAccount: caipToken,
  fromAmount: integer,
  toAccount: caipToken,
  toAmount: integer,
  /** The tokens the swap passes through, first to last (two for a direct pool, three with a hop). */
  route: v.array(caipToken),
  /** How far the pools' depth moves the price, in percent (the pools' 0.3% fee excluded). */
  priceImpact: v.number(),
  /** Gas a swap on this route typically uses, and its cost in the coin's smallest unit at the gas price. */
  gasLimit: integer,
  networkFee: v.nullable(integer),
})
export type SwapQuote = v.InferOutput<typeof swapQuoteSchema>

/** GET /v1/convert/quotes */
export const convertQuotesSchema = v.object({ quotes: v.array(swapQuoteSchema) })

/** GET /v1/convert/allowance: what `spender` (the router) may take of the user's token. */
export const convertAllowanceSchema = v.object({ allowance: integer, spender: evmAddress })

/** GET /v1/convert/gas-price, in wei. */
export const convertGasPriceSchema = v.object({
  standard: integer,
  fast: integer,
  instant: integer,
})
export type SwapGasPrice = v.InferOutput<typeof convertGasPriceSchema>

/** A transaction for the wallet to send, as the service built it. */
export const swapTransactionSchema = v.object({
  from: evmAddress,
  to: evmAddress,
  data: hex,
  value: integer,
  gas: v.optional(integer),
  gasPrice: v.optional(integer),
})
export type SwapTransaction = v.InferOutput<typeof swapTransactionSchema>

/** GET /v1/convert/build-approve */
export const convertApproveSchema = v.object({ tx: swapTransactionSchema })

/** POST /v1/convert/build-transaction: the swap, with what it was built for. */
export const convertTransactionSchema = v.object({
  tx: swapTransactionSchema,
  quote: swapQuoteSchema,
  /** The least the swap may deliver: the quote less the slippage tolerance; less reverts on chain. */
  minimumToAmount: integer,
  /** Unix seconds after which the router refuses the swap. */
  deadline: v.number(),
})
export type SwapBuild = v.InferOutput<typeof convertTransactionSchema>
