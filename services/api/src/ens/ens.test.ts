import { DEVNET_ACCOUNTS, DEVNET_ENS, devnetChains } from '@foyer/devnet'
import { getFreePort } from '@foyer/devnet/node'
import { type RunningService, serveApp } from '@foyer/server'
import { fuzzRoutes } from '@foyer/server/testing'
import {
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeAbiParameters,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  http,
  namehash,
  type PublicClient,
  parseAbi,
  toCoinType,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { CLIENT_QUERY, testApp, testConfig } from '../_test/app.js'
import { startOfAMinute } from '../_test/clock.js'
import { openTestDatabase } from '../_test/databases.js'
import type { App } from '../app.js'
import { DEFAULT_RATE_LIMITS, type ServiceConfig } from '../config.js'
import type { OpenDatabase } from '../db/database.js'
import { devnetEnsGateway, ensGatewayUrl, pointDevnetEnsGateway } from '../dev/ens.js'
import { coinTypeOfChain } from '../profile/nameRules.js'
import { MAX_REQUEST_BYTES } from './ccip.js'
import { configuredEnsGateway } from './settings.js'

const resolverAbi = parseAbi([
  'function url() view returns (string)',
  'function resolveWithProof(bytes response, bytes extraData) view returns (bytes)',
  'error UnknownSigner(address signer)',
  'error SignatureExpired(uint64 expires, uint256 timestamp)',
])
const recordAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])
const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data)'])

const suffix = Math.random().toString(36).slice(2, 8)
const ALICE_NAME = `alice-${suffix}.foyer.id`
const LEGACY_NAME = `old-timer-${suffix}.fyr.id`
const LEGACY_ADDRESS = '0x00000000000000000000000000000000000000AA'
const registrant = DEVNET_ACCOUNTS[2]

/** The gateway request an off-chain resolver sends for `name`'s record `data`. */
const requestFor = (name: string, data: Hex) =>
  encodeFunctionData({
    abi: gatewayAbi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(name)), data],
  })
const addrOf = (name: string) =>
  encodeFunctionData({ abi: recordAbi, functionName: 'addr', args: [namehash(name)] })

/** The revert of a strict ENS lookup. */
function revertOf(error: unknown) {
  const reverted =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
      : undefined
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  return reverted.data
}

