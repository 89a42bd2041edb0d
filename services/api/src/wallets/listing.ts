import { isCaipNetworkId } from '@foyer/core/caip'
import { WALLET_ID_PATTERN, type WalletBadge, type WalletRecord } from './types.js'

// The public WalletConnect explorer listing format, read defensively: every entry is checked, invalid
// ones are skipped with a reason, and nothing from the file is trusted as a link without checking its
// scheme (a `javascript:` deep link would run in the host page when the modal opens it).

const MAX_NAME_LENGTH = 100
const MAX_LINK_LENGTH = 512
const MAX_CHAINS_PER_WALLET = 200
const MAX_RANK = 1_000_000_000
const RDNS_PATTERN =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i
const SCHEME_PATTERN = /^([a-z][a-z0-9+.-]*):/i
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** Why an entry was skipped. */
export class InvalidListing extends Error {}

/** Where a listed wallet's logo is: its `image_url` (checked http(s)) and its explorer `image_id`. */
export type ListingLogo = { id: string; url: string | null; imageId: string | null }

/** The outcome of reading a listing file: the wallets to write, and what was skipped and why. */
export type ParsedListings = {
  wallets: WalletRecord[]
  /** Each written wallet's logo source, when its listing names one. */
  logos: ListingLogo[]
  /** Entries read. */
  total: number
  skipped: number
  /** Skipped entries per reason. */
  reasons: Record<string, number>
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalText(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw new InvalidListing(`${field} is not a string`)
  const text = value.trim()
  return text === '' ? null : text
}

/** A link the modal may open: http(s), or an app's own scheme ('metamask://'), never a script. */
export function checkLink(value: unknown, field: string, { webOnly = false } = {}): string | null {
  const link = optionalText(value, field)
  if (link === null) return null
  if (link.length > MAX_LINK_LENGTH || CONTROL_OR_SPACE.test(link))
    throw new InvalidListing(`${field} is not a valid link`)
  const scheme = SCHEME_PATTERN.exec(link)?.[1]?.toLowerCase()
  if (!scheme) throw new InvalidListing(`${field} has no scheme`)
  if (FORBIDDEN_SCHEMES.has(scheme)) throw new InvalidListing(`${field} has an unsafe scheme`)
  if (webOnly && scheme !== 'https' && scheme !== 'http')
    throw new InvalidListing(`${field} is not an http(s) URL`)
  try {
    new URL(link)
  } catch {
    throw new InvalidListing(`${field} is not a valid link`)
  }
  return link
}

function platformLink(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null
  if (!isObject(value)) throw new InvalidListing(`${field} is not an object`)
  // Both are checked; the app's own scheme is preferred, as it opens the app directly.
  const native = checkLink(value.native, `${field}.native`)
  const universal = checkLink(value.universal, `${field}.universal`, { webOnly: true })
  return native ?? universal
}

function badge(value: unknown): WalletBadge | null {
  if (value === undefined || value === null) return null
  if (value === 'certified' || value === 'none') return value
  throw new InvalidListing('badge_type is not certified or none')
}

function rank(listing: Json): number | undefined {
  const value = listing.rank ?? listing.order
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_RANK)
    throw new InvalidListing('rank is not a whole number')
  return value
}

const IMAGE_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/

/**
 * A listing's logo: `image_url` as the explorer writes it (`{ sm, md, lg }`, the medium one preferred, or
 * one URL), and its `image_id`. A malformed one is no logo, never a skipped wallet.
 */
function logoOf(listing: Json, id: string): ListingLogo | null {
  const sizes = isObject(listing.image_url) ? listing.image_url : { md: listing.image_url }
  let url: string | null = null
  for (const candidate of [sizes.md, sizes.lg, sizes.sm]) {
    try {
      url = checkLink(candidate, 'image_url', { webOnly: true })
    } catch {}
    if (url) break
  }
  const imageId =
    typeof listing.image_id === 'string' && IMAGE_ID_PATTERN.test(listing.image_id)
      ? listing.image_id
      : null
  return url || imageId ? { id, url, imageId } : null
}

/** One explorer listing as a directory record, or throws InvalidListing. */
export function walletFromListing(listing: unknown): WalletRecord {
  if (!isObject(listing)) throw new InvalidListing('entry is not an object')
  const id = listing.id
  if (typeof id !== 'string' || !WALLET_ID_PATTERN.test(id))
    throw new InvalidListing('id is missing or malformed')
  const name = optionalText(listing.name, 'name')
  if (name === null) throw new InvalidListing('name is missing')
  if (name.length > MAX_NAME_LENGTH || CONTROL.test(name))
    throw new InvalidListing('name is too long or has control characters')
  const rdns = optionalText(listing.rdns, 'rdns')
  if (rdns !== null && (rdns.length > 253 || !RDNS_PATTERN.test(rdns)))
    throw new InvalidListing('rdns is malformed')
  const chainsValue = listing.chains ?? []
  if (!Array.isArray(chainsValue)) throw new InvalidListing('chains is not a list')
  if (chainsValue.length > MAX_CHAINS_PER_WALLET) throw new InvalidListing('too many chains')
  for (const chain of chainsValue)
    if (!isCaipNetworkId(chain)) throw new InvalidListing('chains has a malformed CAIP-2 id')
  const app = listing.app
  if (app !== undefined && app !== null && !isObject(app))
    throw new InvalidListing('app is not an object')
  return {
    id,
    name,
    rdns,
    homepage: checkLink(listing.homepage, 'homepage', { webOnly: true }),
    chains: [...new Set(chainsValue as string[])],
    mobileLink: platformLink(listing.mobile, 'mobile'),
    desktopLink: platformLink(listing.desktop, 'desktop'),
    webappLink: checkLink(isObject(app) ? app.browser : undefined, 'app.browser', {
      webOnly: true,
    }),
    badgeType: badge(listing.badge_type),
    rank: rank(listing),
  }
}

/**
 * Reads an explorer listing document: `{ listings: { <id>: entry } }`, `{ data: [entry] }` or a bare
 * array. Duplicated ids keep their first entry.
 */
export function parseListings(document: unknown): ParsedListings {
  const entries: unknown[] = Array.isArray(document)
    ? document
    : isObject(document) && isObject(document.listings)
      ? Object.values(document.listings)
      : isObject(document) && Array.isArray(document.data)
        ? document.data
        : (() => {
            throw new Error(
              'not a wallet listing: expected { "listings": { … } }, { "data": [ … ] } or an array',
            )
          })()
  const wallets: WalletRecord[] = []
  const logos: ListingLogo[] = []
  const seen = new Set<string>()
  const reasons: Record<string, number> = {}
  const skip = (reason: string) => {
    reasons[reason] = (reasons[reason] ?? 0) + 1
  }
  for (const entry of entries) {
    try {
      const wallet = walletFromListing(entry)
      if (seen.has(wallet.id)) skip('duplicate id')
      else {
        seen.add(wallet.id)
        wallets.push(wallet)
        const logo = logoOf(entry as Json, wallet.id)
        if (logo) logos.push(logo)
      }
    } catch (error) {
      if (!(error instanceof InvalidListing)) throw error
      skip(error.message)
    }
  }
  return {
    wallets,
    logos,
    total: entries.length,
    skipped: entries.length - wallets.length,
    reasons,
  }
}
