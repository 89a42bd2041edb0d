import {
  BaseError,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  type LocalAccount,
} from 'viem'
import { invalidParams, ProviderErrorCode, ProviderRpcError } from './errors.js'
import type { DevChain } from './types.js'

/** The viem chain of a dev-wallet chain. */
export function toViemChain(chain: DevChain) {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

function quantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]*$/i.test(value)) {
    throw invalidParams(`expected a hex quantity, got ${String(value)}`)
  }
  return hexToBigInt(value as Hex)
}

/** Turns an eth_sendTransaction request object into viem's transaction request fields. */
function toRequest(tx: Record<string, unknown>) {
  const nonce = quantity(tx.nonce)
  const request = {
    to: tx.to ?? undefined,
    data: tx.data ?? tx.input ?? undefined,
    value: quantity(tx.value),
    gas: quantity(tx.gas),
    nonce: nonce === undefined ? undefined : hexToNumber(tx.nonce as Hex),
    gasPrice: quantity(tx.gasPrice),
    maxFeePerGas: quantity(tx.maxFeePerGas),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
    accessList: tx.accessList ?? undefined,
  }
  // Drop what the dapp left out, so viem fills nonce, gas and fees from the chain.
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined))
}

/** Fills, signs (locally, with `account`) and sends a transaction on `chain`; returns its hash. */
export async function sendTransaction(
  account: LocalAccount,
  chain: DevChain,
  tx: Record<string, unknown>,
): Promise<Hex> {
  const client = createWalletClient({
    account,
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  try {
    return await client.sendTransaction(
      toRequest(tx) as unknown as Parameters<typeof client.sendTransaction>[0],
    )
  } catch (error) {
    if (error instanceof ProviderRpcError) throw error
    // Keep the node's own code (e.g. -32003 insufficient funds) when there is one.
    const withCode =
      error instanceof BaseError
        ? (error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
            code: number
          } | null)
        : null
    const message = error instanceof BaseError ? error.shortMessage : String(error)
    throw new ProviderRpcError(withCode?.code ?? ProviderErrorCode.internal, message)
  }
}
