import { useFoyerAccount, useFoyerNetwork, useWalletInfo } from '@foyer/react'
import { withDevWallets } from './config.js'
import { Panel } from './Panel.js'

/** What the host knows of the connection, from `useFoyerAccount`, `useWalletInfo` and `useFoyerNetwork`. */
export function ConnectionPanel() {
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const wallet = useWalletInfo()
  return (
    <Panel id="state" title="Connection" intro={account.isConnected ? null : <Hint />}>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={account.status} data-testid="demo-status">
            {account.status}
          </span>
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="demo-wallet">{wallet?.name ?? '—'}</dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="demo-address">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">{caipNetwork?.name ?? '—'}</dd>
      </dl>
    </Panel>
  )
}

function Hint() {
  return withDevWallets
    ? 'Press Connect in the header and choose Foyer Dev Wallet: it is funded on the devnet.'
    : 'Press Connect in the header: an e-mail login needs no wallet, or turn on the dev wallets in Demo switches.'
}
