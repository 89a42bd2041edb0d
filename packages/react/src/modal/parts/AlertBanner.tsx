import type { FoyerState } from '@foyer/core'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useRenderText } from '../../messages.js'

/**
 * A standing configuration problem (state.alert, e.g. 'Project ID Not Configured'). A note rather than a
 * live alert: it is not news, and it must not be confused with a view's own errors (role="alert").
 */
export function AlertBanner() {
  const alert = useFoyerSelector(selectAlert)
  const render = useRenderText()
  if (!alert) return null
  return (
    <div className={`banner banner-${alert.variant}`} role="note" data-testid="foyer-alert">
      <strong>{render(alert.shortMessage)}</strong>
      {alert.details ? <span>{render(alert.details)}</span> : null}
    </div>
  )
}

const selectAlert = (state: FoyerState) => state.alert
