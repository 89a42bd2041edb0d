import * as v from 'valibot'
import {
  convertAllowanceSchema,
  convertApproveSchema,
  convertGasPriceSchema,
  convertQuotesSchema,
  convertTokensSchema,
  convertTransactionSchema,
} from './convertSchemas.js'

export * from './convertSchemas.js'

// Response shapes of the blockchain data service and the wallet service (SPEC §7). One definition serves
// both sides: the client validates every answer with it, the services build their answers to it.

// CAIP-2's grammar, as caip/grammar.ts has it: written again because this chunk loads lazily and must not
// share modules with the host's entry (docs/decisions.md, "One dependency set for lazy chunks").
const caipNetworkId = v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))

/**
 * The one error shape every service answers with; the names and sign-in services add `reasons`, whose first
 * description is the text SPEC §8 shows.
 */
export const apiErrorSchema = v.object({
  error: v.object({ code: v.string(), message: v.string() }),
  reasons: v.optional(v.array(v.object({ description: v.optional(v.string()) }))),
})
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>

/** GET /v1/supported-chains */
export const supportedChainsSchema = v.object({
  http: v.array(caipNetworkId),
  ws: v.array(caipNetworkId),
})
export type SupportedChains = v.InferOutput<typeof supportedChainsSchema>

/** GET /v1/identity/{address} */
export const identitySchema = v.object({
  name: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
})
export type Identity = v.InferOutput<typeof identitySchema>

/** A registered wallet name (GET /v1/profile/account/{name}; POST /v1/profile/account's answer). */
export const nameRecordSchema = v.object({
  name: v.string(),
  registered: v.number(),
  updated: v.number(),
  /** By ENSIP-11 coin type. */
  addresses: v.record(v.string(), v.object({ address: v.string(), created: v.number() })),
  attributes: v.record(v.string(), v.string()),
})
export type NameRecord = v.InferOutput<typeof nameRecordSchema>

/** GET /v1/profile/suggestions/{name} (SPEC §3 'Name suggestion'). */
export const nameSuggestionsSchema = v.object({
  suggestions: v.array(v.object({ name: v.string(), registered: v.boolean() })),
})
export type NameSuggestions = v.InferOutput<typeof nameSuggestionsSchema>

/** POST /v1/sessions/nonce: a single-use nonce for a sign-in message. */
export const signInNonceSchema = v.object({
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,64}$/)),
})

/** POST /v1/sessions: a session the service checked and keeps. `id` is a secret: whoever holds it reads the session. */
export const signInSessionCreatedSchema = v.object({
  id: v.string(),
  pci: v.string(),
  account: v.string(),
  expiresAt: v.string(),
})
export type SignInSessionCreated = v.InferOutput<typeof signInSessionCreatedSchema>

/**
 * GET /v1/sessions/{id}: a kept session; `data` holds the CAIP-122 message's fields, its chain id a number
 * for an EVM account (EIP-4361) and the cluster's CAIP-2 reference for a Solana one.
 */
export const signInSessionSchema = v.object({
  pci: v.string(),
  account: v.string(),
  data: v.object({
    domain: v.string(),
    address: v.string(),
    statement: v.optional(v.string()),
    uri: v.string(),
    version: v.literal('1'),
    chainId: v.union([v.number(), v.string()]),
    nonce: v.string(),
    issuedAt: v.string(),
    expirationTime: v.optional(v.string()),
    notBefore: v.optional(v.string()),
    requestId: v.optional(v.string()),
    resources: v.optional(v.array(v.string())),
  }),
  message: v.string(),
  signature: v.string(),
  createdAt: v.string(),
  expiresAt: v.string(),
})
export type SignInSessionRecord = v.InferOutput<typeof signInSessionSchema>

/** POST /v1/sessions/{id}/revoke */
export const signInRevokedSchema = v.object({ revoked: v.literal(true) })

/** An amount with its currency, as the onramp answers it ("10.00" USD, "9.85" fUSD). */
const moneySchema = v.object({ value: v.string(), currency: v.string() })

/** GET /v1/onramp/options (SPEC §3 'Onramp options'), plus the providers that serve them. */
export const onrampOptionsSchema = v.object({
  providers: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      /** Payment methods it takes: 'CARD', 'BANK_ACCOUNT'. */
      paymentMethods: v.array(v.string()),
    }),
  ),
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: v.array(
        v.object({
          name: v.string(),
          /** CAIP-2 network id. */
          chainId: caipNetworkId,
          /** The token's contract (plain address); '' for the network's coin. */
          contractAddress: v.string(),
          decimals: v.number(),
        }),
      ),
    }),
  ),
  paymentCurrencies: v.array(
    v.object({
      id: v.string(),
      payment_method_limits: v.array(
        v.object({ id: v.string(), min: v.string(), max: v.string() }),
      ),
    }),
  ),
})
export type OnrampOptions = v.InferOutput<typeof onrampOptionsSchema>

