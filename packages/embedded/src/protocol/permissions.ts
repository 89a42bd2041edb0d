import { decodeAbiParameters, encodeAbiParameters, hexToBigInt, isAddress, isHex } from 'viem'

// ERC-7715 permissions as the embedded wallet's smart account can enforce them on chain (FoyerAccount's
// session keys): one key may transfer up to an allowance of one ERC-20 token, until an expiry. A request
// asking anything else is refused with the reason, never granted in part (issue 20, "outside what the
// module can enforce"). The host's approval summary and the frame read requests with the same parser.

/** A permission the account can enforce: `key` may transfer up to `allowance` of `token` until `expiry`. */
export type SessionPermission = {
  chainId: number
  key: `0x${string}`
  token: `0x${string}`
  allowance: bigint
  /** Unix seconds. */
  expiry: number
}

/**
 * The gas fees, in wei of the chain's coin, that a granted session key's operations may cost in all
 * (FoyerAccount's `feeAllowance`, counted at each operation's maximum cost, which a bundler client pads to twice
 * the market's fees): 0.05 of the coin, enough for dozens of transfers on an L2 and a few on L1 at busy fees,
 * never the account's whole balance. ERC-7715 has no policy for it yet, so a request cannot ask for more
 * (docs/decisions.md, "FoyerAccount: session keys within a fee allowance").
 */
export const SESSION_FEE_ALLOWANCE = 5n * 10n ** 16n

/** The largest allowance the account stores (uint128). */
const MAX_ALLOWANCE = 2n ** 128n - 1n
/** The latest expiry the account stores (uint48 seconds). */
const MAX_EXPIRY = 2 ** 48 - 1

type Parsed = { permission: SessionPermission } | { reason: string }

/**
 * Reads `wallet_grantPermissions`' first parameter: `{ chainId, expiry, signer: { type: 'key' | 'account',
 * data: { id } }, permissions: [{ type: 'erc20-token-transfer', data: { address, allowance? }, policies?:
 * [{ type: 'token-allowance', data: { allowance } }] }] }`. `now` (seconds) rejects an expiry in the past.
 */
export function parsePermissionRequest(params: unknown, now: number): Parsed {
  const request = (Array.isArray(params) ? params[0] : undefined) as
    | Record<string, unknown>
    | undefined
  if (!request || typeof request !== 'object') return { reason: 'A permission request expected' }
  const chainId = toNumber(request.chainId)
  if (chainId === undefined) return { reason: 'The request names no chain' }
  const expiry = toNumber(request.expiry)
  if (expiry === undefined || !Number.isInteger(expiry) || expiry > MAX_EXPIRY)
    return { reason: 'The request needs an expiry (seconds since 1970)' }
  if (expiry <= now) return { reason: 'The expiry has passed' }
  const signer = request.signer as { type?: unknown; data?: { id?: unknown } } | undefined
  const key = signer?.data?.id
  if (
    (signer?.type !== 'key' && signer?.type !== 'account') ||
    typeof key !== 'string' ||
    !isAddress(key)
  )
    return { reason: 'The signer must be a key or an account with an Ethereum address' }
  const permissions = request.permissions
  if (!Array.isArray(permissions) || permissions.length !== 1)
    return { reason: 'This wallet grants one permission at a time' }
  const permission = permissions[0] as {
    type?: unknown
    data?: { address?: unknown; allowance?: unknown }
    policies?: unknown
  }
  if (permission?.type !== 'erc20-token-transfer')
    return {
      reason: `This wallet can enforce only "erc20-token-transfer" permissions, not "${String(permission?.type)}"`,
    }
  const token = permission.data?.address
  if (typeof token !== 'string' || !isAddress(token))
    return { reason: 'The permission must name the token’s address' }
  const policies = Array.isArray(permission.policies) ? permission.policies : []
  // A policy the account cannot enforce (a rate limit, a gas limit) must not be dropped silently.
  if (policies.some((candidate: { type?: unknown }) => candidate?.type !== 'token-allowance'))
    return { reason: 'This wallet enforces only the "token-allowance" policy' }
  const allowance = allowanceOf(permission)
  if (allowance === undefined || allowance <= 0n || allowance > MAX_ALLOWANCE)
    return { reason: 'The permission needs an allowance above zero' }
  return { permission: { chainId, key, token, allowance, expiry } }
}

function allowanceOf(permission: { data?: { allowance?: unknown }; policies?: unknown }) {
  const policies = Array.isArray(permission.policies) ? permission.policies : []
  const policy = policies.find(
    (candidate: { type?: unknown }) => candidate?.type === 'token-allowance',
  ) as { data?: { allowance?: unknown } } | undefined
  return toBigInt(policy?.data?.allowance ?? permission.data?.allowance)
}

/** The context a host passes back to act with a permission: the account and the key, ABI-encoded. */
export function encodePermissionsContext(
  account: `0x${string}`,
  key: `0x${string}`,
): `0x${string}` {
  return encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [account, key])
}

/** The account and key a permissions context names, or undefined when it is not one of ours. */
export function decodePermissionsContext(
  context: unknown,
): { account: `0x${string}`; key: `0x${string}` } | undefined {
  if (typeof context !== 'string' || !isHex(context) || context.length !== 2 + 128) return undefined
  try {
    const [account, key] = decodeAbiParameters([{ type: 'address' }, { type: 'address' }], context)
    return { account, key }
  } catch {
    return undefined
  }
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && isHex(value) && value.length > 2 && value.length <= 14)
    return Number(value)
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  return undefined
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && isHex(value) && value.length > 2 && value.length <= 66)
    return hexToBigInt(value)
  if (typeof value === 'string' && /^\d{1,78}$/.test(value)) return BigInt(value)
  return undefined
}
