import { useDisconnect, useFoyerAccount, useIdentity, useWalletInfo } from '@foyer/react'
import { Balances } from './Balances.js'
import { errorText } from './errorText.js'
import { NetworkSwitcher } from './NetworkSwitcher.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * The page's own account view: the connected wallet (`useWalletInfo`), the address and its name
 * (`useFoyerAccount`, `useIdentity`), the network with a switch, the balances, and disconnect
 * (`useDisconnect`).
 */
export function AccountView() {
  const account = useFoyerAccount()
  const wallet = useWalletInfo()
  const identity = useIdentity()
  const { disconnect, isPending, error } = useDisconnect()
  const name = identity.data?.name
  return (
    <section className="panel" aria-labelledby="account-title">
      <div className="panel-head">
        <h2 id="account-title">Your account</h2>
        <button
          type="button"
          className="secondary"
          data-testid="headless-disconnect"
          disabled={isPending}
          onClick={() => disconnect()}
        >
          {isPending ? 'Disconnecting…' : 'Disconnect'}
        </button>
      </div>
      <dl className="facts">
        <dt>Wallet</dt>
        <dd className="with-icon">
          <WalletIcon src={wallet?.icon} name={wallet?.name ?? '?'} />
          <span data-testid="headless-wallet">{wallet?.name ?? '—'}</span>
        </dd>
        {name ? (
          <>
            <dt>Name</dt>
            <dd data-testid="headless-name">{name}</dd>
          </>
        ) : null}
        <dt>Address</dt>
        <dd>
          <code className="address" data-testid="headless-address">
            {account.address}
          </code>
        </dd>
      </dl>
      <NetworkSwitcher />
      <Balances />
      {error ? (
        <p className="error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </section>
  )
}
