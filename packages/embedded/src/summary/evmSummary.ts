import {
  type ApprovalCall,
  type ApprovalField,
  type ApprovalSummary,
  looksBinary,
} from '@foyer/core/adapter'
import { decodeFunctionData, erc20Abi, formatUnits, hexToString, isHex } from 'viem'
import { decodePermissionsContext, parsePermissionRequest } from '../protocol/permissions.js'
import { safeJson } from '../protocol/safeJson.js'
import { parseSendCalls } from '../protocol/sendCalls.js'

/**
 * What an unsafe Ethereum request asks, for ApproveTransaction (SPEC §4): the message as text, the typed
 * data's domain and fields, or the transaction's recipient, value and — for the ERC-20 calls everyone
 * meets (transfer, approve, transferFrom) — the decoded call.
 */
export function summarizeEvmRequest(
  method: string,
  params: unknown,
  nativeCurrency: { symbol: string; decimals: number },
): ApprovalSummary {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { kind: 'message', message: readableMessage(list[0]) }
    case 'eth_signTypedData_v4': {
      const data = typeof list[1] === 'string' ? safeJson(list[1]) : list[1]
      const typed = (data ?? {}) as { domain?: unknown; primaryType?: unknown; message?: unknown }
      return {
        kind: 'typedData',
        primaryType: String(typed.primaryType ?? ''),
        domain: toFields(typed.domain),
        message: toFields(typed.message),
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as {
        to?: unknown
        value?: unknown
        data?: unknown
        input?: unknown
      }
      const data =
        typeof (tx.data ?? tx.input) === 'string' ? String(tx.data ?? tx.input) : undefined
      const value = typeof tx.value === 'string' && isHex(tx.value) ? BigInt(tx.value) : 0n
      return {
        kind: 'transaction',
        ...summarizeCall(
          typeof tx.to === 'string' ? tx.to : undefined,
          value,
          data,
          nativeCurrency,
        ),
      }
    }
    case 'wallet_sendCalls': {
      // A malformed batch is refused by the frame with its reason; the visitor sees what could be read.
      const parsed = parseSendCalls(params)
      const calls = 'batch' in parsed ? parsed.batch.calls : []
      return {
        kind: 'calls',
        calls: calls.map((call) => summarizeCall(call.to, call.value, call.data, nativeCurrency)),
      }
    }
    case 'wallet_grantPermissions': {
      const parsed = parsePermissionRequest(params, Math.floor(Date.now() / 1000))
      if ('reason' in parsed)
        return {
          kind: 'permissions',
          action: 'grant',
          fields: [{ name: 'error', value: parsed.reason }],
        }
      const { key, token, allowance, expiry } = parsed.permission
      return {
        kind: 'permissions',
        action: 'grant',
        fields: [
          { name: 'signer', value: key },
          { name: 'token', value: token },
          { name: 'allowance', value: allowance.toString() },
          // Unix seconds: the view writes the date in the visitor's language.
          { name: 'expiry', value: String(expiry) },
        ],
      }
    }
    case 'wallet_revokePermissions': {
      const request = (list[0] ?? {}) as { permissionsContext?: unknown }
      const context = decodePermissionsContext(request.permissionsContext)
      return {
        kind: 'permissions',
        action: 'revoke',
        fields: context ? [{ name: 'signer', value: context.key }] : [],
      }
    }
    default:
      return { kind: 'rawTransaction', serialized: typeof list[0] === 'string' ? list[0] : '' }
  }
}

/** One call as the approval view shows it: recipient, value in the coin, data decoded when it is known. */
function summarizeCall(
  to: string | undefined,
  value: bigint,
  data: string | undefined,
  nativeCurrency: { symbol: string; decimals: number },
): ApprovalCall {
  return {
    to,
    value: formatUnits(value, nativeCurrency.decimals),
    symbol: nativeCurrency.symbol,
    data: data && data !== '0x' ? data : undefined,
    call: data ? decodeKnownCall(data) : undefined,
  }
}

/** personal_sign's message is hex of UTF-8 bytes by convention; show it as text when it is text. */
function readableMessage(value: unknown): string {
  if (typeof value !== 'string') return ''
  if (!isHex(value)) return value
  try {
    const text = hexToString(value)
    // Control characters other than whitespace mean binary data: show the hex instead.
    return looksBinary(text) ? value : text
  } catch {
    return value
  }
}

function decodeKnownCall(data: string): { name: string; args: ApprovalField[] } | undefined {
  try {
    const { functionName, args } = decodeFunctionData({
      abi: erc20Abi,
      data: data as `0x${string}`,
    })
    const inputs = erc20Abi.find((item) => item.type === 'function' && item.name === functionName)
    const names = inputs && 'inputs' in inputs ? inputs.inputs.map((input) => input.name) : []
    return {
      name: functionName,
      args: (args ?? []).map((arg, index) => ({
        name: names[index] || `arg${index}`,
        value: String(arg),
      })),
    }
  } catch {
    return undefined
  }
}

function toFields(value: unknown, depth = 0): ApprovalField[] {
  if (!value || typeof value !== 'object' || depth > 6) return []
  return Object.entries(value as Record<string, unknown>).map(([name, field]) =>
    field && typeof field === 'object'
      ? {
          name,
          value: Array.isArray(field) ? `[${field.length}]` : '',
          fields: toFields(field, depth + 1),
        }
      : { name, value: String(field) },
  )
}
