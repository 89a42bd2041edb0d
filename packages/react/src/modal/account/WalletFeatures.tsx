import type { Features, MessageKey } from '@foyer/core'
import { canSendTransactions, canTransferTokens } from '@foyer/core/adapter'
import { pushView, supports } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useSwapTokens } from '../../hooks/useSwapTokens.js'
import { useMessages } from '../../messages.js'
import { BuyIcon, ReceiveIcon, SendIcon, SwapIcon } from '../parts/icons.js'

type Feature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Wallet feature order (SPEC §2). */
const FEATURE_ORDER: readonly Feature[] = ['onramp', 'swaps', 'receive', 'send']

/** The view each feature opens. */
const FEATURE_VIEWS: Partial<
  Record<
    Feature,
    { view: 'Buy' | 'Swap' | 'Receive' | 'Send'; label: MessageKey; icon: () => ReactNode }
  >
> = {
  onramp: { view: 'Buy', label: 'buy', icon: BuyIcon },
  swaps: { view: 'Swap', label: 'swap', icon: SwapIcon },
  receive: { view: 'Receive', label: 'receive', icon: ReceiveIcon },
  send: { view: 'Send', label: 'send', icon: SendIcon },
}

/** The wallet feature buttons under the balance: those enabled in `features` that exist. */
export function WalletFeatures() {
  const foyer = useFoyer()
  const m = useMessages()
  const account = useFoyerAccount()
  const adapter = foyer.adapters.find((candidate) => candidate.namespace === account.namespace)
  // Asked for on every Account view: a network the swap service has no pools on says so here, and the
  // Swap view then opens on a list it already has.
  const swapTokens = useSwapTokens()
  const available = (feature: Feature) =>
    foyer.options.features[feature as keyof Features] === true &&
    // Sending needs a namespace that can send (SPEC §6) and an adapter that can transfer; without them the
    // button would only lead to an error.
    (feature !== 'send' ||
      (supports(account.namespace, 'send') &&
        adapter !== undefined &&
        canTransferTokens(adapter))) &&
    // Buying needs the services and a namespace the onramp serves (SPEC §6).
    (feature !== 'onramp' || (!!foyer.api && supports(account.namespace, 'onramp'))) &&
    // Swapping needs the same, and a network the swap service has at least two tokens on.
    (feature !== 'swaps' ||
      (supports(account.namespace, 'swaps') &&
        adapter !== undefined &&
        canSendTransactions(adapter) &&
        (swapTokens.data?.length ?? 0) >= 2))
  const shown = FEATURE_ORDER.filter((feature) => FEATURE_VIEWS[feature] && available(feature))
  if (!shown.length) return null
  return (
    <div className="features" data-testid="foyer-wallet-features">
      {shown.map((feature) => {
        const {
          view,
          label,
          icon: Icon,
        } = FEATURE_VIEWS[feature] as NonNullable<(typeof FEATURE_VIEWS)[Feature]>
        return (
          <button
            key={feature}
            type="button"
            className="feature"
            data-testid={`foyer-${feature}`}
            onClick={() => pushView(foyer, view)}
          >
            <Icon />
            <span>{m[label]}</span>
          </button>
        )
      })}
    </div>
  )
}
