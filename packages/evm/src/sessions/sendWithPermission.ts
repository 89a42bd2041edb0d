import type { GrantedPermission, WalletCall } from '@foyer/core'
import { toFoyerSmartAccount } from '@foyer/embedded/smart-account'
import { type Chain, createPublicClient, http, type LocalAccount } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'

/** How long to wait for the operation to be included. */
const INCLUSION_TIMEOUT_MS = 60_000

export type SendWithPermissionParameters = {
  /** What `grantPermissions` answered. */
  permission: GrantedPermission
  /** The host's session key: the permission's signer. */
  sessionKey: LocalAccount
  calls: readonly WalletCall[]
  /** The permission's chain, with an RPC URL the host may use. */
  chain: Chain
  /** A bundler for the chain (`foyerBundlerUrl`). */
  bundlerUrl: string
}

export type SendWithPermissionReturnType = {
  userOperationHash: `0x${string}`
  transactionHash: `0x${string}`
  success: boolean
}

/**
 * Acts for the visitor's smart account within a permission they granted (smart sessions): the host's session
 * key signs a user operation for the account, with no prompt. The account checks the permission on chain; the
 * bundler refuses what the account would refuse (another token, more than the allowance, after the expiry),
 * with the account's reason. The account pays its own gas: Foyer's paymaster endpoint sponsors only the
 * signed-in embedded wallet itself (issue 37), and a host that sponsors its sessions does so with a paymaster
 * of its own, from its server.
 */
export async function sendWithPermission({
  permission,
  sessionKey,
  calls,
  chain,
  bundlerUrl,
}: SendWithPermissionParameters): Promise<SendWithPermissionReturnType> {
  if (sessionKey.address.toLowerCase() !== permission.signer.toLowerCase())
    throw new Error('The session key is not the permission’s signer')
  if (!permission.factory) throw new Error('The permission names no account factory')
  const client = createPublicClient({ chain, transport: http() })
  const account = await toFoyerSmartAccount({
    client,
    owner: sessionKey,
    factory: permission.factory as `0x${string}`,
    address: permission.account as `0x${string}`,
  })
  const bundler = createBundlerClient({
    client,
    account,
    transport: http(bundlerUrl),
  })
  const userOperationHash = await bundler.sendUserOperation({
    account,
    calls: calls.map((call) => ({
      to: call.to as `0x${string}`,
      data: (call.data ?? '0x') as `0x${string}`,
      value: call.value ?? 0n,
    })),
  })
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: userOperationHash,
    timeout: INCLUSION_TIMEOUT_MS,
  })
  return {
    userOperationHash,
    transactionHash: receipt.receipt.transactionHash,
    success: receipt.success,
  }
}

/** The data service's bundler endpoint for a chain (SPEC §7: project id, chain id, bundler name). */
export function foyerBundlerUrl({
  apiUrl,
  projectId,
  chainId,
}: {
  apiUrl: string
  projectId: string
  chainId: number
}): string {
  const url = new URL('/v1/bundler', apiUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('bundler', 'foyer')
  return url.toString()
}
