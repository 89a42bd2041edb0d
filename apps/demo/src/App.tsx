import { ConnectButton, NetworkButton, useFoyerAccount, useFoyerNetwork } from '@foyer/react'
import { ConnectionPanel } from './ConnectionPanel.js'
import { demoFeatures, demoSignIn } from './config.js'
import { DemoSwitches } from './DemoSwitches.js'
import { Intro } from './Intro.js'
import { MailPanel } from './MailPanel.js'
import { PayPanel } from './PayPanel.js'
import { Preferences } from './Preferences.js'
import { ProviderRequests } from './ProviderRequests.js'
import { SignAndVerify } from './SignAndVerify.js'
import { SignInPanel } from './SignInPanel.js'
import { SmartAccountPanel } from './SmartAccountPanel.js'
import { SwapShortcut } from './SwapShortcut.js'
import { usePageTheme } from './usePageTheme.js'

/**
 * The host app: a header with Foyer's buttons, what Foyer is, the panels that use Foyer's hooks (those that
 * need a wallet appear once one is connected), and beside them the demo's switches and preferences.
 */
export function App() {
  usePageTheme()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const evm = account.isConnected && caipNetwork?.chainNamespace === 'eip155'
  return (
    <>
      <header className="topbar">
        <span className="brand">
          Foyer <span className="brand-tag">demo</span>
        </span>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main>
        <Intro />
        <div className="layout">
          <div className="panels">
            <ConnectionPanel />
            {'siwx' in demoSignIn ? <SignInPanel /> : null}
            {demoFeatures.pay ? <PayPanel /> : null}
            {account.isConnected ? <SignAndVerify /> : null}
            {evm ? <SmartAccountPanel /> : null}
            {/* Raw EIP-1193 requests: EVM only. */}
            {evm && account.address ? (
              <ProviderRequests address={account.address} chainId={Number(caipNetwork?.id)} />
            ) : null}
            {evm ? <SwapShortcut /> : null}
          </div>
          <aside className="side" aria-label="Demo settings">
            <DemoSwitches />
            <Preferences />
            <MailPanel />
          </aside>
        </div>
      </main>
    </>
  )
}
