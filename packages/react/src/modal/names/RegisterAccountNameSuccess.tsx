import { type FoyerState, formatMessage } from '@foyer/core'
import { resetView } from '@foyer/core/internal'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'

/**
 * The name being registered (SPEC §4): the wallet's signature asked for, then the name is the visitor's.
 * A failure has already gone back to the register view.
 */
export function RegisterAccountNameSuccess() {
  const foyer = useFoyer()
  const m = useMessages()
  const registration = useFoyerSelector(selectRegistration)
  const name = useFoyerSelector(selectRouteName)
  const done = registration?.status === 'success'
  const shown = registration?.name ?? name ?? ''
  return (
    <div className="register-name-result" data-testid="foyer-register-name-result">
      {done ? (
        <svg className="register-name-mark" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
          <path d="m7 12.5 3.2 3.2L17 9" />
        </svg>
      ) : (
        <span className="spinner register-name-spinner" aria-hidden="true" />
      )}
      <p className="register-name-heading" role="status">
        {done
          ? formatMessage(m.registerNameSuccess, { name: shown })
          : formatMessage(m.registerNameSigning, { name: shown })}
      </p>
      {done ? (
        <button
          type="button"
          className="primary"
          data-testid="foyer-register-name-done"
          onClick={() => resetView(foyer, 'Account')}
        >
          {m.done}
        </button>
      ) : null}
    </div>
  )
}

const selectRegistration = (state: FoyerState) => state.nameRegistration

const selectRouteName = (state: FoyerState) => {
  const route = state.router.history.at(-1)
  return route?.view === 'RegisterAccountNameSuccess' ? route.arguments.name : undefined
}
