import { walletImageUrl } from '@foyer/core'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useWallets } from '../../hooks/useWalletDirectory.js'
import { useMessages } from '../../messages.js'
import { errorMessage } from '../parts/errorMessage.js'
import { WalletIcon } from '../parts/WalletIcon.js'

/** How many of the directory's wallets to offer: a short choice reads better than a catalogue. */
const OFFERED_WALLETS = 6

/**
 * The directory's first wallets (its order is the operator's recommendation) with a link to each one's
 * site, where the visitor installs it; wallets without a site are left out rather than shown dead.
 */
export function GetWallet() {
  const foyer = useFoyer()
  const m = useMessages()
  const directory = useWallets({ page: 1 })
  const wallets = directory.wallets
    .filter((wallet) => wallet.homepage?.startsWith('https://'))
    .slice(0, OFFERED_WALLETS)
  return (
    <div className="help">
      <p className="muted help-lead">{m.getWalletDetails}</p>
      {directory.isError ? (
        <div className="banner banner-warning" role="status">
          <strong>{errorMessage(directory.error, m.walletsUnavailable, m)}</strong>
          <button type="button" className="text-button" onClick={directory.refetch}>
            {m.tryAgain}
          </button>
        </div>
      ) : null}
      <ul className="list" aria-busy={directory.isPending} data-testid="foyer-get-wallet-list">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <a
              className="row"
              href={wallet.homepage ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              data-testid={`foyer-get-${wallet.id}`}
            >
              <WalletIcon src={walletImageUrl(foyer, wallet.image_id)} name={wallet.name} />
              <span className="row-label">{wallet.name}</span>
              <span className="tag">{m.getWalletLink}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
