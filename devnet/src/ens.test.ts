import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  HttpRequestError,
  http,
  keccak256,
  labelhash,
  namehash,
  type PublicClient,
  parseAbi,
  toCoinType,
  toFunctionSelector,
  toHex,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { DEVNET_ACCOUNTS } from './accounts.js'
import { devnetChains } from './chains.js'
import { compileContracts } from './compile.js'
import { DEVNET_ENS } from './ens.js'
import { waitForDevnetReceipt } from './receipt.js'
import { RpcResponseError, rpc } from './rpc.js'
import { seedEns } from './seedEns.js'

const registryAbi = parseAbi([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])
const publicResolverAbi = parseAbi(['function setAddr(bytes32 node, address a)'])
const offchainAbi = parseAbi([
  'function owner() view returns (address)',
  'function url() view returns (string)',
  'function signers(address) view returns (bool)',
  'function supportsInterface(bytes4) view returns (bool)',
  'function resolveWithProof(bytes response, bytes extraData) view returns (bytes)',
  'function makeSignatureHash(address target, uint64 expires, bytes request, bytes result) pure returns (bytes32)',
  'error SignatureExpired(uint64 expires, uint256 timestamp)',
  'error UnknownSigner(address signer)',
  'error InvalidSignature()',
])
const universalAbi = parseAbi([
  'function registry() view returns (address)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
  'function resolveCallback(bytes response, bytes extraData) view returns (bytes, address)',
  'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
  'error DNSDecodingFailed(bytes dns)',
  'error ResolverNotFound(bytes name)',
  'error ResolverError(bytes errorData)',
  'error UnsupportedResolverProfile(bytes4 selector)',
  'error HttpError(uint16 status, string message)',
])
const batchAbi = parseAbi([
  'struct Request { address sender; string[] urls; bytes data; }',
  'function query(Request[] requests) view returns (bool[] failures, bytes[] responses)',
])
const gatewayAbi = parseAbi(['function resolve(bytes name, bytes data)'])
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])

const [alice, bob] = DEVNET_ACCOUNTS

let chains: ReturnType<typeof devnetChains>
let clients: PublicClient[]

beforeAll(() => {
  const [l1, l2] = inject('devnet').chains.map((chain) => Number(new URL(chain.rpcUrl).port))
  chains = devnetChains({ l1, l2 })
  clients = chains.map((chain) => createPublicClient({ chain, transport: http() }))
})

/** The revert of an ENS lookup, named (strict lookups throw it; viem maps these to null otherwise). */
function revertOf(error: unknown) {
  const reverted =
    error instanceof BaseError
      ? error.walk((cause) => cause instanceof ContractFunctionRevertedError)
      : undefined
  if (!(reverted instanceof ContractFunctionRevertedError)) throw error
  return reverted.data
}