/**
 * POST /v1/onramp/quote (SPEC §3 'Onramp quote fields'): one provider's quote. The provider's fee is the
 * field named after it (`sandboxFee`, `moonpayFee`): read it with `providerFee(quote)`.
 */
export const onrampQuoteSchema = v.objectWithRest(
  {
    provider: v.string(),
    networkFee: moneySchema,
    paymentSubtotal: moneySchema,
    paymentTotal: moneySchema,
    purchaseAmount: moneySchema,
    quoteId: v.string(),
  },
  v.unknown(),
)
export type OnrampQuote = v.InferOutput<typeof onrampQuoteSchema>

/** POST /v1/generators/onrampurl: where the visitor pays. */
export const onrampUrlSchema = v.object({
  url: v.string(),
  /** The purchase's read token: it alone (or a sign-in session of the destination) reads the purchase. */
  readToken: v.string(),
})

/** GET /v1/onramp/purchases/{partnerUserId}: the purchases made through one checkout link, newest first. */
export const onrampPurchasesSchema = v.object({
  purchases: v.array(
    v.object({
      id: v.string(),
      provider: v.string(),
      status: v.picklist(['pending', 'paid', 'completed', 'failed', 'abandoned']),
      purchaseAmount: moneySchema,
      paymentTotal: moneySchema,
      /** CAIP-2 network id and CAIP-10 destination. */
      network: caipNetworkId,
      destination: v.string(),
      /** The transaction that delivered the tokens, once sent. */
      transactionHash: v.optional(v.string()),
      /** Why a failed purchase failed, in the provider's words. */
      failureReason: v.optional(v.string()),
      createdAt: v.string(),
      updatedAt: v.string(),
    }),
  ),
})
export type OnrampPurchase = v.InferOutput<typeof onrampPurchasesSchema>['purchases'][number]

/** One token balance (SPEC §3 'Token balance'). `address` is a CAIP address; absent for the native coin. */
export const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: caipNetworkId,
  address: v.optional(v.string()),
  value: v.number(),
  price: v.number(),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.string(),
})
export type TokenBalance = v.InferOutput<typeof tokenBalanceSchema>

/** GET /v1/account/{address}/balance */
export const balanceSchema = v.object({
  balances: v.array(tokenBalanceSchema),
  /** Chains (CAIP-2) that could not be read this time; their balances are missing from `balances`. */
  failedChains: v.optional(v.array(v.string())),
})
export type BalanceResponse = v.InferOutput<typeof balanceSchema>

/** Operation types of a history item. */
export const OPERATION_TYPES = [
  'send',
  'receive',
  'mint',
  'burn',
  'approve',
  'execute',
  'deposit',
  'withdraw',
  'borrow',
  'repay',
  'claim',
  'trade',
] as const

/** One transfer of a history item: fungible, or an NFT that may be flagged as spam. */
export const historyTransferSchema = v.object({
  direction: v.picklist(['in', 'out', 'self']),
  quantity: v.object({ numeric: v.string() }),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
  fungible_info: v.optional(
    v.object({
      name: v.string(),
      symbol: v.string(),
      address: v.optional(v.string()),
      icon: v.optional(v.object({ url: v.string() })),
      is_spam: v.optional(v.boolean()),
    }),
  ),
  nft_info: v.optional(
    v.object({
      name: v.string(),
      content: v.optional(v.object({ preview: v.optional(v.object({ url: v.string() })) })),
      flags: v.optional(v.object({ is_spam: v.boolean() })),
    }),
  ),
})

/** One transaction of the history (SPEC §3 'Transaction history item'). */
export const historyItemSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.picklist(OPERATION_TYPES),
    hash: v.string(),
    minedAt: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    nonce: v.number(),
    chain: caipNetworkId,
  }),
  transfers: v.array(historyTransferSchema),
})
export type HistoryItem = v.InferOutput<typeof historyItemSchema>

/** GET /v1/account/{account}/history — `next` is the cursor of the following page, null at the end. */
export const historySchema = v.object({
  data: v.array(historyItemSchema),
  next: v.nullable(v.string()),
})
export type HistoryResponse = v.InferOutput<typeof historySchema>

/** One NFT an account holds: `name` falls back to the collection's name and the token id; `imageUrl` is
 * the data service's copy of the metadata's image (null when the metadata has none it keeps); `amount` how
 * many of it the account holds (more than one for an ERC-1155 edition; a service that does not say means one). */
