import type { FoyerState } from '@foyer/core'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

/**
 * A standing configuration problem (state.alert, e.g. 'Project ID Not Configured'). A note rather than a
 * live alert: it is not news, and it must not be confused with a view's own errors (role="alert").
 */
export function AlertBanner() {
  const alert = useFoyerSelector(selectAlert)
  if (!alert) return null
  return (
    <div className={`banner banner-${alert.variant}`} role="note" data-testid="foyer-alert">
      <strong>{alert.shortMessage}</strong>
      {alert.details ? <span>{alert.details}</span> : null}
    </div>
  )
}

const selectAlert = (state: FoyerState) => state.alert
