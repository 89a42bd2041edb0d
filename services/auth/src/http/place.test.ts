import { describe, expect, test } from 'vitest'
import { coarseNetwork } from './coarseNetwork.js'
import { placeFromHeaders, placePart } from './locationHeader.js'

describe('a client address, coarsely', () => {
  test('IPv4: its /24', () => {
    expect(coarseNetwork('198.51.100.77')).toEqual({ kind: 'range', range: '198.51.100.0/24' })
    expect(coarseNetwork('198.51.100.77:51234')).toEqual({
      kind: 'range',
      range: '198.51.100.0/24',
    })
    expect(coarseNetwork('::ffff:198.51.100.77')).toEqual({
      kind: 'range',
      range: '198.51.100.0/24',
    })
  })

  test('IPv6: its /48, written short', () => {
    expect(coarseNetwork('2001:db8:abcd:12::1')).toEqual({
      kind: 'range',
      range: '2001:db8:abcd::/48',
    })
    expect(coarseNetwork('2001:DB8:0:ffff:1:2:3:4')).toEqual({
      kind: 'range',
      range: '2001:db8::/48',
    })
    expect(coarseNetwork('[2a00:1450:4001:81c::200e]:443')).toEqual({
      kind: 'range',
      range: '2a00:1450:4001::/48',
    })
    expect(coarseNetwork('64:ff9b::198.51.100.77')).toEqual({
      kind: 'range',
      range: '64:ff9b::/48',
    })
  })

  test('loopback, private, link-local and shared addresses name no place', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.20',
      '169.254.3.4',
      '100.64.0.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd12:3456::1',
      'fe80::1%eth0',
    ])
      expect(coarseNetwork(address), address).toEqual({ kind: 'private' })
  })

  test('anything else is unknown, never shown', () => {
    for (const address of ['unknown', '', 'evil.test', '<b>1.2.3.4</b>', '1.2.3.4.5', '999.1.1.1'])
      expect(coarseNetwork(address), address).toEqual({ kind: 'unknown' })
  })
})

describe("a trusted proxy's location header, made safe for a mail", () => {
  test('a country code is its name; no-country codes are nothing', () => {
    expect(placePart('FR')).toBe('France')
    expect(placePart('GB')).toBe('United Kingdom')
    expect(placePart('T1')).toBe('the Tor network')
    expect(placePart('XX')).toBeUndefined()
    expect(placePart('ZZ')).toBeUndefined()
    expect(placePart('QQ')).toBeUndefined()
  })

  test('city, region and country headers read as one place; UTF-8 and percent-encoded names are read', () => {
    expect(placeFromHeaders(['Lyon', 'Auvergne-Rhône-Alpes', 'FR'])).toBe(
      'Lyon, Auvergne-Rhône-Alpes, France',
    )
    // Node reads header bytes as Latin-1.
    expect(placePart(Buffer.from('São Paulo', 'utf8').toString('latin1'))).toBe('São Paulo')
    expect(placePart('S%C3%A3o%20Paulo')).toBe('São Paulo')
    expect(placeFromHeaders([undefined, 'Singapore', 'SG'])).toBe('Singapore')
    expect(placeFromHeaders([undefined, '', 'XX'])).toBeUndefined()
  })

  test('markup, line breaks, links, control and direction characters are taken out', () => {
    const hostile = placePart(
      'Paris\r\n\r\n<a href="https://evil.test/">Go</a>\u202e\u0000 %3Cscript%3E',
    )
    expect(hostile).toBe('Paris a href https evil.test Go a script')
    // Fullwidth brackets are brackets once normalised.
    expect(placePart('\uff1cb\uff1eBerlin')).toBe('b Berlin')
    expect(placePart('<>"/:;\n\t')).toBeUndefined()
  })

  test('length: a part is cut to 48 characters, the place to 100; a value over 1 kB is not read', () => {
    expect(placePart('A'.repeat(1025))).toBeUndefined()
    expect(placePart(`${'Llanfair'.repeat(20)}`)?.length).toBe(48)
    const long = placeFromHeaders(['B'.repeat(60), 'C'.repeat(60), 'D'.repeat(60)]) ?? ''
    expect(long).toBe(`${'B'.repeat(48)}, ${'C'.repeat(48)}`)
  })
})