export const nftSchema = v.object({
  chain: caipNetworkId,
  contract: v.string(),
  tokenId: v.pipe(v.string(), v.regex(/^\d{1,78}$/)),
  amount: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,77}$/))),
  name: v.string(),
  collection: v.object({ name: v.string(), symbol: v.string() }),
  imageUrl: v.nullable(v.string()),
})
export type Nft = v.InferOutput<typeof nftSchema>

/** GET /v1/account/{account}/nfts — `next` is the cursor of the following page, null at the end. */
export const nftsSchema = v.object({ data: v.array(nftSchema), next: v.nullable(v.string()) })
export type NftsResponse = v.InferOutput<typeof nftsSchema>

/** POST /v1/fungible/price */
export const fungiblePriceSchema = v.object({
  fungibles: v.array(
    v.object({
      name: v.string(),
      symbol: v.string(),
      iconUrl: v.string(),
      price: v.number(),
      address: v.string(),
    }),
  ),
})
export type FungiblePriceResponse = v.InferOutput<typeof fungiblePriceSchema>

/** One wallet of the directory (SPEC §3 'Wallet list entry'). */
export const walletListEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  image_id: v.string(),
  rdns: v.nullable(v.string()),
  homepage: v.nullable(v.string()),
  chains: v.array(v.string()),
  mobile_link: v.nullable(v.string()),
  desktop_link: v.nullable(v.string()),
  webapp_link: v.nullable(v.string()),
  badge_type: v.nullable(v.picklist(['certified', 'none'])),
})
export type WalletListEntry = v.InferOutput<typeof walletListEntrySchema>

/** GET /getWallets */
export const walletsSchema = v.object({ count: v.number(), data: v.array(walletListEntrySchema) })
export type WalletsResponse = v.InferOutput<typeof walletsSchema>

/** GET /projects/v1/origins */
export const originsSchema = v.object({ allowedOrigins: v.array(v.string()) })
/** GET /getAnalyticsConfig */
export const analyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
/** POST /e — the request body. */
export const analyticsEventSchema = v.object({
  eventId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  url: v.pipe(v.string(), v.maxLength(2048)),
  domain: v.pipe(v.string(), v.maxLength(255)),
  timestamp: v.number(),
  props: v.record(v.string(), v.unknown()),
})
export type AnalyticsEvent = v.InferOutput<typeof analyticsEventSchema>
/** POST /e — the answer. */
export const analyticsAckSchema = v.object({ ok: v.literal(true) })

/** Query parameters every data-service call carries (SPEC §7). */
export const CLIENT_PARAMS = ['projectId', 'st', 'sv', 'clientId'] as const

/** The answers the client validates, by name (the second argument of `ApiClient.request`). */
export const responseSchemas = {
  balance: balanceSchema,
  history: historySchema,
  nfts: nftsSchema,
  identity: identitySchema,
  nameRecord: nameRecordSchema,
  nameRecords: v.array(nameRecordSchema),
  nameSuggestions: nameSuggestionsSchema,
  signInNonce: signInNonceSchema,
  onrampOptions: onrampOptionsSchema,
  onrampQuote: onrampQuoteSchema,
  onrampUrl: onrampUrlSchema,
  onrampPurchases: onrampPurchasesSchema,
  signInSessionCreated: signInSessionCreatedSchema,
  signInSession: signInSessionSchema,
  signInRevoked: signInRevokedSchema,
  wallets: walletsSchema,
  origins: originsSchema,
  analyticsConfig: analyticsConfigSchema,
  analyticsAck: analyticsAckSchema,
  swapTokens: convertTokensSchema,
  swapQuotes: convertQuotesSchema,
  swapAllowance: convertAllowanceSchema,
  swapGasPrice: convertGasPriceSchema,
  swapApprove: convertApproveSchema,
  swapTransaction: convertTransactionSchema,
}
export type ResponseSchemas = typeof responseSchemas
export type ResponseName = keyof ResponseSchemas
export type ResponseOf<N extends ResponseName> = v.InferOutput<ResponseSchemas[N]>

/** An answer checked against its schema: its value, or a ValiError listing what is wrong. */
export function parseResponse<N extends ResponseName>(
  name: N,
  json: unknown,
): { success: true; output: ResponseOf<N> } | { success: false; error: Error } {
  const result = v.safeParse(responseSchemas[name], json)
  return result.success
    ? { success: true, output: result.output as ResponseOf<N> }
    : { success: false, error: new v.ValiError(result.issues) }
}

/** The service's error body, when an error answer has one. */
export function parseApiError(json: unknown): ApiErrorBody | undefined {
  const result = v.safeParse(apiErrorSchema, json)
  return result.success ? result.output : undefined
}
