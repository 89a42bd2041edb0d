import { type ConnectListItem, pushView, walletImageUrl } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useMessages } from '../../messages.js'
import { WalletIcon } from '../parts/WalletIcon.js'
import { walletLink } from './useConnectItems.js'

/** One wallet: a button that starts connecting, or for a custom wallet a link opening in a new tab. */
export function WalletRow({ item }: { item: ConnectListItem }) {
  const foyer = useFoyer()
  const m = useMessages()
  if (item.kind !== 'connector') {
    const { wallet } = item
    const icon =
      item.kind === 'custom' ? item.wallet.imageUrl : walletImageUrl(foyer, item.wallet.image_id)
    return (
      <a
        className="row"
        href={walletLink(wallet)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`wallet-${wallet.id}`}
      >
        <WalletIcon src={icon} name={wallet.name} />
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
