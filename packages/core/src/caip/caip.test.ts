import { describe, expect, test } from 'vitest'
import { InvalidCaipIdError } from '../errors/caip.js'
import { formatCaipAccountId, isCaipAccountId, parseCaipAccountId } from './accountId.js'
import { formatCaipAssetId, isCaipAssetId, parseCaipAssetId } from './assetId.js'
import { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './networkId.js'

/** The error `run` throws, for an inline snapshot of its text. */
function thrown(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCaipIdError)
    return (error as Error).message
  }
  throw new Error('nothing thrown')
}

describe('CAIP-2 network ids', () => {
  // The test cases of CAIP-2, and Solana's from its CAIP-2 namespace profile, as namespace → references.
  const cases: Record<string, string[]> = {
    eip155: ['1'],
    bip122: [
      '000000000019d6689c085ae165831e93',
      '12a765e31ffd4059bada1e25190f6e98',
      'fdbe99b90c90bae7505796461471d89a',
    ],
    cosmos: ['cosmoshub-2', 'cosmoshub-3', 'Binance-Chain-Tigris', 'iov-mainnet'],
    starknet: ['SN_GOERLI'],
    lip9: ['9ee11e9df416b18b'],
    // The longest CAIP-2 id: 8 + 1 + 32 characters.
    chainstd: ['8c3444cf8970a9e41a706fab93e7a6c4'],
    solana: ['4sGjMW1sUnHzSxGspuhpqLDx6wiyjtJ', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  }
  test.each(
    Object.entries(cases).flatMap(([namespace, references]) =>
      references.map((reference) => [`${namespace}:${reference}`, namespace, reference]),
    ),
  )('%s', (id, namespace, reference) => {
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
    expect(formatCaipNetworkId({ namespace, reference })).toBe(id)
    expect(isCaipNetworkId(id)).toBe(true)
  })

  test('a typed id keeps its namespace in the type', () => {
    const { namespace } = parseCaipNetworkId('eip155:1' as `eip155:${string}` | `solana:${string}`)
    const known: 'eip155' | 'solana' = namespace
    expect(known).toBe('eip155')
  })

  test('malformed ids say which part breaks which rule', () => {
    expect(thrown(() => parseCaipNetworkId('eip155'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "eip155" is not a CAIP-2 id: expected <namespace>:<reference>"
    `)
    expect(thrown(() => parseCaipNetworkId('eip155:1:0xab'))).toMatch(
      'expected <namespace>:<reference>',
    )
    expect(thrown(() => parseCaipNetworkId('EIP155:1'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "EIP155:1" is not a CAIP-2 id: the namespace must match [-a-z0-9]{3,8}"
    `)
    expect(thrown(() => parseCaipNetworkId('ab:1'))).toMatch('the namespace must match')
    expect(thrown(() => parseCaipNetworkId('chainstd9:1'))).toMatch('the namespace must match')
    expect(thrown(() => parseCaipNetworkId('eip155:'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "eip155:" is not a CAIP-2 id: the reference must match [-_a-zA-Z0-9]{1,32}"
    `)
    // 33 characters: one more than CAIP-2's longest reference.
    expect(thrown(() => parseCaipNetworkId(`chainstd:${'a'.repeat(33)}`))).toMatch('reference')
    expect(thrown(() => parseCaipNetworkId('eip155:1.0'))).toMatch('reference')
    expect(thrown(() => parseCaipNetworkId(undefined as never))).toMatch(
      '"undefined" is not a CAIP-2 id: expected',
    )
    expect(thrown(() => formatCaipNetworkId({ namespace: 'eip155', reference: '' }))).toMatch(
      'reference',
    )
    expect(isCaipNetworkId('eip155:*')).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
  })

  test('the error quotes at most a bounded piece of a long text', () => {
    const error = (() => {
      try {
        parseCaipNetworkId(`eip155:${'1'.repeat(10_000)}`)
      } catch (caught) {
        return caught as InvalidCaipIdError
      }
    })()
    expect(error?.code).toBe('INVALID_CAIP_ID')
    expect(error?.standard).toBe('CAIP-2')
    expect(error?.details?.length).toBeLessThan(250)
  })
})

describe('CAIP-10 account ids', () => {
  // The test cases of CAIP-10.
  test.each([
    ['eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', 'eip155', '1'],
    [
      'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
      'bip122',
      '000000000019d6689c085ae165831e93',
    ],
    ['cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0', 'cosmos', 'cosmoshub-3'],
    [
      'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
      'polkadot',
      'b0a8d493285c2df73290dfb7e61f870f',
    ],
    [
      'starknet:SN_GOERLI:0x02dd1b492765c064eac4039e3841aa5f382773b598097a40073bd8b48170ab57',
      'starknet',
      'SN_GOERLI',
    ],
    [
      'chainstd:8c3444cf8970a9e41a706fab93e7a6c4:6d9b0b4b9994e8a6afbd3dc3ed983cd51c755afb27cd1dc7825ef59c134a39f7',
      'chainstd',
      '8c3444cf8970a9e41a706fab93e7a6c4',
    ],
    ['hedera:mainnet:0.0.1234567890-zbhlt', 'hedera', 'mainnet'],
  ])('%s', (id, namespace, reference) => {
    const address = id.slice(namespace.length + reference.length + 2)
    expect(parseCaipAccountId(id)).toEqual({ namespace, reference, address })
    expect(formatCaipAccountId({ namespace, reference, address })).toBe(id)
    expect(isCaipAccountId(id)).toBe(true)
  })

  test('malformed ids say which part breaks which rule', () => {
    // CAIP-10's legacy form (before 2021-08-21) is not one any more.
    expect(
      thrown(() => parseCaipAccountId('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb@eip155:1')),
    ).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb@eip155:1" is not a CAIP-10 id: expected <namespace>:<reference>:<address>"
    `)
    expect(thrown(() => parseCaipAccountId('eip155:1:'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "eip155:1:" is not a CAIP-10 id: the address must match [-.%a-zA-Z0-9]{1,128}"
    `)
    expect(thrown(() => parseCaipAccountId('eip155:1:0xab/cd'))).toMatch('expected')
    expect(thrown(() => parseCaipAccountId('eip155:1:0x ab'))).toMatch('address')
    expect(thrown(() => parseCaipAccountId(`eip155:1:${'a'.repeat(129)}`))).toMatch('address')
    expect(isCaipAccountId('eip155:1')).toBe(false)
  })
})

describe('CAIP-19 asset ids', () => {
  // The test cases of CAIP-19.
  test.each([
    ['eip155:1/slip44:60'],
    ['bip122:000000000019d6689c085ae165831e93/slip44:0'],
    ['cosmos:cosmoshub-3/slip44:118'],
    ['bip122:12a765e31ffd4059bada1e25190f6e98/slip44:2'],
    ['cosmos:Binance-Chain-Tigris/slip44:714'],
    ['cosmos:iov-mainnet/slip44:234'],
    ['lip9:9ee11e9df416b18b/slip44:134'],
    ['eip155:1/erc20:0x6b175474e89094c44da98b954eedeac495271d0f'],
    ['eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d'],
    ['eip155:1/erc721:0x06012c8cf97BEaD5deAe237070F9587f8E7A266d/771769'],
    ['hedera:mainnet/nft:0.0.55492/12'],
  ])('%s', (id) => {
    const parts = parseCaipAssetId(id)
    expect(formatCaipAssetId(parts)).toBe(id)
    expect(isCaipAssetId(id)).toBe(true)
  })

  test('an asset type and an asset id in parts', () => {
    expect(parseCaipAssetId('eip155:1/erc20:0x6b175474e89094c44da98b954eedeac495271d0f')).toEqual({
      namespace: 'eip155',
      reference: '1',
      assetNamespace: 'erc20',
      assetReference: '0x6b175474e89094c44da98b954eedeac495271d0f',
      tokenId: undefined,
    })
    expect(parseCaipAssetId('hedera:mainnet/nft:0.0.55492/12')).toEqual({
      namespace: 'hedera',
      reference: 'mainnet',
      assetNamespace: 'nft',
      assetReference: '0.0.55492',
      tokenId: '12',
    })
  })

  test('malformed ids say which part breaks which rule', () => {
    expect(thrown(() => parseCaipAssetId('eip155:1:slip44:60'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "eip155:1:slip44:60" is not a CAIP-19 id: expected <namespace>:<reference>/<asset namespace>:<asset reference>"
    `)
    expect(thrown(() => parseCaipAssetId('eip155:1/SLIP44:60'))).toMatch(
      'the asset namespace must match',
    )
    expect(thrown(() => parseCaipAssetId('eip155:1/erc721:0x06/'))).toMatchInlineSnapshot(`
      "Invalid CAIP id

      Details: "eip155:1/erc721:0x06/" is not a CAIP-19 id: the token id must match [-.%a-zA-Z0-9]{1,78}"
    `)
    // A uint256 has at most 78 digits: CAIP-19's bound.
    expect(isCaipAssetId(`eip155:1/erc721:0x06/${'9'.repeat(78)}`)).toBe(true)
    expect(isCaipAssetId(`eip155:1/erc721:0x06/${'9'.repeat(79)}`)).toBe(false)
    expect(isCaipAssetId('eip155:1/erc721:0x06/1/2')).toBe(false)
  })
})
