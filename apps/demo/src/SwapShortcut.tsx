import { useFoyerModal } from '@foyer/react'
import { type FormEvent, useState } from 'react'

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
    <section aria-labelledby="swap-title">
      <h2 id="swap-title">Swap</h2>
      <form onSubmit={onSubmit}>
        <label>
          Pay <input value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>{' '}
        <label>
          of <input value={fromToken} onChange={(event) => setFromToken(event.target.value)} />
        </label>{' '}
        <label>
          for <input value={toToken} onChange={(event) => setToToken(event.target.value)} />
        </label>{' '}
        <button type="submit" data-testid="demo-open-swap">
          Open Swap
        </button>
      </form>
    </section>
  )
}
