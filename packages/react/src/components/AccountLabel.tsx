import { truncateAddress } from '@foyer/core'
import { balanceLabel } from '@foyer/core/internal'
import { useCachedBalance } from '../hooks/useCachedBalance.js'
import { useCachedIdentity } from '../hooks/useCachedIdentity.js'
import { useIntlLocale } from '../locale.js'

/**
 * A connected account as Foyer's buttons show it: the native balance once known, then its name (a wallet
 * name, once the service knows one) or the short address.
 * Its own component so that a disconnected button (every first load) runs none of the balance's hooks.
 */
export function AccountLabel({ address }: { address: string }) {
  const balance = useCachedBalance()
  const name = useCachedIdentity()?.name
  const label = balanceLabel(balance, useIntlLocale())
  return (
    <>
      {label ? <span className="foyer-button-detail">{label}</span> : null}
      <span title={name ? address : undefined}>{name ?? truncateAddress(address)}</span>
    </>
  )
}
