// For the ERC-4337 chain tests: clients of the devnet the global setup started, and its bundler.
import { toFoyerSmartAccount } from '@foyer/embedded/smart-account'
import {
  type Address,
  BaseError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  RpcRequestError,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { devnetChains } from '../chains.js'
import { DEVNET_TOKENS } from '../tokens.js'
import { DEVNET_ERC4337 } from './constants.js'

/** FOY, the devnet's 18-decimal token (anyone may mint it on the devnet). */
export const FOY = DEVNET_TOKENS[0]

/** The devnet tokens' open mint. */
const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

export const transferCall = (to: Address, amount: bigint, token: Address = FOY.address) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
})

export const mintCall = (to: Address, amount: bigint, token: Address = FOY.address) => ({
  to: token,
  data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, amount] }),
})

/** The devnet's chains, public clients and bundler endpoints from the global setup (`which`: L1 or L2). */
export function erc4337Devnet(which: 'l1' | 'l2' = 'l1') {
  const context = inject('devnet')
  const [l1, l2] = context.chains.map((chain) => Number(new URL(chain.rpcUrl).port))
  const chains = devnetChains({ l1, l2 })
  const chain = chains[which === 'l1' ? 0 : 1]
  const client = createPublicClient({ chain, transport: http() }) as PublicClient
  const bundlerUrl = context.bundlerUrls[which]
  const paymaster = createPaymasterClient({ transport: http(bundlerUrl) })

  /** A bundler client for `account`, sponsored by the devnet's paymaster unless `sponsored` is false. */
  const bundlerFor = (account: SmartAccount, sponsored = true) =>
    createBundlerClient({
      client,
      account,
      transport: http(bundlerUrl),
      ...(sponsored ? { paymaster } : {}),
    })

  /** A FoyerAccount of a fresh random owner (not deployed yet). */
  const newAccount = async (owner: LocalAccount = privateKeyToAccount(generatePrivateKey())) => ({
    owner,
    account: await toFoyerSmartAccount({ client, owner, factory: DEVNET_ERC4337.accountFactory }),
  })

  const balanceOf = (owner: Address, token: Address = FOY.address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  return { chain, client, bundlerUrl, bundlerFor, newAccount, balanceOf }
}

/** A bundler client of erc4337Devnet's. */
export type TestBundler = ReturnType<ReturnType<typeof erc4337Devnet>['bundlerFor']>

/**
 * bundler.prepareUserOperation, typed as the plain v0.7 operation it returns (viem's own type is a union over
 * every way of calling it, which a test cannot spread back into sendUserOperation).
 */
export async function prepare(
  bundler: TestBundler,
  parameters: Parameters<TestBundler['prepareUserOperation']>[0],
): Promise<UserOperation<'0.7'>> {
  return (await bundler.prepareUserOperation(parameters)) as unknown as UserOperation<'0.7'>
}

/** The JSON-RPC error (code and message) a viem error carries from the bundler. */
export function rpcErrorOf(error: unknown): { code: number; message: string } | undefined {
  if (!(error instanceof BaseError)) return undefined
  const found = error.walk((e) => e instanceof RpcRequestError) as RpcRequestError | null
  return found ? { code: found.code, message: found.details } : undefined
}

/** Runs `go`, expecting it to fail with a bundler error; returns that error's code and message. */
export async function bundlerRejection(go: () => Promise<unknown>) {
  try {
    await go()
  } catch (error) {
    const rpcError = rpcErrorOf(error)
    if (rpcError) return rpcError
    throw error
  }
  throw new Error('expected the bundler to refuse')
}
