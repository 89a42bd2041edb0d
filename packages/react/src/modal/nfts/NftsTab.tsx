import { formatMessage, type Nft } from '@foyer/core'
import { supports } from '@foyer/core/internal'
import { useState } from 'react'
import { useAccountNfts } from '../../hooks/useAccountNfts.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useIntlLocale, useMessages } from '../../messages.js'
import { ListError } from '../parts/ListError.js'
import { LoadMore } from '../parts/LoadMore.js'
import { NamespaceUnavailable } from '../parts/NamespaceUnavailable.js'

/**
 * The NFTs tab: the account's NFTs where its chain family has them (EVM), else a sentence saying where it
 * does, as Activity does.
 */
export function NftsTab() {
  const m = useMessages()
  const { namespace } = useFoyerAccount()
  if (supports(namespace, 'nfts')) return <NftGrid />
  return (
    <NamespaceUnavailable feature="nfts" text={m.nftsUnavailable} testId="foyer-nfts-unavailable" />
  )
}

/**
 * The NFTs the account holds on the connected network, newest first, as a grid of image, name and
 * collection; the next page loads when the end scrolls into view (or with 'Load more'). A failure says so,
 * with 'Try again'. An NFT is shown, not acted on: sending one is not part of the modal, and a line under the
 * grid says so (docs/decisions.md).
 */
function NftGrid() {
  const m = useMessages()
  const nfts = useAccountNfts()
  const more = nfts.hasNextPage && !nfts.isFetchingNextPage
  const loading = nfts.isPending || nfts.isFetchingNextPage

  if (nfts.error)
    return (
      <ListError
        className="nfts"
        error={nfts.error}
        fallback={m.failedToFetchNfts}
        testId="foyer-nfts-error"
        onRetry={nfts.retry}
      />
    )

  return (
    <div className="nfts" aria-busy={loading} data-testid="foyer-nfts">
      {nfts.items.length ? (
        <ul className="nft-grid" aria-label={m.nfts}>
          {nfts.items.map((nft) => (
            <NftCard key={`${nft.chain}:${nft.contract}:${nft.tokenId}`} nft={nft} />
          ))}
        </ul>
      ) : null}
      {/* Said, not left to guess: a visitor who came to send one learns it is not here (issue 40). */}
      {nfts.items.length ? (
        <p className="nfts-note muted" data-testid="foyer-nfts-view-only">
          {m.nftsViewOnly}
        </p>
      ) : null}
      {loading ? <p className="muted">{m.loadingNfts}</p> : null}
      {!loading && !more && !nfts.items.length ? <p className="empty">{m.noNfts}</p> : null}
      {more ? (
        <LoadMore loaded={nfts.items.length} onLoad={nfts.fetchNextPage} testId="foyer-nfts-more" />
      ) : null}
    </div>
  )
}

/**
 * One NFT: its image (the data service's checked copy; an `<img>` runs nothing in an SVG), else a drawn
 * tile with the collection's initial; then the name and the collection, and, for an edition held more than
 * once (ERC-1155), a ×N badge on the image. The image is decoration beside the name, so a screen reader
 * reads name and collection once, and the badge as a sentence ('You hold 5').
 */
function NftCard({ nft }: { nft: Nft }) {
  const [broken, setBroken] = useState(false)
  const image = nft.imageUrl && !broken ? nft.imageUrl : undefined
  return (
    <li className="nft" data-testid="foyer-nft" data-token-id={nft.tokenId}>
      <div className="nft-media">
        {image ? (
          <img
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            width={160}
            height={160}
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="nft-fallback" aria-hidden="true" data-testid="foyer-nft-fallback">
            {Array.from(nft.collection.name.trim())[0]?.toUpperCase() ?? '#'}
          </span>
        )}
        <NftAmount amount={nft.amount} />
      </div>
      <span className="nft-name" title={nft.name} data-testid="foyer-nft-name">
        <bdi>{nft.name}</bdi>
      </span>
      <span className="nft-collection muted" title={nft.collection.name}>
        <bdi>{nft.collection.name}</bdi>
      </span>
    </li>
  )
}

/** The ×N badge of an NFT held more than once; nothing for one (or a service that does not say). */
function NftAmount({ amount }: { amount: string | undefined }) {
  const m = useMessages()
  const locale = useIntlLocale()
  if (!amount || BigInt(amount) <= 1n) return null
  const formatted = new Intl.NumberFormat(locale).format(BigInt(amount))
  return (
    <span className="nft-amount" data-testid="foyer-nft-amount">
      <bdi aria-hidden="true">×{formatted}</bdi>
      <span className="visually-hidden">{formatMessage(m.nftAmount, { amount: formatted })}</span>
    </span>
  )
}
