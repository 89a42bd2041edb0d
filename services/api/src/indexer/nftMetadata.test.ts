import {
  DEVNET_EDITIONS_COLLECTION,
  DEVNET_NFT_COLLECTION,
  devnetEditionUri,
  devnetNftArtwork,
  devnetNftTokenUri,
} from '@foyer/devnet'
import { expect, test } from 'vitest'
import {
  collectionNameOf,
  decodeDataUri,
  erc1155MetadataUri,
  MAX_TOKEN_URI_LENGTH,
  parseTokenUri,
} from './nftMetadata.js'

const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`
const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

test('the devnet’s token URIs: name and the SVG’s bytes', () => {
  const metadata = parseTokenUri(devnetNftTokenUri(DEVNET_NFT_COLLECTION, 1n))
  expect(metadata.name).toBe('Amber Door #1')
  expect(metadata.image?.contentType).toBe('image/svg+xml')
  expect(new TextDecoder().decode(metadata.image?.bytes)).toBe(
    devnetNftArtwork(DEVNET_NFT_COLLECTION, 1n).image,
  )
})

test('percent-encoded JSON and images are read too', () => {
  const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: ' Plain ', image: `data:image/svg+xml,${encodeURIComponent(SVG)}` }))}`
  expect(parseTokenUri(uri)).toMatchObject({
    name: 'Plain',
    image: { contentType: 'image/svg+xml' },
  })
})

test('an SVG that could run or fetch something is not kept; nor is a remote image', () => {
  const scripted = SVG.replace('<rect', '<script>alert(1)</script><rect')
  expect(parseTokenUri(json({ name: 'A', image: svgUri(scripted) }))).toEqual({
    name: 'A',
    image: null,
  })
  const outside = SVG.replace('<rect', '<image href="https://tracker.example/x.png"/><rect')
  expect(parseTokenUri(json({ name: 'A', image: svgUri(outside) })).image).toBeNull()
  expect(parseTokenUri(json({ name: 'A', image: 'https://example.com/a.svg' })).image).toBeNull()
  // The bytes decide the type: text claiming to be a PNG is not an image.
  expect(
    parseTokenUri(
      json({ image: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` }),
    ),
  ).toEqual({ name: null, image: null })
})

test('what is not JSON in a data: URI gives nothing, never an error', () => {
  for (const uri of [
    'https://example.com/1.json',
    'ipfs://bafy/1',
    'data:application/json;base64,!!!',
    'data:application/json,{not json',
    'data:text/plain,hello',
    json('a string'),
    json(null),
    '',
  ])
    expect(parseTokenUri(uri)).toEqual({ name: null, image: null })
  expect(decodeDataUri('data:,%E0%A4%A')).toBeUndefined()
})

test('javascript: anywhere gives nothing: as the metadata URI, as the image', () => {
  expect(parseTokenUri('javascript:alert(1)')).toEqual({ name: null, image: null })
  expect(parseTokenUri(' javascript:alert(1)')).toEqual({ name: null, image: null })
  expect(parseTokenUri(json({ name: 'A', image: 'javascript:alert(1)' }))).toEqual({
    name: 'A',
    image: null,
  })
  expect(parseTokenUri(json({ name: 'A', image: 'JaVaScRiPt:alert(1)' })).image).toBeNull()
})

test('huge metadata: a URI past the limit is not read; a name is cut to 200 characters', () => {
  const huge = json({ name: 'Huge', padding: 'x'.repeat(MAX_TOKEN_URI_LENGTH) })
  expect(huge.length).toBeGreaterThan(MAX_TOKEN_URI_LENGTH)
  expect(parseTokenUri(huge)).toEqual({ name: null, image: null })
  expect(parseTokenUri(json({ name: 'n'.repeat(10_000) })).name).toHaveLength(200)
  // Deeply nested JSON within the limit parses or fails, never throws out of the indexer.
  expect(parseTokenUri(`data:application/json,${'['.repeat(100_000)}`)).toEqual({
    name: null,
    image: null,
  })
})

test('ERC-1155 URIs: `{id}` is the id in 64 lower-case hex digits, every time it appears', () => {
  expect(erc1155MetadataUri('https://x.example/{id}.json', 314n)).toBe(
    `https://x.example/${'13a'.padStart(64, '0')}.json`,
  )
  expect(erc1155MetadataUri('{id}/{id}', 2n ** 256n - 1n)).toBe(
    `${'f'.repeat(64)}/${'f'.repeat(64)}`,
  )
  expect(erc1155MetadataUri('data:application/json,{}', 1n)).toBe('data:application/json,{}')
  // A template already past the limit is not grown (it will not be read).
  const long = `{id}${'x'.repeat(MAX_TOKEN_URI_LENGTH)}`
  expect(erc1155MetadataUri(long, 1n)).toBe(long)
})

test('the devnet’s editions: name and the key’s SVG', () => {
  const [brass] = DEVNET_EDITIONS_COLLECTION.editions
  const metadata = parseTokenUri(devnetEditionUri(brass))
  expect(metadata.name).toBe('Brass Key')
  expect(new TextDecoder().decode(metadata.image?.bytes)).toBe(brass.image)
})

test('collectionNameOf: the JSON’s collection.name (Metaplex’s standard), null for anything else', () => {
  const uri = (json: unknown) =>
    `data:application/json;base64,${Buffer.from(JSON.stringify(json)).toString('base64')}`
  expect(collectionNameOf(uri({ collection: { name: ' Foyer Doors ' } }))).toBe('Foyer Doors')
  expect(collectionNameOf(uri({ collection: 'Foyer Doors' }))).toBeNull()
  expect(collectionNameOf(uri({ collection: { name: 7 } }))).toBeNull()
  expect(collectionNameOf('https://example.com/1.json')).toBeNull()
  expect(collectionNameOf('data:application/json,{not json')).toBeNull()
})
