import { WALLET_SEARCH_MAX_LENGTH } from '@foyer/core/api'
import * as v from 'valibot'
import type { WalletQuery } from './searchIndex.js'
import { CHAIN_FILTER_PATTERN, WALLET_ID_PATTERN } from './types.js'

/** SPEC §9: the modal pages the list by 40 and searches up to 100 at once. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
export const MAX_PAGE = 100_000
export const MAX_SEARCH_LENGTH = WALLET_SEARCH_MAX_LENGTH
export const MAX_LISTED_IDS = 500
export const MAX_CHAINS = 50

function wholeNumber(name: string, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    String(fallback),
  )
}

function commaList(name: string, pattern: RegExp, max: number, what: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max * 200, `${name} is too long`),
      v.transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.maxLength(max, `${name} may list at most ${max} items`),
      v.check(
        (items) => items.every((item) => pattern.test(item)),
        (issue) => {
          const bad = (issue.input as string[]).find((item) => !pattern.test(item))
          return `${name}: '${bad?.slice(0, 80)}' is not a ${what}`
        },
      ),
    ),
    '',
  )
}

/** GET /getWallets query parameters (besides the client parameters the guard checks). */
export const walletsQuerySchema = v.pipe(
  v.object({
    page: wholeNumber('page', MAX_PAGE, 1),
    entries: wholeNumber('entries', MAX_ENTRIES, DEFAULT_ENTRIES),
    search: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(MAX_SEARCH_LENGTH, `search is limited to ${MAX_SEARCH_LENGTH} characters`),
        v.transform((search) => search.trim().toLowerCase()),
      ),
      '',
    ),
    include: commaList('include', WALLET_ID_PATTERN, MAX_LISTED_IDS, 'wallet id'),
    exclude: commaList('exclude', WALLET_ID_PATTERN, MAX_LISTED_IDS, 'wallet id'),
    chains: commaList('chains', CHAIN_FILTER_PATTERN, MAX_CHAINS, 'CAIP-2 chain id or namespace:*'),
    badge_type: v.optional(
      v.picklist(['certified', 'none'], "badge_type must be 'certified' or 'none'"),
    ),
  }),
  v.transform(
    (query): WalletQuery => ({
      page: query.page,
      entries: query.entries,
      search: query.search,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      badgeType: query.badge_type,
    }),
  ),
)
