import type { ApprovalCall, ApprovalField } from '@foyer/core/adapter'
import { h, ltr, type Speech } from './dom.js'
import { fill } from './format.js'
import type { ApprovalToken } from './protocol.js'

/** An allowance this large is "everything" in practice (type(uint256).max and its near neighbours). */
const UNLIMITED = 2n ** 128n

/**
 * A token call as the sentence a person decides on — 'Allow 0x7099…79C8 to spend 1 fUSD', 'Send 1 fUSD to
 * 0x…' — with the token's mark and its contract under it; undefined when the call is not an ERC-20 call of
 * a token whose symbol and decimals the frame read (the page then shows the call's fields).
 */
export function intentOf(call: ApprovalCall, speech: Speech): Node | undefined {
  const token = call.to ? speech.tokens?.[call.to.toLowerCase()] : undefined
  if (!token || !call.to || !call.call) return undefined
  const args = call.call.args.map((arg) => arg.value)
  const { t } = speech
  let sentence: (string | Node)[] | undefined
  switch (call.call.name) {
    case 'approve': {
      const [spender, amount] = args
      if (!spender || !isUnits(amount)) return undefined
      sentence =
        BigInt(amount) >= UNLIMITED
          ? fill<Node | string>(t.intent.approveAll, {
              spender: address(spender),
              symbol: tokenAmount(token, undefined),
            })
          : fill<Node | string>(t.intent.approve, {
              spender: address(spender),
              amount: tokenAmount(token, amount, speech),
            })
      break
    }
    case 'transfer': {
      const [recipient, amount] = args
      if (!recipient || !isUnits(amount)) return undefined
      sentence = fill<Node | string>(t.intent.transfer, {
        recipient: address(recipient),
        amount: tokenAmount(token, amount, speech),
      })
      break
    }
    case 'transferFrom': {
      const [owner, recipient, amount] = args
      if (!owner || !recipient || !isUnits(amount)) return undefined
      sentence = fill<Node | string>(t.intent.transferFrom, {
        owner: address(owner),
        recipient: address(recipient),
        amount: tokenAmount(token, amount, speech),
      })
      break
    }
    default:
      return undefined
  }
  return h(
    'div',
    { class: 'intent' },
    h('p', { class: 'intent-text', 'data-testid': 'foyer-approval-intent' }, ...sentence),
    h('p', { class: 'intent-token' }, `${t.permission.token} `, ltr(call.to, 'mono')),
  )
}

/** A permission's allowance in its token's units ('10 fUSD'), when the token's are known. */
export function permissionAmount(
  fields: readonly ApprovalField[],
  speech: Speech,
): Node | undefined {
  const address = fields.find((field) => field.name === 'token')?.value
  const allowance = fields.find((field) => field.name === 'allowance')?.value
  const token = address ? speech.tokens?.[address.toLowerCase()] : undefined
  if (!token || !isUnits(allowance)) return undefined
  return tokenAmount(token, allowance, speech)
}

/** '1 fUSD' with the token's mark, kept whole and left to right inside a sentence of either direction. */
function tokenAmount(token: ApprovalToken, units: string | undefined, speech?: Speech): Node {
  const text =
    units === undefined || !speech
      ? token.symbol
      : `${speech.f.decimal(unitsToDecimal(BigInt(units), token.decimals))} ${token.symbol}`
  return h(
    'bdi',
    { class: 'amount token-amount', dir: 'ltr' },
    // A drawn mark: the page loads no image (it talks to nothing but the wallet frame).
    h('span', { class: 'token-mark', 'aria-hidden': 'true' }, [...token.symbol][0] ?? '?'),
    h('strong', {}, text),
  )
}

/** An address in a sentence: its ends, in full on hover and under 'Details'. */
function address(value: string): Node {
  const short = value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value
  const element = ltr(short, 'mono address')
  element.title = value
  return element
}

function isUnits(value: string | undefined): value is string {
  return value !== undefined && /^\d{1,80}$/.test(value)
}

/** Base units as an exact decimal string in the token's units (1000000 at 6 decimals → '1'). */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
