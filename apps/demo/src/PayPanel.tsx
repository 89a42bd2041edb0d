import type { PayResult } from '@foyer/core'
import { DEVNET_TOKENS } from '@foyer/devnet'
import { usePay } from '@foyer/react'
import { type FormEvent, useState } from 'react'
import { chains } from './config.js'
import { Panel } from './Panel.js'

const FUSD = DEVNET_TOKENS[1].address

/**
 * A host taking a payment (`?pay` turns on `features.pay`): `pay({ recipient, amount, asset, network })`
 * with CAIP identifiers, here fUSD on the devnet's L1, and what the promise answered.
 */
export function PayPanel() {
  const { payAsync, isPending } = usePay()
  const [recipient, setRecipient] = useState('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  const [amount, setAmount] = useState('5')
  const [outcome, setOutcome] = useState<string>('—')
  const network = `eip155:${chains[0].id}` as const

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome('…')
    payAsync({ recipient, amount, asset: `${network}/erc20:${FUSD}`, network }).then(
      (result: PayResult) =>
        setOutcome(`${result.status} via ${result.via}: ${result.transactionHash}`),
      (error: Error & { shortMessage?: string }) =>
        setOutcome(`rejected: ${error.shortMessage ?? error.message}`),
    )
  }

  return (
    <Panel
      id="pay"
      title="Pay"
      intro={
        <>
          <code>usePay</code> takes a payment in fUSD on the L1: the modal walks the visitor through
          paying.
        </>
      }
    >
      <form className="row" onSubmit={onSubmit}>
        <label className="field grow">
          <span>Recipient</span>
          <input
            className="mono"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            data-testid="demo-pay-recipient"
          />
        </label>
        <label className="field short">
          <span>fUSD</span>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-testid="demo-pay-amount"
          />
        </label>
        <button className="primary" type="submit" disabled={isPending} data-testid="demo-pay">
          Pay
        </button>
      </form>
      <p className="result">
        Result <output data-testid="demo-pay-result">{outcome}</output>
      </p>
    </Panel>
  )
}
