import type { Address } from 'viem'
import { type DevnetNftArtwork, nftMetadataUri, nftSvg } from './nfts.js'

// The devnet's ERC-1155 editions (contracts/FoyerEditions.sol): Foyer's own drawings of keys, of which each
// funded dev account holds several, so that the NFTs tab shows an amount beside a name.

/** A key (the foyer's) on a coloured ground. */
const key = (ground: string, metal: string) =>
  nftSvg(
    `<rect width="96" height="96" fill="${ground}"/>` +
      `<circle cx="34" cy="48" r="16" fill="none" stroke="${metal}" stroke-width="8"/>` +
      `<path d="M50 44h32v8h-6v10h-8V52h-6v8h-8V52h-4z" fill="${metal}"/>`,
  )

/** One edition: its id, what it is called and looks like, and how many each funded dev account gets. */
export type DevnetEdition = DevnetNftArtwork & { id: bigint; amount: bigint }

/** An ERC-1155 collection the seed places on both devnet chains. */
export type DevnetEditionsCollection = {
  address: Address
  name: string
  symbol: string
  editions: readonly DevnetEdition[]
}

/**
 * 'Foyer Keys': each funded dev account is minted 5 Brass Keys (one TransferSingle), then a Silver Key and
 * 2 Garnet Keys (one TransferBatch). Every account holds the same ids, as editions are shared.
 */
export const DEVNET_EDITIONS_COLLECTION = {
  address: '0xF0e7000000000000000000000000000000001155',
  name: 'Foyer Keys',
  symbol: 'KEY',
  editions: [
    {
      id: 1n,
      amount: 5n,
      name: 'Brass Key',
      description: 'Opens the front door.',
      image: key('#fef9c3', '#a16207'),
    },
    {
      id: 2n,
      amount: 1n,
      name: 'Silver Key',
      description: 'Opens the study.',
      image: key('#f1f5f9', '#475569'),
    },
    {
      id: 3n,
      amount: 2n,
      name: 'Garnet Key',
      description: 'Opens the garden gate.',
      image: key('#fce7f3', '#9d174d'),
    },
  ],
} as const satisfies DevnetEditionsCollection

/** The metadata URI the seed gives an edition (`setURI`): JSON in a data: URI, its SVG a data: URI. */
export function devnetEditionUri(edition: DevnetEdition): string {
  return nftMetadataUri(edition)
}
