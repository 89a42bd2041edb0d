import { useFoyerAccount } from '@foyer/react'
import { AccountView } from './AccountView.js'
import { ConnectList } from './ConnectList.js'
import { InlineModal } from './InlineModal.js'
import { SendForm } from './SendForm.js'

/**
 * The page: its own wallet UI on Foyer's hooks (a connect list while disconnected; the account and a send
 * form once connected) beside Foyer's modal shown inline. Both are views of one Foyer instance.
 */
export function App() {
  const account = useFoyerAccount()
  return (
    <>
      <header className="page-header">
        <h1>Foyer, headless</h1>
        <p>
          This page’s own wallet UI, built with Foyer’s hooks, next to Foyer’s modal shown inline.
          Both read and change one Foyer instance: act in either, and the other follows.
        </p>
      </header>
      <main className="layout">
        <div className="own-ui">
          <p className="connection">
            <span className={`dot dot-${account.status}`} aria-hidden="true" />
            Status: <strong data-testid="headless-status">{account.status}</strong>
          </p>
          {account.isConnected ? (
            <>
              <AccountView />
              <SendForm />
            </>
          ) : (
            <ConnectList />
          )}
        </div>
        <InlineModal />
      </main>
    </>
  )
}
