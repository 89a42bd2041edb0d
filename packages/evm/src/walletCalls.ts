import {
  CallsNotSupportedError,
  type CallsStatus,
  type GrantedPermission,
  type PermissionRequest,
  PermissionsNotSupportedError,
  type WalletCall,
} from '@foyer/core'
import { walletErrorCode } from '@foyer/core/adapter'

// EIP-5792 (calls) and ERC-7715 (permissions) on the connected wallet's EIP-1193 provider. A wallet that does
// not know a method answers 4200 (unsupported method) or -32601 (method not found): the host is told the
// wallet cannot do it — calls are never sent one by one instead (issue 20).

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

const UNSUPPORTED = new Set([4200, -32601])

const toHex = (value: bigint | number) => `0x${value.toString(16)}`

async function ask<T>(
  provider: Provider,
  method: string,
  params: unknown,
  unsupported: () => Error,
): Promise<T> {
  try {
    return (await provider.request({ method, params })) as T
  } catch (error) {
    const code = walletErrorCode(error)
    if (code !== undefined && UNSUPPORTED.has(code)) throw unsupported()
    throw error
  }
}

export async function sendWalletCalls(
  provider: Provider,
  parameters: {
    calls: readonly WalletCall[]
    chainId: number
    from: string
    capabilities?: Record<string, unknown> | undefined
  },
): Promise<{ id: string }> {
  const request = {
    version: '2.0.0',
    chainId: toHex(parameters.chainId),
    from: parameters.from,
    // The wallet decides: a smart account runs the calls as one, an EOA wallet one after the other, and
    // the status says which (EIP-5792 `atomic`). Foyer itself never splits a batch.
    atomicRequired: false,
    calls: parameters.calls.map((call) => ({
      to: call.to,
      ...(call.data ? { data: call.data } : {}),
      value: toHex(call.value ?? 0n),
    })),
    capabilities: parameters.capabilities ?? {},
  }
  const answer = await ask<{ id?: unknown } | string>(
    provider,
    'wallet_sendCalls',
    [request],
    () => new CallsNotSupportedError(),
  )
  // EIP-5792's first drafts answered the id alone.
  const id = typeof answer === 'string' ? answer : answer?.id
  if (typeof id !== 'string') throw new CallsNotSupportedError()
  return { id }
}

type RawStatus = {
  status?: unknown
  atomic?: unknown
  receipts?: { transactionHash?: unknown; status?: unknown }[]
}

export async function getWalletCallsStatus(provider: Provider, id: string): Promise<CallsStatus> {
  const raw = await ask<RawStatus>(
    provider,
    'wallet_getCallsStatus',
    [id],
    () => new CallsNotSupportedError(),
  )
  // EIP-5792: 1xx pending, 2xx confirmed, 4xx/5xx/6xx failed (the older 'PENDING'/'CONFIRMED' too).
  const code = typeof raw?.status === 'number' ? raw.status : undefined
  const status: CallsStatus['status'] =
    code === undefined
      ? raw?.status === 'CONFIRMED'
        ? 'success'
        : 'pending'
      : code < 200
        ? 'pending'
        : code < 300
          ? 'success'
          : 'failure'
  return {
    id,
    status,
    atomic: raw?.atomic === true,
    receipts: (Array.isArray(raw?.receipts) ? raw.receipts : [])
      .filter((receipt) => !!receipt && typeof receipt === 'object')
      .map((receipt) => ({
        transactionHash: String(receipt.transactionHash ?? ''),
        status: receipt.status === '0x1' || receipt.status === 'success' ? 'success' : 'reverted',
      })),
  }
}

export async function getWalletCapabilities(
  provider: Provider,
  address: string,
  chainId: number,
): Promise<Record<string, unknown>> {
  const all = await ask<Record<string, unknown>>(
    provider,
    'wallet_getCapabilities',
    [address, [toHex(chainId)]],
    () => new CallsNotSupportedError(),
  )
  const forChain = all?.[toHex(chainId)] ?? all?.[String(chainId)]
  return forChain && typeof forChain === 'object' ? (forChain as Record<string, unknown>) : {}
}

export async function grantWalletPermissions(
  provider: Provider,
  parameters: PermissionRequest & { chainId: number; account: string },
): Promise<GrantedPermission> {
  const answer = await ask<{ address?: unknown; permissionsContext?: unknown; factory?: unknown }>(
    provider,
    'wallet_grantPermissions',
    [
      {
        chainId: toHex(parameters.chainId),
        address: parameters.account,
        expiry: parameters.expiry,
        signer: { type: 'key', data: { id: parameters.signer } },
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: parameters.token, allowance: toHex(parameters.allowance) },
            policies: [],
          },
        ],
      },
    ],
    () => new PermissionsNotSupportedError(false),
  )
  if (typeof answer?.permissionsContext !== 'string') throw new PermissionsNotSupportedError(false)
  return {
    signer: parameters.signer,
    token: parameters.token,
    allowance: parameters.allowance,
    expiry: parameters.expiry,
    account: typeof answer.address === 'string' ? answer.address : parameters.account,
    chainId: parameters.chainId,
    permissionsContext: answer.permissionsContext,
    ...(typeof answer.factory === 'string' ? { factory: answer.factory } : {}),
  }
}

export async function revokeWalletPermissions(
  provider: Provider,
  permissionsContext: string,
): Promise<void> {
  await ask(
    provider,
    'wallet_revokePermissions',
    [{ permissionsContext }],
    () => new PermissionsNotSupportedError(false),
  )
}
