import { type ConnectListItem, type Foyer, type PairingWallet, walletImageUrl } from '@foyer/core'

// What the page needs to know of an item of `useConnectList()`: its name, logo, key, and for a directory
// or custom wallet what WalletConnect records of it and where its site is.

/** A directory or custom wallet: not an adapter's connector. */
export type ListedWallet = Exclude<ConnectListItem, { kind: 'connector' }>

export function nameOf(item: ConnectListItem): string {
  return item.kind === 'connector' ? item.connector.name : item.wallet.name
}

/** The logo: a connector's own (a browser wallet announces it), else the wallet service's image. */
export function iconOf(foyer: Foyer, item: ConnectListItem): string | undefined {
  if (item.kind === 'connector') return item.connector.icon
  if (item.kind === 'custom') return item.wallet.imageUrl
  return walletImageUrl(foyer, item.wallet.image_id)
}

/** A stable React key for a row. */
export function keyOf(item: ConnectListItem): string {
  return item.kind === 'connector' ? item.connector.uid : `${item.kind}:${item.wallet.id}`
}

/** What the WalletConnect pairing records of a directory or custom wallet (it becomes a recent wallet). */
export function pairingWallet(foyer: Foyer, item: ListedWallet): PairingWallet {
  if (item.kind === 'custom') {
    const { id, name, imageUrl, mobileLink, desktopLink, webappLink, homepage } = item.wallet
    return { id, name, icon: imageUrl, mobileLink, desktopLink, webappLink, homepage }
  }
  const { id, name, mobile_link, desktop_link, webapp_link, homepage } = item.wallet
  return {
    id,
    name,
    icon: iconOf(foyer, item),
    mobileLink: mobile_link ?? undefined,
    desktopLink: desktop_link ?? undefined,
    webappLink: webapp_link ?? undefined,
    homepage: homepage ?? undefined,
  }
}

/** A wallet's web app or homepage (useConnectList keeps only wallets that have one when nothing pairs). */
export function siteOf(item: ListedWallet): string | undefined {
  if (item.kind === 'custom') return item.wallet.webappLink ?? item.wallet.homepage
  return item.wallet.webapp_link ?? item.wallet.homepage ?? undefined
}
