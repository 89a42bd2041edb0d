import {
  canManageEmbeddedDevices,
  canManageEmbeddedPasskeys,
  formatBalance,
  showToast,
  truncateAddress,
} from '@foyer/core'
import { canManageEmbeddedWallet } from '@foyer/core/adapter'
import { pushView, supports } from '@foyer/core/internal'
import { useBalance } from '../../hooks/useBalance.js'
import { useDisconnect } from '../../hooks/useDisconnect.js'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../../hooks/useFoyerNetwork.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { NetworkIcon } from '../../icons/NetworkIcon.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { isSocialProvider, SOCIAL_PROVIDER_NAMES } from '../connect/socialProviders.js'
import { errorMessage } from '../parts/errorMessage.js'
import { ChevronIcon, CopyIcon, DisconnectIcon } from '../parts/icons.js'
import { useCopyAddress } from '../parts/useCopyAddress.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeRows } from './AccountTypeRows.js'
import { EmbeddedWalletRow } from './EmbeddedWalletRow.js'
import { WalletFeatures } from './WalletFeatures.js'

/**
 * The connected account as a wallet: address (and the embedded wallet's e-mail) and native balance, copy
 * and disconnect (which signs the embedded wallet out), the wallet features (swap, receive, send), the tabs
 * Tokens, NFTs, Activity, then network, update e-mail and sign.
 */
export function Account() {
  const foyer = useFoyer()
  const m = useMessages()
  const locale = useIntlLocale()
  const account = useFoyerAccount()
  const { caipNetwork } = useFoyerNetwork()
  const balance = useBalance()
  const identity = useIdentity()
  const address = account.address ?? ''
  const name = identity.data?.name
  const email = account.user?.email
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === account.namespace)
  // The embedded wallet's e-mail can change when e-mail login is on and the adapter can do it.
  const canUpdateEmail =
    !!email && foyer.options.features.email && !!adapter && canManageEmbeddedWallet(adapter)

  // A wallet name for an EVM account that has none (SPEC §6), once the service said it has none.
  const canChooseName =
    !!foyer.api && supports(account.namespace, 'names') && identity.isSuccess && !name
  const copy = useCopyAddress(address)
  const { disconnectAsync } = useDisconnect()
  const leave = () => {
    // State is reset even when the wallet fails to let go; the visitor only needs to know it complained.
    disconnectAsync().catch((error: unknown) =>
      showToast(foyer, { variant: 'error', message: errorMessage(error, m.failedToDisconnect, m) }),
    )
  }

  return (
    <>
      <div className="account">
        {identity.data?.avatar ? (
          <img
            className="avatar"
            src={identity.data.avatar}
            alt=""
            data-testid="foyer-account-avatar"
          />
        ) : (
          <span className={`avatar avatar-${avatarHue(address)}`} aria-hidden="true" />
        )}
        {name ? (
          <p className="address" data-testid="foyer-account-name">
            {name}
          </p>
        ) : null}
        <p className="account-address-line">
          <span
            className={name ? 'muted' : 'address'}
            data-testid="foyer-account-address"
            title={address}
          >
            {truncateAddress(address)}
          </span>
          <button
            type="button"
            className="icon-button account-copy"
            aria-label={m.copyAddress}
            title={m.copyAddress}
            onClick={copy}
          >
            <CopyIcon />
          </button>
        </p>
        {account.preferredAccountType ? (
          <p className="account-type" data-testid="foyer-account-type">
            {account.preferredAccountType === 'smartAccount'
              ? m.accountTypeSmart
              : m.accountTypeEoa}
          </p>
        ) : null}
        {email ? (
          <p className="muted account-email" data-testid="foyer-account-email">
            {email}
          </p>
        ) : null}
        {account.socialProvider ? (
          <p className="muted account-email" data-testid="foyer-account-social">
            {[socialName(account.socialProvider), account.user?.username]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {/* The balance is what a visitor opens their account for: the largest thing on it (issue 40). */}
        <p
          className="amount account-balance"
          data-testid="foyer-account-balance"
          aria-busy={balance.isPending}
        >
          {balance.data ? formatBalance(balance.data.formatted, balance.data.symbol, locale) : '…'}
        </p>
      </div>
      <WalletFeatures />
      <AccountTabs />
      <ul className="list account-actions">
        <li>
          {foyer.options.enableNetworkSwitch ? (
            <button
              type="button"
              className="row"
              data-testid="foyer-account-network"
              onClick={() => pushView(foyer, 'Networks')}
            >
              {caipNetwork ? <NetworkIcon network={caipNetwork} /> : null}
              <span className="row-label">{caipNetwork?.name ?? m.unknownNetwork}</span>
              <ChevronIcon />
            </button>
          ) : (
            // Switching is off (enableNetworkSwitch: false): the network is shown, not offered.
            <div className="row" data-testid="foyer-account-network">
              {caipNetwork ? <NetworkIcon network={caipNetwork} /> : null}
              <span className="row-label">{caipNetwork?.name ?? m.unknownNetwork}</span>
            </div>
          )}
        </li>
        <AccountTypeRows />
        {canChooseName ? (
          <li>
            <button
              type="button"
              className="row"
              data-testid="foyer-choose-name"
              onClick={() => pushView(foyer, 'RegisterAccountName')}
            >
              <span className="row-label">{m.chooseName}</span>
              <ChevronIcon />
            </button>
          </li>
        ) : null}
        {canUpdateEmail ? (
          <li>
            <button
              type="button"
              className="row"
              data-testid="foyer-update-email"
              onClick={() => pushView(foyer, 'UpdateEmail')}
            >
              <span className="row-label">{m.updateEmail}</span>
              <ChevronIcon />
            </button>
          </li>
        ) : null}
        <EmbeddedWalletRow
          view="Devices"
          label={m.devices}
          testId="foyer-devices-row"
          available={canManageEmbeddedDevices}
        />
        <EmbeddedWalletRow
          view="Passkeys"
          label={m.passkeys}
          testId="foyer-passkeys-row"
          available={canManageEmbeddedPasskeys}
        />
        <li>
          <button
            type="button"
            className="row"
            data-testid="foyer-sign-message"
            onClick={() => pushView(foyer, 'SignMessage')}
          >
            <span className="row-label">{m.signMessageRow}</span>
            <ChevronIcon />
          </button>
        </li>
      </ul>
      {/* Leaving is the last thing on the account, apart from what it is for (issue 40). */}
      <footer className="account-footer">
        <button
          type="button"
          className="row danger account-disconnect"
          data-testid="foyer-disconnect"
          onClick={leave}
        >
          <DisconnectIcon />
          <span className="row-label">{m.disconnect}</span>
        </button>
      </footer>
    </>
  )
}

/** One of six avatar gradients, picked from the address so an account keeps its colour. */
function avatarHue(address: string): number {
  let sum = 0
  for (const char of address.toLowerCase()) sum = (sum + char.charCodeAt(0)) % 6
  return sum
}

/** A social provider's name as visitors know it. */
function socialName(provider: string): string {
  return isSocialProvider(provider) ? SOCIAL_PROVIDER_NAMES[provider] : provider
}
