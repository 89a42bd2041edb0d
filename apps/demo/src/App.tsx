import { LOCALES } from '@foyer/core'
import {
  ConnectButton,
  NetworkButton,
  useFoyerAccount,
  useFoyerLocale,
  useFoyerNetwork,
  useFoyerTheme,
  useWalletInfo,
} from '@foyer/react'
import { demoFeatures, demoSignIn, inboxUrl } from './config.js'
import { PayPanel } from './PayPanel.js'
import { ProviderRequests } from './ProviderRequests.js'
import { SignAndVerify } from './SignAndVerify.js'
import { SignInPanel } from './SignInPanel.js'
import { SmartAccountPanel } from './SmartAccountPanel.js'
import { SwapShortcut } from './SwapShortcut.js'

/** The host app: a header with Foyer's buttons, and panels that use Foyer's hooks. */
export function App() {
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const wallet = useWalletInfo()
  const { themeMode, setThemeMode } = useFoyerTheme()
  const { locale, setLocale } = useFoyerLocale()
  return (
    <main>
      <header>
        <h1>Foyer demo</h1>
        <nav aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>

      <section aria-labelledby="state-title">
        <h2 id="state-title">Connection</h2>
        <dl>
          <dt>Status</dt>
          <dd data-testid="demo-status">{account.status}</dd>
          <dt>Wallet</dt>
          <dd data-testid="demo-wallet">{wallet?.name ?? '—'}</dd>
          <dt>Address</dt>
          <dd data-testid="demo-address">{account.address ?? '—'}</dd>
          <dt>Network</dt>
          <dd data-testid="demo-network">{caipNetwork?.name ?? '—'}</dd>
        </dl>
      </section>

      {'siwx' in demoSignIn ? <SignInPanel /> : null}
      {demoFeatures.pay ? <PayPanel /> : null}
      {account.isConnected && caipNetwork?.chainNamespace === 'eip155' ? (
        <SmartAccountPanel />
      ) : null}
      {account.isConnected ? <SignAndVerify /> : null}
      {/* Raw EIP-1193 requests: EVM only. */}
      {account.isConnected && account.address && caipNetwork?.chainNamespace === 'eip155' ? (
        <ProviderRequests address={account.address} chainId={Number(caipNetwork.id)} />
      ) : null}
      {account.isConnected && caipNetwork?.chainNamespace === 'eip155' ? <SwapShortcut /> : null}

      {inboxUrl ? (
        <section aria-labelledby="inbox-title">
          <h2 id="inbox-title">Mail</h2>
          <p>
            E-mail login sends its codes to a local mail sink, not to a real mailbox:{' '}
            <a href={inboxUrl} target="_blank" rel="noreferrer" data-testid="demo-inbox">
              open the inbox
            </a>
            .
          </p>
        </section>
      ) : null}

      <section aria-labelledby="theme-title">
        <h2 id="theme-title">Theme and language</h2>
        <label>
          Theme mode{' '}
          <select
            value={themeMode}
            onChange={(event) => setThemeMode(event.target.value as typeof themeMode)}
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>{' '}
        <label>
          Language{' '}
          <select
            value={locale.split('-')[0]}
            data-testid="demo-locale"
            onChange={(event) => void setLocale(event.target.value)}
          >
            {LOCALES.map(({ tag, name }) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </section>
    </main>
  )
}
