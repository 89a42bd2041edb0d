import { DEVNET_NFT_COLLECTION, devnetNftArtwork, devnetNftTokenUri } from '@foyer/devnet'
import { expect, test } from 'vitest'
import { decodeDataUri, parseTokenUri } from './nftMetadata.js'

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
