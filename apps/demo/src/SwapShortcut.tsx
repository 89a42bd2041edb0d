import { useFoyerModal } from '@foyer/react'
import { type FormEvent, useState } from 'react'
import { Panel } from './Panel.js'

/**
 * Opens the modal's Swap view filled in, as a host would: `open({ view: 'Swap', arguments })` with the
 * tokens by symbol (or address) and the amount paid.
 */
export function SwapShortcut() {
  const { open } = useFoyerModal()
  const [amount, setAmount] = useState('25')
  const [fromToken, setFromToken] = useState('fUSD')
  const [toToken, setToToken] = useState('USDT')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    open({ view: 'Swap', arguments: { amount, fromToken, toToken } })
  }

  return (
    <Panel
      id="swap"
      title="Swap"
      intro={
        <>
          Opens the modal's Swap view filled in:{' '}
          <code>
            open({'{'} view: 'Swap', arguments {'}'})
          </code>
          .
        </>
      }
    >
      <form className="row" onSubmit={onSubmit}>
        <label className="field short">
          <span>Pay</span>
          <input
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="field short">
          <span>of</span>
          <input value={fromToken} onChange={(event) => setFromToken(event.target.value)} />
        </label>
        <label className="field short">
          <span>for</span>
          <input value={toToken} onChange={(event) => setToToken(event.target.value)} />
        </label>
        <button className="primary" type="submit" data-testid="demo-open-swap">
          Open Swap
        </button>
      </form>
    </Panel>
  )
}
