import type { ConnectListItem } from '@foyer/core'
import { WalletIcon } from './WalletIcon.js'
import { nameOf, siteOf } from './walletItems.js'

/** One wallet of the list: a button, or — a directory wallet that cannot pair — a link to its site. */
export function WalletChoice({
  item,
  icon,
  pairs,
  disabled,
  onChoose,
}: {
  item: ConnectListItem
  icon: string | undefined
  pairs: boolean
  disabled: boolean
  onChoose(): void
}) {
  const name = nameOf(item)
  const tag = TAGS[item.group]
  const content = (
    <>
      <WalletIcon src={icon} name={name} />
      <span className="wallet-text">
        <span className="wallet-name">{name}</span>
        {tag ? <span className="tag">{tag}</span> : null}
      </span>
    </>
  )
  if (item.kind !== 'connector' && !pairs)
    return (
      <a className="wallet" href={siteOf(item)} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    )
  return (
    <button type="button" className="wallet" disabled={disabled} onClick={onChoose}>
      {content}
    </button>
  )
}

/** How the list names each group of wallets. */
const TAGS: Partial<Record<ConnectListItem['group'], string>> = {
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
}