describe('wallet names resolve in ENS clients through the CCIP-read gateway (EIP-3668)', () => {
  let database: OpenDatabase
  let config: ServiceConfig
  let app: App
  /** The app the HTTP server hands requests to (the test swaps in one that signs with another key). */
  let serving: { fetch: (request: Request) => Response | Promise<Response> }
  let server: RunningService
  let chains: Chain[]
  let clients: PublicClient[]

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    const port = await getFreePort()
    config = {
      ...testConfig(),
      publicUrl: `http://127.0.0.1:${port}`,
      ensGateway: devnetEnsGateway(),
      // Every lookup here comes from one client; the limit has a test of its own below.
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        freshReadsPerClient: { limit: 1000, windowMs: 60_000 },
      },
    }
    app = await testApp(database, config)
    serving = app
    server = await serveApp({ fetch: (request) => serving.fetch(request) }, { port })
    // What the dev stack does at start: the devnet's off-chain resolver names this service's gateway.
    await pointDevnetEnsGateway(config)
    const [l1, l2] = inject('devnet').chains.map((chain) => Number(new URL(chain.rpcUrl).port))
    // The devnet chains as any app gets them: their contracts name the universal resolver.
    chains = devnetChains({ l1, l2 })
    clients = chains.map(
      (chain) => createPublicClient({ chain, transport: http() }) as PublicClient,
    )

    const account = privateKeyToAccount(registrant.privateKey)
    const message = JSON.stringify({
      name: ALICE_NAME,
      attributes: { avatar: 'https://example.test/alice.png' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registered = await app.request(`/v1/profile/account?${CLIENT_QUERY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: coinTypeOfChain(31337),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(registered.status).toBe(201)
    // A name under the legacy suffix, from before the suffix changed (registration takes the current one only).
    await database.query(
      `INSERT INTO profile_names (name, suffix, address, coin_type) VALUES ('${LEGACY_NAME}', 'fyr.id', '${LEGACY_ADDRESS.toLowerCase()}', 60)`,
    )
  })
  afterAll(async () => {
    await server?.stop()
    await database?.close()
  })

  const gatewayGet = (sender: string, data: string) => app.request(`/ccip/${sender}/${data}.json`)
  const gatewayPost = (body: unknown, target: { request: App['request'] } = app) =>
    target.request('/ccip', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  test("the devnet's off-chain resolver names this service's gateway", async () => {
    for (const client of clients)
      expect(
        await client.readContract({
          address: DEVNET_ENS.offchainResolver,
          abi: resolverAbi,
          functionName: 'url',
        }),
      ).toBe(ensGatewayUrl(config.publicUrl))
  })

  test('a registered name resolves with viem’s getEnsAddress on both devnet chains', async () => {
    for (const client of clients) {
      expect(await client.getEnsAddress({ name: ALICE_NAME })).toBe(registrant.address)
      // The label in any case: the names service's names are case-insensitive (the registry's nodes of
      // the suffix are the lower-case ones, as ENS normalisation gives them).
      expect(await client.getEnsAddress({ name: `ALICE-${suffix}.foyer.id` })).toBe(
        registrant.address,
      )
      // ENSIP-11: the served chains' coin types answer the same address; other chains' nothing.
      for (const chainId of [31337, 31338])
        expect(
          (
            await client.getEnsAddress({ name: ALICE_NAME, coinType: toCoinType(chainId) })
          )?.toLowerCase(),
        ).toBe(registrant.address.toLowerCase())
      expect(await client.getEnsAddress({ name: ALICE_NAME, coinType: toCoinType(10) })).toBeNull()
      expect(await client.getEnsText({ name: ALICE_NAME, key: 'avatar' })).toBe(
        'https://example.test/alice.png',
      )
      for (const key of ['url', 'constructor', '__proto__', 'toString'])
        expect(await client.getEnsText({ name: ALICE_NAME, key, strict: true }), key).toBeNull()
    }
  })

  test('a name under the legacy suffix resolves too', async () => {
    expect(await clients[0]?.getEnsAddress({ name: LEGACY_NAME })).toBe(LEGACY_ADDRESS)
  })

  test('a name nobody registered resolves to null, not an error', async () => {
    const client = clients[0] as PublicClient
    // Strict: null because the gateway answered "no record" (signed and verified), not from a failure.
    for (const name of [
      `nobody-${suffix}.foyer.id`,
      `nobody-${suffix}.fyr.id`,
      'abc.foyer.id',
      `a.alice-${suffix}.foyer.id`,
      'foyer.id',
    ])
      expect(await client.getEnsAddress({ name, strict: true }), name).toBeNull()
    // A record the gateway does not keep: no answer at all, which viem also reads as null.
    const contenthash = await gatewayGet(
      DEVNET_ENS.offchainResolver,
      requestFor(
        ALICE_NAME,
        encodeFunctionData({
          abi: recordAbi,
          functionName: 'contenthash',
          args: [namehash(ALICE_NAME)],
        }),
      ),
    )
    expect(contenthash.status).toBe(200)
    const response = (await contenthash.json()) as { data: Hex }
    expect(
      decodeAbiParameters(
        [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
        response.data,
      )[0],
    ).toBe('0x')
  })

  test("the gateway's answer verifies on chain; an answer signed by another key is refused", async () => {
    const client = clients[0] as PublicClient
    const request = requestFor(ALICE_NAME, addrOf(ALICE_NAME))
    const proof = async (target: { request: App['request'] }) => {
      const response = await gatewayPost(
        { sender: DEVNET_ENS.offchainResolver, data: request },
        target,
      )
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as { data: Hex }
      return client
        .readContract({
          address: DEVNET_ENS.offchainResolver,
          abi: resolverAbi,
          functionName: 'resolveWithProof',
          args: [data, request],
        })
        .catch((error: unknown) => error)
    }
    const verified = await proof(app)
    expect(decodeAbiParameters([{ type: 'address' }], verified as Hex)[0]).toBe(registrant.address)

    const otherKey = generatePrivateKey()
    const impostor = await testApp(database, {
      ...config,
      ensGateway: { ...devnetEnsGateway(), signerKey: otherKey },
    })
    const refused = revertOf(await proof(impostor))
    expect(refused).toMatchObject({
      errorName: 'UnknownSigner',
      args: [privateKeyToAccount(otherKey).address],
    })

    // Through the whole path: the devnet resolver reaches the impostor over HTTP and refuses its answer.
    serving = impostor
    try {
      expect(await client.getEnsAddress({ name: ALICE_NAME })).toBeNull()
      const strict = revertOf(
        await client
          .getEnsAddress({ name: ALICE_NAME, strict: true })
          .catch((error: unknown) => error),
      )
      expect(strict?.errorName).toBe('ResolverError')
      expect(decodeErrorResult({ abi: resolverAbi, data: strict?.args?.[0] as Hex })).toMatchObject(
        { errorName: 'UnknownSigner', args: [privateKeyToAccount(otherKey).address] },
      )
    } finally {
      serving = app
    }
    expect(await client.getEnsAddress({ name: ALICE_NAME })).toBe(registrant.address)
  })

  test('GET and POST answer the same, signed for the configured resolver only', async () => {
    const request = requestFor(ALICE_NAME, addrOf(ALICE_NAME))
    const get = await gatewayGet(DEVNET_ENS.offchainResolver.toLowerCase(), request)
    const post = await gatewayPost({ sender: DEVNET_ENS.offchainResolver, data: request })
    expect([get.status, post.status]).toEqual([200, 200])
    const results = await Promise.all(
      [get, post].map(async (response) => {
        const { data } = (await response.json()) as { data: Hex }
        return decodeAbiParameters(
          [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
          data,
        )[0]
      }),
    )
    expect(results[0]).toBe(results[1])
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    // The universal resolver is not the resolver the gateway signs for.
    const other = await gatewayGet(DEVNET_ENS.universalResolver, request)
    expect(other.status).toBe(400)
    expect(((await other.json()) as { message: string }).message).toBe(
      `This gateway answers for the resolver ${DEVNET_ENS.offchainResolver} only`,
    )
    const preflight = await app.request('/ccip', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://any.app.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('a malformed gateway request is a 400 with a message, never a 5xx', async () => {
    const resolver = DEVNET_ENS.offchainResolver
    const node = namehash(ALICE_NAME)
    const dns = (bytes: number[]) => toHex(new Uint8Array(bytes))
    const resolve = (name: Hex, data: Hex = addrOf(ALICE_NAME)) =>
      encodeFunctionData({ abi: gatewayAbi, functionName: 'resolve', args: [name, data] })
    const cases: [string, Response | Promise<Response>, RegExp][] = [
      ['not hex', gatewayGet(resolver, 'zz'), /hex/],
      ['odd hex', gatewayGet(resolver, '0x123'), /hex/],
      ['not resolve()', gatewayGet(resolver, '0x12345678'), /resolve\(bytes name, bytes data\)/],
      ['no root label', gatewayGet(resolver, resolve(dns([5, 97, 108, 105, 99, 101]))), /root/],
      ['label overrun', gatewayGet(resolver, resolve(dns([9, 97, 108, 0]))), /past/],
      ['bytes after the root', gatewayGet(resolver, resolve(dns([1, 97, 0, 7]))), /follow/],
      [
        'overlong name',
        gatewayGet(
          resolver,
          resolve(
            toHex(
              new Uint8Array([
                ...Array(5)
                  .fill([60, ...Array(60).fill(97)])
                  .flat(),
                0,
              ]),
            ),
          ),
        ),
        /255/,
      ],
      ['empty name', gatewayGet(resolver, resolve('0x')), /1 to 255/],
      ['not UTF-8', gatewayGet(resolver, resolve(dns([2, 0xff, 0xfe, 0]))), /UTF-8/],
      [
        "another name's node",
        gatewayGet(
          resolver,
          resolve(
            toHex(packetToBytes(ALICE_NAME)),
            encodeFunctionData({
              abi: recordAbi,
              functionName: 'addr',
              args: [namehash('bob.foyer.id')],
            }),
          ),
        ),
        /namehash/,
      ],
      [
        'truncated record query',
        gatewayGet(resolver, resolve(toHex(packetToBytes(ALICE_NAME)), '0x3b3b')),
        /selector/,
      ],
      [
        'malformed record query',
        gatewayGet(resolver, resolve(toHex(packetToBytes(ALICE_NAME)), '0x3b3b57de1234')),
        /malformed/,
      ],
      [
        'too large',
        gatewayPost({
          sender: resolver,
          data: resolve(
            toHex(packetToBytes(ALICE_NAME)),
            encodeFunctionData({
              abi: recordAbi,
              functionName: 'text',
              args: [node, 'k'.repeat(MAX_REQUEST_BYTES)],
            }),
          ),
        }),
        /larger than/,
      ],
      ['not an address', gatewayGet('0x1234', resolve(toHex(packetToBytes(ALICE_NAME)))), /sender/],
      ['not JSON', gatewayPost('{"sender":'), /JSON/],
      ['no data', gatewayPost({ sender: resolver }), /hex/],
      ['data not a string', gatewayPost({ sender: resolver, data: 12 }), /hex/],
      ['no sender', gatewayPost({ data: resolve(toHex(packetToBytes(ALICE_NAME))) }), /sender/],
      ['null body', gatewayPost('null'), /JSON/],
    ]
    for (const [what, pending, message] of cases) {
      const response = await pending
      const body = (await response.json()) as { message?: string }
      expect([what, response.status], what).toEqual([what, 400])
      expect(body.message, what).toMatch(message)
    }
  })

  test('random and mutated requests are answered 200 or 400, never a 5xx', async () => {
    const fuzzed = await testApp(database, {
      ...config,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        freshReadsPerClient: { limit: 100_000, windowMs: 60_000 },
      },
    })
    const valid = [
      requestFor(ALICE_NAME, addrOf(ALICE_NAME)),
      requestFor(
        ALICE_NAME,
        encodeFunctionData({
          abi: recordAbi,
          functionName: 'addr',
          args: [namehash(ALICE_NAME), 60n],
        }),
      ),
      requestFor(
        ALICE_NAME,
        encodeFunctionData({
          abi: recordAbi,
          functionName: 'text',
          args: [namehash(ALICE_NAME), 'avatar'],
        }),
      ),
    ]
    const failures = await fuzzRoutes({
      routes: [
        { method: 'GET', path: '/ccip/:sender/:data' },
        { method: 'POST', path: '/ccip' },
      ],
      cases: 500,
      send: async (method, url, init) => fuzzed.request(url, { method, ...init }),
      knownSegments: [DEVNET_ENS.offchainResolver, ...valid, ...valid.map((v) => `${v}.json`)],
    })
    expect(failures).toEqual([])
    // Valid requests with bytes overwritten, cut or added (seeded): the decoder's every branch.
    let state = 20261126
    const random = (max: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      return state % max
    }
    const statuses = new Set<number>()
    for (let i = 0; i < 300; i++) {
      const bytes = [...Buffer.from((valid[i % valid.length] as Hex).slice(2), 'hex')]
      const edits = 1 + random(4)
      for (let e = 0; e < edits; e++) {
        const kind = random(3)
        if (kind === 0) bytes[random(bytes.length)] = random(256)
        else if (kind === 1) bytes.length = random(bytes.length)
        else bytes.push(...Array.from({ length: 1 + random(40) }, () => random(256)))
      }
      const data = toHex(new Uint8Array(bytes))
      const response = await fuzzed.request(`/ccip/${DEVNET_ENS.offchainResolver}/${data}.json`)
      statuses.add(response.status)
      expect([200, 400], data).toContain(response.status)
    }
    // Both outcomes were reached: the mutations are not all refused at the door.
    expect([...statuses].sort()).toEqual([200, 400])
  })

  test('without a signing key the gateway answers 404 and says why', async () => {
    const { ensGateway: _, ...withoutGateway } = config
    const off = await testApp(database, withoutGateway)
    const response = await off.request(
      `/ccip/${DEVNET_ENS.offchainResolver}/${requestFor(ALICE_NAME, addrOf(ALICE_NAME))}.json`,
    )
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toMatch(
      /no ENS gateway: FOYER_API_ENS_GATEWAY_KEY/,
    )
  })

  test('the gateway is limited per client like the other cache-skipping reads', async () => {
    startOfAMinute()
    const limited = await testApp(database, {
      ...config,
      rateLimits: { ...DEFAULT_RATE_LIMITS, freshReadsPerClient: { limit: 2, windowMs: 60_000 } },
    })
    const ask = () =>
      limited.request(
        `/ccip/${DEVNET_ENS.offchainResolver}/${requestFor(ALICE_NAME, addrOf(ALICE_NAME))}.json`,
      )
    expect([(await ask()).status, (await ask()).status]).toEqual([200, 200])
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many ENS lookups/)
  })

  test('settings: FOYER_API_ENS_GATEWAY_KEY and FOYER_API_ENS_RESOLVER, both or neither', async () => {
    const key = generatePrivateKey()
    const resolver = DEVNET_ENS.offchainResolver.toLowerCase()
    expect(
      await configuredEnsGateway(false, {
        FOYER_API_ENS_GATEWAY_KEY: key,
        FOYER_API_ENS_RESOLVER: resolver,
      }),
    ).toEqual({ signerKey: key, resolver: DEVNET_ENS.offchainResolver })
    expect(await configuredEnsGateway(false, {})).toBeUndefined()
    expect(await configuredEnsGateway(true, {})).toEqual(devnetEnsGateway())
    await expect(configuredEnsGateway(false, { FOYER_API_ENS_GATEWAY_KEY: key })).rejects.toThrow(
      'FOYER_API_ENS_GATEWAY_KEY and FOYER_API_ENS_RESOLVER go together',
    )
    const badKey = configuredEnsGateway(false, {
      FOYER_API_ENS_GATEWAY_KEY: `${key.slice(0, -1)}`,
      FOYER_API_ENS_RESOLVER: resolver,
    })
    await expect(badKey).rejects.toThrow('FOYER_API_ENS_GATEWAY_KEY: expected a secp256k1')
    await expect(badKey).rejects.not.toThrow(key.slice(2, 20))
    await expect(
      configuredEnsGateway(false, {
        FOYER_API_ENS_GATEWAY_KEY: `0x${'0'.repeat(64)}`,
        FOYER_API_ENS_RESOLVER: resolver,
      }),
    ).rejects.toThrow('FOYER_API_ENS_GATEWAY_KEY')
    await expect(
      configuredEnsGateway(false, {
        FOYER_API_ENS_GATEWAY_KEY: key,
        FOYER_API_ENS_RESOLVER: 'resolver.eth',
      }),
    ).rejects.toThrow('FOYER_API_ENS_RESOLVER')
  })
})
