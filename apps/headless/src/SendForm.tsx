import {
  type EstimateSendFeeReturnType,
  formatBalance,
  formatDecimal,
  formatUsd,
  type SendToken,
  validateSend,
} from '@foyer/core'
import {
  useAccountTokens,
  useEstimateSendFee,
  useFoyer,
  useFoyerLocale,
  useFoyerNetwork,
  useSendTokens,
} from '@foyer/react'
import { type FormEvent, useId, useState } from 'react'
import { errorText, shownText } from './errorText.js'

/**
 * The page's own send form: a token of the account (`useAccountTokens`), an amount and a recipient, checked
 * with core's `validateSend` (the modal's rules and texts), the network fee (`useEstimateSendFee`), and the
 * send (`useSendTokens`: the wallet signs, the answer is the transaction's hash).
 */
export function SendForm() {
  const foyer = useFoyer()
  const id = useId()
  const { locale } = useFoyerLocale()
  const { caipNetwork } = useFoyerNetwork()
  const { tokens } = useAccountTokens()
  const [tokenKey, setTokenKey] = useState<string>()
  const [amount, setAmount] = useState('')
  const [to, setTo] = useState('')
  const [tried, setTried] = useState(false)
  const send = useSendTokens()

  const token = (tokens.find((candidate) => keyOf(candidate.sendToken) === tokenKey) ?? tokens[0])
    ?.sendToken
  const problem = validateSend(
    { token, sendTokenAmount: amount, receiverAddress: to },
    caipNetwork,
    locale,
    foyer.adapters,
  )
  // Told once the visitor has typed both, or tried to send: not while the form is still empty.
  const shownProblem = tried || (amount.trim() && to.trim()) ? problem : undefined
  const fee = useEstimateSendFee({ token, amount, to, enabled: !problem && !send.isPending })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem || !token) return
    send.sendTokens({ token, amount, to })
  }

  return (
    <section className="panel" aria-labelledby="send-title">
      <h2 id="send-title">Send tokens</h2>
      <form className="send-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-to`}>Recipient</label>
          <input
            id={`${id}-to`}
            value={to}
            placeholder="0x…"
            autoComplete="off"
            spellCheck={false}
            data-testid="headless-send-to"
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-amount`}>Amount</label>
            <input
              id={`${id}-amount`}
              value={amount}
              inputMode="decimal"
              placeholder="0.0"
              autoComplete="off"
              data-testid="headless-send-amount"
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-token`}>Token</label>
            <select
              id={`${id}-token`}
              value={token ? keyOf(token) : ''}
              data-testid="headless-send-token"
              onChange={(event) => setTokenKey(event.target.value)}
            >
              {tokens.map(({ sendToken }) => (
                <option key={keyOf(sendToken)} value={keyOf(sendToken)}>
                  {sendToken.symbol} ({formatBalance(sendToken.balance, undefined, locale)})
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="fee" data-testid="headless-send-fee">
          Network fee:{' '}
          {problem
            ? '—'
            : fee.data
              ? feeText(fee.data, locale)
              : fee.error
                ? errorText(fee.error)
                : 'estimating…'}
        </p>
        {shownProblem ? (
          <p className="notice" role="status" data-testid="headless-send-problem">
            {shownText(shownProblem)}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </form>
      <p className="status" role="status">
        {send.isPending ? 'Waiting for your wallet to sign…' : ''}
      </p>
      {send.data && !send.isPending ? (
        <p className="success" data-testid="headless-send-result">
          Sent. Transaction hash: <code data-testid="headless-send-hash">{send.data}</code>
        </p>
      ) : null}
      {send.error && !send.isPending ? (
        <p className="error" role="alert" data-testid="headless-send-error">
          {errorText(send.error)}
        </p>
      ) : null}
    </section>
  )
}

/** A token's key in the select: its contract, or 'native' for the chain's coin. */
function keyOf(token: SendToken): string {
  return token.address ?? 'native'
}

/**
 * '0.000021 ETH ($0.06)': the coin to the gwei (devnet fees are tiny; the balance's 6 decimals would say
 * 0), and the dollars when the services know the coin's price.
 */
function feeText(fee: EstimateSendFeeReturnType, locale: string): string {
  const coin = `${formatDecimal(fee.formatted, { locale, maximumFractionDigits: 9 })} ${fee.symbol}`
  return fee.usd === undefined ? coin : `${coin} (${formatUsd(fee.usd, locale)})`
}
