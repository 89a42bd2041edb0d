import { type ConnectListItem, pushView } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { customWalletLink } from './useConnectItems.js'
import { WalletIcon } from './WalletIcon.js'

/** One wallet: a button that starts connecting, or for a custom wallet a link opening in a new tab. */
export function WalletRow({ item }: { item: ConnectListItem }) {
  const foyer = useFoyer()
  const m = useMessages()
  if (item.kind === 'custom') {
    const { wallet } = item
    return (
      <a
        className="row"
        href={customWalletLink(wallet)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`wallet-${wallet.id}`}
      >
        <WalletIcon src={wallet.imageUrl} name={wallet.name} />
        <span className="row-label">{wallet.name}</span>
      </a>
    )
  }
  const { connector } = item
  const tag =
    item.group === 'recent' ? m.recent : connector.type === 'injected' ? m.installed : undefined
  return (
    <button
      type="button"
      className="row"
      data-testid={`wallet-${connector.id}`}
      onClick={() => pushView(foyer, 'ConnectingExternal', { connectorUid: connector.uid })}
    >
      <WalletIcon src={connector.icon} name={connector.name} />
      <span className="row-label">{connector.name}</span>
      {tag ? <span className="tag">{tag}</span> : null}
    </button>
  )
}
