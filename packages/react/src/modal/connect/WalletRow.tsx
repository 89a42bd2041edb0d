import {
  type ConnectListItem,
  type FoyerState,
  type PairingWallet,
  walletImageUrl,
} from '@foyer/core'
import { pushView, walletBrowseLink } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'
import { isPhone } from '../parts/isPhone.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { useConnectLocked } from './LegalGate.js'
import { walletLink } from './useConnectItems.js'

/**
 * One wallet: a button that starts connecting. A directory or custom wallet pairs through WalletConnect when
 * the host has it (projectId); without it, the row is a link to the wallet's site, opening in a new tab. On
 * a phone, on a family whose wallet apps can open this page in their own browser (Solana's), such a wallet
 * is a link that does so (SPEC §7): the wallet is installed there.
 */
export function WalletRow({
  item,
  tagged = true,
}: {
  item: ConnectListItem
  /** Whether the row says 'Recent' or 'Installed' itself (not under a group that says it: Connect's). */
  tagged?: boolean
}) {
  const foyer = useFoyer()
  const m = useMessages()
  const walletConnect = useFoyerSelector(selectWalletConnect)
  const namespace = useFoyerSelector(selectActiveNamespace)
  const locked = useConnectLocked()
  if (item.kind !== 'connector') {
    const { wallet } = item
    const icon =
      item.kind === 'custom' ? item.wallet.imageUrl : walletImageUrl(foyer, item.wallet.image_id)
    const tag = tagged && item.group === 'recent' ? m.recent : undefined
    const browse =
      isPhone() && typeof location !== 'undefined'
        ? walletBrowseLink(namespace, wallet.name, location)
        : undefined
    if (browse)
      return (
        <a
          className="row"
          href={browse}
          data-testid={`wallet-${wallet.id}`}
          {...lockedLink(locked)}
        >
          <WalletIcon src={icon} name={wallet.name} />
          <span className="row-label">{wallet.name}</span>
          {tag ? <span className="tag">{tag}</span> : null}
        </a>
      )
    if (walletConnect)
      return (
        <button
          type="button"
          className="row"
          data-testid={`wallet-${wallet.id}`}
          onClick={() =>
            pushView(foyer, 'ConnectingWalletConnect', {
              connectorUid: walletConnect.uid,
              wallet: pairingWallet(item, icon),
            })
          }
        >
          <WalletIcon src={icon} name={wallet.name} />
          <span className="row-label">{wallet.name}</span>
          {tag ? <span className="tag">{tag}</span> : null}
        </button>
      )
    return (
      <a
        className="row"
        href={walletLink(wallet)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`wallet-${wallet.id}`}
        {...lockedLink(locked)}
      >
        <WalletIcon src={icon} name={wallet.name} />
        <span className="row-label">{wallet.name}</span>
      </a>
    )
  }
  const { connector } = item
  const tag = !tagged
    ? undefined
    : item.group === 'recent'
      ? m.recent
      : connector.type === 'injected' || connector.type === 'walletStandard'
        ? m.installed
        : undefined
  return (
    <button
      type="button"
      className="row"
      data-testid={`wallet-${connector.id}`}
      onClick={() =>
        connector.type === 'walletConnect'
          ? pushView(foyer, 'ConnectingWalletConnectBasic', { connectorUid: connector.uid })
          : pushView(foyer, 'ConnectingExternal', { connectorUid: connector.uid })
      }
    >
      <WalletIcon src={connector.icon} name={connector.name} />
      <span className="row-label">{connector.name}</span>
      {tag ? <span className="tag">{tag}</span> : null}
    </button>
  )
}

/** A link in the disabled fieldset of the legal checkbox: a fieldset disables buttons, not links. */
function lockedLink(locked: boolean) {
  return locked
    ? {
        'aria-disabled': true,
        tabIndex: -1,
        onClick: (event: { preventDefault(): void }) => event.preventDefault(),
      }
    : {}
}

const selectActiveNamespace = (state: FoyerState) => state.activeNamespace
const selectWalletConnect = (state: FoyerState) =>
  state.connectors.find((connector) => connector.type === 'walletConnect')

/** What the pairing view needs of a directory or custom wallet: its name, logo and links. */
function pairingWallet(
  item: Exclude<ConnectListItem, { kind: 'connector' }>,
  icon: string | undefined,
): PairingWallet {
  if (item.kind === 'custom') {
    const { id, name, mobileLink, desktopLink, webappLink, homepage } = item.wallet
    return { id, name, icon, mobileLink, desktopLink, webappLink, homepage }
  }
  const wallet = item.wallet
  return {
    id: wallet.id,
    name: wallet.name,
    icon,
    mobileLink: wallet.mobile_link ?? undefined,
    desktopLink: wallet.desktop_link ?? undefined,
    webappLink: wallet.webapp_link ?? undefined,
    homepage: wallet.homepage ?? undefined,
  }
}
