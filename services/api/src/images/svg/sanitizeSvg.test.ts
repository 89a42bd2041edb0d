import {
  DEV_WALLET_ARTWORK_BY_ID,
  DEVNET_CHAIN_ARTWORK,
  DEVNET_TOKEN_ARTWORK,
  SOLANA_DEVNET_ARTWORK,
} from '@foyer/devnet'
import { describe, expect, test } from 'vitest'
import { BUILTIN_IMAGES } from '../builtin.js'
import { networkPlaceholderSvg, placeholderSvg, walletPlaceholderSvg } from '../placeholder.js'
import { sanitizeSvg } from './sanitizeSvg.js'

const refusal = (svg: string) => {
  const result = sanitizeSvg(svg)
  return 'error' in result ? result.error : `kept: ${result.svg}`
}

describe('sanitizeSvg', () => {
  test('the issue’s payloads, which walked around the regex deny-list, are refused', () => {
    expect(
      refusal(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>',
      ),
    ).toBe('the SVG holds xmlns:x= on <svg>, which an image may not')
    expect(refusal('<svg><x:script>alert(1)</x:script></svg>')).toBe(
      'the SVG holds <x:script>, which an image may not',
    )
    expect(
      refusal(
        '<svg><a id="l"><rect width="9" height="9"/></a><set href="#l" attributeName="href" to="javascript:alert(1)"/></svg>',
      ),
    ).toBe('the SVG holds <a>, which an image may not')
    expect(refusal('<svg><set attributeName="href" to="javascript:alert(1)"/></svg>')).toBe(
      'the SVG holds <set>, which an image may not',
    )
    expect(
      refusal(
        '<svg><rect width="9" height="9" style="background:url(\\6a avascript:alert(1))"/></svg>',
      ),
    ).toBe('the SVG holds the style property background (style on <rect>), which an image may not')
    expect(refusal('<svg><rect style="fill:url(\\6a avascript:alert(1))"/></svg>')).toBe(
      'the SVG holds a CSS escape (style on <rect>), which an image may not',
    )
    expect(refusal('<svg><rect fill="url(\\68ttps://evil.example/x)"/></svg>')).toBe(
      'the SVG holds a CSS escape (fill on <rect>), which an image may not',
    )
    expect(
      refusal('<svg><style>rect{fill:url(\\68ttps://evil.example/x)}</style><rect/></svg>'),
    ).toBe('the SVG holds a CSS escape (in <style>), which an image may not')
  })

  test('anything that runs, fetches or embeds is refused, named', () => {
    const cases: [string, string][] = [
      ['<svg><script>alert(1)</script></svg>', '<script>'],
      ['<svg><SCRIPT/></svg>', '<SCRIPT>'],
      ['<svg><foreignObject><div/></foreignObject></svg>', '<foreignObject>'],
      ['<svg onload="alert(1)"/>', 'onload= on <svg>'],
      ['<svg><rect\nONCLICK = "x"/></svg>', 'ONCLICK= on <rect>'],
      ['<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>', '<animate>'],
      [
        '<svg><image href="https://tracker.example/p.png"/></svg>',
        'a link to another resource (href on <image>)',
      ],
      [
        '<svg><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>',
        'a link to another resource (href on <image>)',
      ],
      [
        '<svg><use href=" //evil.example/s.svg#x"/></svg>',
        'a link to another resource (href on <use>)',
      ],
      [
        '<svg><rect fill="url(https://evil.example/x)"/></svg>',
        'a link to another resource (fill on <rect>)',
      ],
      [
        '<svg><rect filter="image-set(&quot;https://e.example/x.png&quot; 1x)"/></svg>',
        'the CSS function image-set (filter on <rect>)',
      ],
      [
        '<svg><style>@import "https://evil.example/a.css";</style></svg>',
        'a CSS at-rule (@import, @font-face) (in <style>)',
      ],
      [
        '<svg><g xmlns="http://www.w3.org/1999/xhtml"/></svg>',
        'another namespace (http://www.w3.org/1999/xhtml)',
      ],
      [
        '<svg><rect style="fill:red;-moz-binding:url(#x)"/></svg>',
        'the style property -moz-binding (style on <rect>)',
      ],
    ]
    for (const [svg, what] of cases)
      expect(refusal(svg)).toBe(`the SVG holds ${what}, which an image may not`)
  })

  test('XML it would have to resolve is refused: entities, subsets, instructions; malformed text too', () => {
    expect(refusal('<svg><text>&x;</text></svg>')).toMatch(
      /an entity \(&x;\) the SVG does not define/,
    )
    expect(refusal('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>')).toMatch(
      /a DOCTYPE with declarations of its own/,
    )
    expect(refusal('<svg><?php echo 1 ?></svg>')).toMatch(/a processing instruction/)
    expect(refusal('<svg><g></svg>')).toMatch(/not well-formed: <\/svg> does not close <g>/)
    expect(refusal('<svg a="1" a="2"/>')).toMatch(/attribute a given twice/)
    expect(refusal(`<svg>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`)).toMatch(
      /nested deeper than 64/,
    )
  })

  test('what is kept is rebuilt: escaped again, comments gone, the namespaces an image needs added', () => {
    expect(
      sanitizeSvg(
        '<?xml version="1.0"?><!-- drawn by hand --><svg viewBox="0 0 1 1"><title>A &amp; B &#60;3</title><rect style=" fill : #fff ; " fill="url( \'#g\' )"/><![CDATA[<not markup>]]></svg>',
      ),
    ).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>A &amp; B &lt;3</title><rect style="fill:#fff" fill="url( \'#g\' )"/>&lt;not markup&gt;</svg>',
    })
    expect(sanitizeSvg('<svg><use xlink:href="#a"/></svg>')).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a"/></svg>',
    })
    expect(
      sanitizeSvg('<svg><style>/* brand */ .a, #b > rect { fill: #f00 }</style></svg>'),
    ).toEqual({
      // `>` written as &gt;: the same text to an XML reader.
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><style>.a, #b &gt; rect{fill:#f00}</style></svg>',
    })
  })

  test('what design tools write and an image can hold passes: Illustrator’s data-name, enable-background, xml:space', () => {
    expect(
      sanitizeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" data-name="Layer 1" xml:space="preserve" enable-background="new 0 0 96 96" style="enable-background:new 0 0 96 96"><defs><style>.cls-1{fill:#fff;}</style></defs><circle class="cls-1" cx="48" cy="48" r="48"/></svg>',
      ),
    ).toEqual({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" data-name="Layer 1" xml:space="preserve" enable-background="new 0 0 96 96" style="enable-background:new 0 0 96 96"><defs><style>.cls-1{fill:#fff}</style></defs><circle class="cls-1" cx="48" cy="48" r="48"/></svg>',
    })
    // An editor's own namespace is named, so the operator knows to export plain SVG.
    expect(refusal('<svg xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"/>')).toBe(
      'the SVG holds xmlns:inkscape= on <svg>, which an image may not',
    )
  })

  test('the logos Foyer ships and draws pass, unchanged but for their namespaces', () => {
    const logos = [
      ...BUILTIN_IMAGES.map((image) => image.svg),
      ...Object.values(DEVNET_CHAIN_ARTWORK),
      SOLANA_DEVNET_ARTWORK,
      ...Object.values(DEVNET_TOKEN_ARTWORK),
      ...Object.values(DEV_WALLET_ARTWORK_BY_ID),
      placeholderSvg('token:x', 'MetaMask & Co <3', '#f6851b'),
      walletPlaceholderSvg('MetaMask & Co <3'),
      networkPlaceholderSvg('asset:eip155:1', 'eip155:1'),
    ]
    for (const logo of logos) {
      const result = sanitizeSvg(logo)
      expect(result).not.toHaveProperty('error')
      expect('svg' in result && result.svg.length).toBeGreaterThan(logo.length * 0.8)
    }
  })
})