/** A gateway's answer the way the off-chain resolver checks it: signed by `key` for DEVNET_ENS.offchainResolver. */
async function gatewayAnswer(request: Hex, result: Hex, key: Hex, expires: bigint) {
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', DEVNET_ENS.offchainResolver, expires, keccak256(request), keccak256(result)],
    ),
  )
  const signature = await sign({ hash, privateKey: key, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}

/** A client whose CCIP-read requests a stand-in gateway answers (what services/api does over HTTP). */
function clientWithGateway(
  chain: (typeof chains)[number],
  answer: (request: Hex) => Promise<Hex>,
): PublicClient {
  return createPublicClient({
    chain,
    transport: http(),
    ccipRead: {
      async request({ data, sender }) {
        expect(sender).toBe(DEVNET_ENS.offchainResolver)
        return answer(data)
      },
    },
  }) as PublicClient
}

describe('ENS on the devnet', () => {
  test('sits at its addresses on both chains: foyer.id and fyr.id go to the off-chain resolver', async () => {
    for (const client of clients) {
      const read = (
        address: Address,
        abi: typeof registryAbi | typeof offchainAbi,
        fn: string,
        args: unknown[] = [],
      ) => client.readContract({ address, abi, functionName: fn, args } as never)
      expect(await read(DEVNET_ENS.registry, registryAbi, 'owner', [namehash('id')])).toBe(
        DEVNET_ENS.admin,
      )
      for (const name of DEVNET_ENS.names) {
        expect(await read(DEVNET_ENS.registry, registryAbi, 'owner', [namehash(name)])).toBe(
          DEVNET_ENS.admin,
        )
        expect(await read(DEVNET_ENS.registry, registryAbi, 'resolver', [namehash(name)])).toBe(
          DEVNET_ENS.offchainResolver,
        )
      }
      expect(
        await client.readContract({
          address: DEVNET_ENS.universalResolver,
          abi: universalAbi,
          functionName: 'registry',
        }),
      ).toBe(DEVNET_ENS.registry)
      expect(await read(DEVNET_ENS.offchainResolver, offchainAbi, 'owner')).toBe(DEVNET_ENS.admin)
      expect(
        await read(DEVNET_ENS.offchainResolver, offchainAbi, 'signers', [
          DEVNET_ENS.gatewaySigner.address,
        ]),
      ).toBe(true)
      expect(
        await read(DEVNET_ENS.offchainResolver, offchainAbi, 'supportsInterface', ['0x9061b923']),
      ).toBe(true)
      expect(await client.getCode({ address: DEVNET_ENS.publicResolver })).toMatch(/^0x.{100}/)
    }
    expect(privateKeyToAccount(DEVNET_ENS.gatewaySigner.privateKey).address).toBe(
      DEVNET_ENS.gatewaySigner.address,
    )
  })

  test('a second seed keeps the records and the gateway URL', async () => {
    const client = clients[0] as PublicClient
    const url = await client.readContract({
      address: DEVNET_ENS.offchainResolver,
      abi: offchainAbi,
      functionName: 'url',
    })
    await seedEns(chains[0].rpcUrls.default.http[0] as string, await compileContracts())
    expect(
      await client.readContract({
        address: DEVNET_ENS.offchainResolver,
        abi: offchainAbi,
        functionName: 'url',
      }),
    ).toBe(url)
    expect(
      await client.readContract({
        address: DEVNET_ENS.registry,
        abi: registryAbi,
        functionName: 'resolver',
        args: [namehash('foyer.id')],
      }),
    ).toBe(DEVNET_ENS.offchainResolver)
  })

  test('an on-chain name resolves through the public resolver; no resolver, no address', async () => {
    const [chain] = chains
    const client = clients[0] as PublicClient
    const transport = http()
    const anvil = createTestClient({ chain, mode: 'anvil', transport })
    const admin = createWalletClient({ account: DEVNET_ENS.admin, chain, transport })
    const label = `ens-test-${Math.random().toString(36).slice(2, 10)}`
    const name = `${label}.eth`
    await anvil.impersonateAccount({ address: DEVNET_ENS.admin })
    try {
      for (const hash of [
        await admin.writeContract({
          address: DEVNET_ENS.registry,
          abi: registryAbi,
          functionName: 'setSubnodeOwner',
          args: [zeroHash, labelhash('eth'), DEVNET_ENS.admin],
        }),
        await admin.writeContract({
          address: DEVNET_ENS.registry,
          abi: registryAbi,
          functionName: 'setSubnodeRecord',
          args: [
            namehash('eth'),
            labelhash(label),
            DEVNET_ENS.admin,
            DEVNET_ENS.publicResolver,
            0n,
          ],
        }),
        await admin.writeContract({
          address: DEVNET_ENS.publicResolver,
          abi: publicResolverAbi,
          functionName: 'setAddr',
          args: [namehash(name), alice.address],
        }),
      ])
        expect((await waitForDevnetReceipt(client, hash)).status).toBe('success')
    } finally {
      await anvil.stopImpersonatingAccount({ address: DEVNET_ENS.admin })
    }
    expect(await client.getEnsAddress({ name })).toBe(alice.address)
    // A multichain address nobody set: empty, so null.
    expect(await client.getEnsAddress({ name, coinType: toCoinType(31338) })).toBeNull()
    // ENSIP-10: a parent's resolver answers for a child only when it is an extended resolver.
    expect(await client.getEnsAddress({ name: `sub.${name}` })).toBeNull()
    const notFound = await client
      .getEnsAddress({ name: `sub.${name}`, strict: true })
      .catch(revertOf)
    expect(notFound).toMatchObject({ errorName: 'ResolverNotFound' })
    expect(await client.getEnsAddress({ name: 'nobody-here.example' })).toBeNull()
    // No reverse records on the devnet.
    expect(await client.getEnsName({ address: alice.address })).toBeNull()
  })

  test('a wallet name is looked up off chain: the universal resolver raises the lookup for the off-chain resolver', async () => {
    const url = chains[0].rpcUrls.default.http[0] as string
    const dnsName = toHex(packetToBytes('alice.foyer.id'))
    const data = encodeFunctionData({
      abi: addrAbi,
      functionName: 'addr',
      args: [namehash('alice.foyer.id')],
    })
    const call = encodeFunctionData({
      abi: universalAbi,
      functionName: 'resolveWithGateways',
      args: [dnsName, data, ['x-batch-gateway:true']],
    })
    const reverted = await rpc(url, 'eth_call', [
      { to: DEVNET_ENS.universalResolver, data: call },
      'latest',
    ]).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(reverted).toBeInstanceOf(RpcResponseError)
    const lookup = decodeErrorResult({
      abi: universalAbi,
      data: (reverted as RpcResponseError).data as Hex,
    })
    expect(lookup.errorName).toBe('OffchainLookup')
    const [sender, urls, callData, callback] = lookup.args as [Address, string[], Hex, Hex, Hex]
    expect([sender, urls, callback]).toEqual([
      DEVNET_ENS.universalResolver,
      ['x-batch-gateway:true'],
      toFunctionSelector('resolveCallback(bytes,bytes)'),
    ])
    const {
      args: [requests],
    } = decodeFunctionData({ abi: batchAbi, data: callData })
    const gatewayUrl = await clients[0]?.readContract({
      address: DEVNET_ENS.offchainResolver,
      abi: offchainAbi,
      functionName: 'url',
    })
    expect(requests).toEqual([
      {
        sender: DEVNET_ENS.offchainResolver,
        urls: [gatewayUrl],
        data: encodeFunctionData({
          abi: gatewayAbi,
          functionName: 'resolve',
          args: [dnsName, data],
        }),
      },
    ])
  })

  test("the gateway's signed answer resolves the name on both chains; another key's, a stale one, a failure do not", async () => {
    for (const [index, chain] of chains.entries()) {
      const client = clients[index] as PublicClient
      const now = (await client.getBlock()).timestamp
      const answered =
        (key: Hex, expires = now + 300n, result?: Hex) =>
        async (request: Hex) =>
          gatewayAnswer(
            request,
            result ?? encodeAbiParameters([{ type: 'address' }], [bob.address]),
            key,
            expires,
          )
      const name = 'someone.foyer.id'

      const good = clientWithGateway(chain, answered(DEVNET_ENS.gatewaySigner.privateKey))
      expect(await good.getEnsAddress({ name })).toBe(bob.address)
      expect(
        await clientWithGateway(
          chain,
          answered(
            DEVNET_ENS.gatewaySigner.privateKey,
            now + 300n,
            encodeAbiParameters([{ type: 'bytes' }], [bob.address]),
          ),
        ).getEnsAddress({ name: 'someone.fyr.id', coinType: toCoinType(chain.id) }),
      ).toBe(bob.address.toLowerCase())
      // The contract's hash is the one signed.
      expect(
        await client.readContract({
          address: DEVNET_ENS.offchainResolver,
          abi: offchainAbi,
          functionName: 'makeSignatureHash',
          args: [DEVNET_ENS.offchainResolver, 5n, '0x01', '0x02'],
        }),
      ).toBe(
        keccak256(
          encodePacked(
            ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
            ['0x1900', DEVNET_ENS.offchainResolver, 5n, keccak256('0x01'), keccak256('0x02')],
          ),
        ),
      )

      const otherKey = generatePrivateKey()
      const forged = clientWithGateway(chain, answered(otherKey))
      expect(await forged.getEnsAddress({ name })).toBeNull()
      const refused = revertOf(
        await forged.getEnsAddress({ name, strict: true }).catch((error) => error),
      )
      expect(refused?.errorName).toBe('ResolverError')
      expect(
        decodeErrorResult({ abi: offchainAbi, data: refused?.args?.[0] as Hex }),
      ).toMatchObject({
        errorName: 'UnknownSigner',
        args: [privateKeyToAccount(otherKey).address],
      })

      const stale = clientWithGateway(
        chain,
        answered(DEVNET_ENS.gatewaySigner.privateKey, now - 1n),
      )
      const expired = revertOf(
        await stale.getEnsAddress({ name, strict: true }).catch((error) => error),
      )
      expect(
        decodeErrorResult({ abi: offchainAbi, data: expired?.args?.[0] as Hex }).errorName,
      ).toBe('SignatureExpired')

      const empty = clientWithGateway(
        chain,
        answered(DEVNET_ENS.gatewaySigner.privateKey, now + 300n, '0x'),
      )
      expect(await empty.getEnsAddress({ name })).toBeNull()
      expect(
        revertOf(await empty.getEnsAddress({ name, strict: true }).catch((error) => error)),
      ).toMatchObject({
        errorName: 'UnsupportedResolverProfile',
      })

      const down = clientWithGateway(chain, async () => {
        throw new HttpRequestError({
          status: 404,
          url: 'http://gateway.test',
          details: 'no gateway',
        })
      })
      expect(await down.getEnsAddress({ name })).toBeNull()
      expect(
        revertOf(await down.getEnsAddress({ name, strict: true }).catch((error) => error)),
      ).toMatchObject({
        errorName: 'HttpError',
        args: [404, expect.any(String)],
      })
    }
  })

  test('the universal resolver refuses a name that is not DNS wire format', async () => {
    const client = clients[0] as PublicClient
    const data = encodeFunctionData({ abi: addrAbi, functionName: 'addr', args: [zeroHash] })
    for (const name of [
      '0x',
      '0x05616c696365',
      '0x05616c69636500ff',
      '0x0a616c69636500',
    ] as const) {
      const error = await client
        .readContract({
          address: DEVNET_ENS.universalResolver,
          abi: universalAbi,
          functionName: 'resolveWithGateways',
          args: [name, data, ['x-batch-gateway:true']],
        })
        .catch((caught) => caught)
      expect(revertOf(error), name).toMatchObject({ errorName: 'DNSDecodingFailed' })
    }
  })

  test('the off-chain resolver refuses a malformed signature', async () => {
    const client = clients[0] as PublicClient
    const response = encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      ['0x', 2n ** 63n, '0x1234'],
    )
    const error = await client
      .readContract({
        address: DEVNET_ENS.offchainResolver,
        abi: offchainAbi,
        functionName: 'resolveWithProof',
        args: [response, '0x'],
      })
      .catch((caught) => caught)
    expect(revertOf(error)).toMatchObject({ errorName: 'InvalidSignature' })
  })
})
