import { describe, expect, test } from 'vitest'
import { LINEAR_GROWTH_LIMIT, timeGrowth } from '../../../../scripts/timeGrowth.js'
import { MAX_IMAGE_BYTES, sniffImage } from './imageFile.js'

const text = (value: string) => new TextEncoder().encode(value)
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('sniffImage', () => {
  test('recognises PNG, WebP, JPEG and SVG by their bytes', () => {
    expect(sniffImage(new Uint8Array([...PNG, 0]))).toMatchObject({ contentType: 'image/png' })
    expect(sniffImage(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toMatchObject({
      contentType: 'image/webp',
    })
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({
      contentType: 'image/jpeg',
    })
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>',
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg viewBox="0 0 1 1"/>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
      '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>',
      '<svg><image href="data:image/png;base64,iVBORw0KGgo="/></svg>',
    ])
      expect(sniffImage(text(svg))).toMatchObject({ contentType: 'image/svg+xml' })
    // An SVG is kept as rebuilt (svg/sanitizeSvg.ts), not as it came.
    expect(
      sniffImage(text('<!-- hi --><svg viewBox="0 0 1 1"><path d="M0 0h1"></path></svg>')),
    ).toEqual({
      contentType: 'image/svg+xml',
      bytes: text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1"/></svg>',
      ),
    })
  })

  test('refuses what is not an image, whatever it claims', () => {
    for (const bytes of [
      text('<html><svg></svg></html>'),
      text('GIF89a'),
      text('{"svg": true}'),
      new Uint8Array([0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67]),
    ])
      expect(sniffImage(bytes)).toEqual({ error: 'not a PNG, WebP, JPEG or SVG image' })
    // Many comments and no <svg: refused in time linear in the length (no backtracking blow-up), measured
    // against a shorter input in the same run (an absolute limit failed on a busy machine, issue 38).
    const comments = (count: number) => text(`${'<!--a-->'.repeat(count)}<html>`)
    expect(sniffImage(comments(20_000))).toEqual({ error: 'not a PNG, WebP, JPEG or SVG image' })
    expect(timeGrowth(comments, sniffImage, 625)).toBeLessThan(LINEAR_GROWTH_LIMIT)
    expect(sniffImage(new Uint8Array())).toEqual({ error: 'the image is empty' })
    expect(sniffImage(new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0x20))).toEqual({
      error: 'the image is larger than 256 kB',
    })
  })

  test('refuses an SVG that could run or fetch anything (svg/sanitizeSvg.test.ts has the rest)', () => {
    const cases: [string, string][] = [
      ['<svg><script>alert(1)</script></svg>', '<script>'],
      ['<svg onload="alert(1)"/>', 'onload= on <svg>'],
      ['<svg><a xlink:href="javascript:alert(1)"/></svg>', '<a>'],
      [
        '<svg><rect fill="url(https://evil.example/x)"/></svg>',
        'a link to another resource (fill on <rect>)',
      ],
    ]
    for (const [svg, what] of cases)
      expect(sniffImage(text(svg))).toEqual({
        error: `the SVG holds ${what}, which an image may not`,
      })
    expect(
      sniffImage(
        text(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
        ),
      ),
    ).toEqual({ error: 'not a PNG, WebP, JPEG or SVG image' })
  })
})
