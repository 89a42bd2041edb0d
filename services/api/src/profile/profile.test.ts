import { DEVNET_ACCOUNTS, DEVNET_SMART_ACCOUNT } from '@foyer/devnet'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import { CLIENT_QUERY } from '../_test/app.js'
import { testAppPerSuite } from '../_test/testAppPerSuite.js'
import { chainOfCoinType, coinTypeOfChain } from './nameRules.js'

const CHAIN_ID = 31337
const COIN_TYPE = coinTypeOfChain(CHAIN_ID)
const now = () => Math.floor(Date.now() / 1000)

describe('the names service (SPEC §7 /v1/profile)', () => {
  const suite = testAppPerSuite('pglite')

  const get = async (path: string) => {
    const response = await suite.app.request(
      `${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`,
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  /** Signs a registration message with `key` (for `address`, default the key's own) and posts it. */
  async function register(
    key: Hex,
    name: string,
    {
      address,
      timestamp = now(),
      attributes = {},
      coinType = COIN_TYPE,
      tamper,
    }: {
      address?: string
      timestamp?: number
      attributes?: Record<string, string>
      coinType?: number
      tamper?: (body: Record<string, unknown>) => void
    } = {},
  ) {
    const account = privateKeyToAccount(key)
    const message = JSON.stringify({ name, attributes, timestamp })
    const body: Record<string, unknown> = {
      coin_type: coinType,
      address: address ?? account.address,
      message,
      signature: await account.signMessage({ message }),
    }
    tamper?.(body)
    const response = await suite.app.request(`/v1/profile/account?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & {
        reasons?: { description: string }[]
      },
      post: (init: Record<string, unknown>) =>
        suite.app.request(`/v1/profile/account?${CLIENT_QUERY}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(init),
        }),
      sent: body,
    }
  }

  const reason = (body: { reasons?: { description: string }[] }) => body.reasons?.[0]?.description

  test('ENSIP-11 coin types: mainnet 60, others 0x80000000 | id; 2^31 and above is Invalid chainId', () => {
    expect(coinTypeOfChain(1)).toBe(60)
    expect(coinTypeOfChain(10)).toBe(2147483658)
    expect(coinTypeOfChain(31337)).toBe(0x80000000 + 31337)
    expect(chainOfCoinType(0x80000000 + 31337)).toBe(31337)
    expect(chainOfCoinType(60)).toBe(1)
    expect(chainOfCoinType(501)).toBeUndefined()
    expect(() => coinTypeOfChain(2 ** 31)).toThrow('Invalid chainId')
    expect(() => coinTypeOfChain(2 ** 31 - 1)).not.toThrow()
  })

  test('an EOA registers a name; it resolves, reverses, and becomes the identity', async () => {
    const key = generatePrivateKey()
    const owner = privateKeyToAccount(key).address
    const { status, body } = await register(key, 'Alice-Wallet.foyer.id', {
      attributes: { avatar: 'https://example.test/a.png' },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      name: 'alice-wallet.foyer.id',
      addresses: { [String(COIN_TYPE)]: { address: owner.toLowerCase() } },
      attributes: { avatar: 'https://example.test/a.png' },
    })
    const found = await get('/v1/profile/account/alice-wallet.foyer.id?apiVersion=2')
    expect(found.status).toBe(200)
    expect(found.body.name).toBe('alice-wallet.foyer.id')
    const reverse = await get(`/v1/profile/reverse/${owner}`)
    expect(reverse.body).toEqual([expect.objectContaining({ name: 'alice-wallet.foyer.id' })])
    const identity = await get(`/v1/identity/${owner}`)
    expect(identity.body).toEqual({
      name: 'alice-wallet.foyer.id',
      avatar: 'https://example.test/a.png',
    })
  })

  test('names: letters, digits and hyphens, at least 4, not reserved, under the current suffix', async () => {
    const key = generatePrivateKey()
    const cases: [string, string][] = [
      ['abc.foyer.id', 'A name needs at least 4 characters'],
      ['ali ce.foyer.id', 'A name may hold only letters, digits and hyphens'],
      ['alicé.foyer.id', 'A name may hold only letters, digits and hyphens'],
      ['support.foyer.id', 'This name is reserved'],
      ['alice.fyr.id', 'Names end in .foyer.id'],
      ['alice.eth', 'Names end in .foyer.id'],
      [`${'a'.repeat(64)}.foyer.id`, 'A name may have at most 63 characters'],
    ]
    for (const [name, description] of cases) {
      const { status, body } = await register(key, name)
      expect([status, reason(body)], name).toEqual([400, description])
    }
  })

  test('a name is taken once; an address holds one name; the same message is not accepted twice', async () => {
    const first = generatePrivateKey()
    expect((await register(first, 'taken-name.foyer.id')).status).toBe(201)
    const other = await register(generatePrivateKey(), 'taken-name.foyer.id')
    expect([other.status, reason(other.body)]).toEqual([409, 'This name is already registered'])
    const second = await register(first, 'second-name.foyer.id')
    expect([second.status, reason(second.body)]).toEqual([409, 'This address already has a name'])

    // Replay: a signed message for a free name, posted twice (a second address cannot hold it: the first
    // post registered it; the replay of the very same body is refused as used or taken, never a 5xx).
    const key = generatePrivateKey()
    const sent = await register(key, 'replay-me.foyer.id')
    expect(sent.status).toBe(201)
    const again = await sent.post(sent.sent)
    expect(again.status).toBe(409)
  })

  test('a signature by another key, a stale or future message, a foreign coin type are refused', async () => {
    const key = generatePrivateKey()
    const victim = privateKeyToAccount(generatePrivateKey()).address
    const forged = await register(key, 'forged-name.foyer.id', { address: victim })
    expect([forged.status, reason(forged.body)]).toEqual([
      401,
      'The signature is not by this address',
    ])
    const stale = await register(key, 'stale-name.foyer.id', { timestamp: now() - 11 * 60 })
    expect([stale.status, reason(stale.body)]).toEqual([
      400,
      'The message is too old: sign a new one',
    ])
    const ahead = await register(key, 'ahead-name.foyer.id', { timestamp: now() + 5 * 60 })
    expect(reason(ahead.body)).toBe('The message is dated in the future')
    const millis = await register(key, 'millis-name.foyer.id', { timestamp: Date.now() })
    expect(reason(millis.body)).toBe('The message is dated in the future')
    const solana = await register(key, 'coin-name.foyer.id', { coinType: 501 })
    expect([solana.status, reason(solana.body)]).toEqual([
      400,
      'Unsupported coin_type 501: expected the ENSIP-11 coin type of a served chain',
    ])
    const tampered = await register(key, 'tamper-name.foyer.id', {
      tamper: (body) => {
        body.message = String(body.message).replace('tamper-name', 'other-name')
      },
    })
    expect(tampered.status).toBe(401)
    const junk = await register(key, 'junk-name.foyer.id', {
      tamper: (body) => {
        body.message = 'not json'
        body.signature = '0x1234'
      },
    })
    expect([junk.status, reason(junk.body)]).toEqual([400, 'The message is not JSON'])
    const malformed = await register(key, 'bad-body.foyer.id', {
      tamper: (body) => {
        body.signature = 'zz'
      },
    })
    expect(malformed.status).toBe(400)
    expect(reason(malformed.body)).toMatch(/signature/)
  })

  test('a contract account registers through ERC-1271: its owner signs for it', async () => {
    const owner = DEVNET_ACCOUNTS[1]
    const { status, body } = await register(owner.privateKey as Hex, 'smart-account.foyer.id', {
      address: DEVNET_SMART_ACCOUNT.address,
    })
    expect(status).toBe(201)
    expect(body.addresses).toMatchObject({
      [String(COIN_TYPE)]: { address: DEVNET_SMART_ACCOUNT.address.toLowerCase() },
    })
  })

  test('suggestions: the name asked for and free variants, with which are taken', async () => {
    expect((await register(generatePrivateKey(), 'popular.foyer.id')).status).toBe(201)
    const { status, body } = await get('/v1/profile/suggestions/popular?zone=foyer.id')
    expect(status).toBe(200)
    const suggestions = body.suggestions as { name: string; registered: boolean }[]
    expect(suggestions[0]).toEqual({ name: 'popular.foyer.id', registered: true })
    expect(suggestions.slice(1).every((s) => !s.registered && s.name.endsWith('.foyer.id'))).toBe(
      true,
    )
    expect(suggestions.length).toBeGreaterThan(2)
    const reserved = await get('/v1/profile/suggestions/support')
    expect((reserved.body.suggestions as { registered: boolean }[])[0]?.registered).toBe(true)
    const bad = await get('/v1/profile/suggestions/a%20b')
    expect([bad.status, reason(bad.body as never)]).toEqual([
      400,
      'A name may hold only letters, digits and hyphens',
    ])
    expect((await get('/v1/profile/suggestions/popular?zone=evil.id')).status).toBe(400)
  })

  test('the legacy suffix resolves; unknown names and addresses are answered, not failed', async () => {
    // A name under the legacy suffix (registered before the suffix changed) still resolves.
    await suite.database.query(
      "INSERT INTO profile_names (name, suffix, address, coin_type) VALUES ('old-timer.fyr.id', 'fyr.id', '0x00000000000000000000000000000000000000aa', 60)",
    )
    expect((await get('/v1/profile/account/old-timer.fyr.id')).status).toBe(200)
    const missing = await get('/v1/profile/account/nobody-here.foyer.id')
    expect([missing.status, reason(missing.body as never)]).toEqual([
      404,
      'No name nobody-here.foyer.id',
    ])
    expect(
      (await get('/v1/profile/reverse/0x00000000000000000000000000000000000000bb')).body,
    ).toEqual([])
    expect((await get('/v1/profile/reverse/not-an-address')).status).toBe(400)
  })
})
