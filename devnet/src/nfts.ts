import type { Address } from 'viem'

// The devnet's NFTs: Foyer's own drawings (SVG, 96 units square, no third party's artwork), minted by the seed
// to the funded dev accounts so that the account's NFTs tab has something to show.

/** A 96-unit square SVG of `body`. */
export const nftSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body}</svg>`

/** A doorway (Foyer's mark) on a coloured wall, its door ajar on a lit room. */
const door = (wall: string, light: string, frame: string) =>
  nftSvg(
    `<rect width="96" height="96" fill="${wall}"/>` +
      `<path d="M30 84V38a18 18 0 0 1 36 0v46z" fill="${light}"/>` +
      `<path d="M30 84V38a18 18 0 0 1 36 0v46" fill="none" stroke="${frame}" stroke-width="5"/>` +
      `<path d="M48 84 62 78V32l-14 6z" fill="${frame}" opacity=".85"/>` +
      `<rect y="84" width="96" height="12" fill="${frame}" opacity=".35"/>`,
  )

/** One token the seed mints: its name, its picture. */
export type DevnetNftArtwork = { name: string; description: string; image: string }

/** The artwork of the 'Foyer Doors' collection, by edition (token ids cycle through them). */
export const DEVNET_NFT_ARTWORK: readonly DevnetNftArtwork[] = [
  {
    name: 'Amber Door',
    description: 'A door ajar on a warm evening.',
    image: door('#fef3c7', '#fbbf24', '#92400e'),
  },
  {
    name: 'Indigo Door',
    description: 'A door ajar on a quiet night.',
    image: door('#e0e7ff', '#818cf8', '#312e81'),
  },
  {
    name: 'Rose Door',
    description: 'A door ajar on a spring morning.',
    image: door('#ffe4e6', '#fb7185', '#881337'),
  },
]

/** The spam collection's only picture: a ticket shouting FREE. */
const FREE_PASS = nftSvg(
  '<rect width="96" height="96" fill="#fde047"/><rect x="12" y="30" width="72" height="36" rx="6" fill="#dc2626"/>' +
    '<text x="48" y="56" font-family="sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">FREE</text>',
)

/** An ERC-721 collection the seed places on both devnet chains (contracts/FoyerCollectibles.sol). */
export type DevnetNftCollection = {
  address: Address
  name: string
  symbol: string
  /** Token ids each funded dev account holds, by account index: `editions` per account. */
  editions: number
  artwork: readonly DevnetNftArtwork[]
}

/** 'Foyer Doors': three tokens per funded dev account, ids `100 × account index + 1…3`. */
export const DEVNET_NFT_COLLECTION = {
  address: '0xF0e7000000000000000000000000000000000721',
  name: 'Foyer Doors',
  symbol: 'DOOR',
  editions: 3,
  artwork: DEVNET_NFT_ARTWORK,
} as const satisfies DevnetNftCollection

/** An unsolicited 'Free Mint Pass' airdropped to the funded accounts; the dev stack flags it as spam. */
export const DEVNET_SPAM_NFT_COLLECTION = {
  address: '0xF0e700000000000000000000000000000000bAD7',
  name: 'Free Mint Pass',
  symbol: 'FREE',
  editions: 1,
  artwork: [{ name: 'Free Mint Pass', description: 'Claim now!', image: FREE_PASS }],
} as const satisfies DevnetNftCollection

/** The token ids dev account `accountIndex` holds of `collection`. */
export function devnetNftTokenIds(collection: DevnetNftCollection, accountIndex: number): bigint[] {
  return Array.from({ length: collection.editions }, (_, edition) =>
    BigInt(accountIndex * 100 + edition + 1),
  )
}

/** What a token of `collection` is called and looks like (editions cycle through the artwork). */
export function devnetNftArtwork(collection: DevnetNftCollection, tokenId: bigint) {
  const artwork = collection.artwork[
    Number((tokenId - 1n) % BigInt(collection.artwork.length))
  ] as DevnetNftArtwork
  return { ...artwork, name: `${artwork.name} #${tokenId}` }
}

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

/** JSON metadata as a data: URI, its image (an SVG) a data: URI too, with its collection's name if given. */
export function nftMetadataUri(
  { name, description, image }: DevnetNftArtwork,
  collection?: string,
): string {
  const metadata = {
    name,
    description,
    image: `data:image/svg+xml;base64,${base64(image)}`,
    // Metaplex's JSON standard names the collection here; ERC-721 metadata leaves it to the contract.
    ...(collection ? { collection: { name: collection } } : {}),
  }
  return `data:application/json;base64,${base64(JSON.stringify(metadata))}`
}

/** The token URI the seed stores. */
export function devnetNftTokenUri(collection: DevnetNftCollection, tokenId: bigint): string {
  return nftMetadataUri(devnetNftArtwork(collection, tokenId))
}
