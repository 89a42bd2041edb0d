import { type FoyerState, formatMessage, isValidNameLabel } from '@foyer/core'
import { clearNameRegistration, startNameRegistration } from '@foyer/core/internal'
import { useId, useState } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useNameSuggestions } from '../../hooks/useNameSuggestions.js'
import { useMessages } from '../../messages.js'
import { nameErrorMessage } from '../parts/nameErrorMessage.js'
import { useDebouncedValue } from '../parts/useDebouncedValue.js'

/** How long typing settles before the service is asked whether the name is free. */
const CHECK_DELAY_MS = 300

/**
 * Choosing a wallet name (SPEC §2 'Register account name'): the name typed is checked against SPEC §5's rule
 * at once and against the service once typing settles; a taken name shows free ones to pick. Register asks
 * the wallet to sign (the success view shows that); a failure comes back here, beside the name chosen.
 */
export function RegisterAccountName() {
  const foyer = useFoyer()
  const m = useMessages()
  const inputId = useId()
  const hintId = useId()
  const registration = useFoyerSelector(selectRegistration)
  const failed = registration?.status === 'error' ? registration : undefined
  const [label, setLabel] = useState(() => failed?.name.split('.')[0] ?? '')
  const typed = label.trim().toLowerCase()
  const valid = isValidNameLabel(typed)
  const settled = useDebouncedValue(typed, CHECK_DELAY_MS)
  const suggestions = useNameSuggestions({ name: valid ? settled : undefined })
  // An answer for what is typed now, not for what was typed before.
  const answer = settled === typed && suggestions.data?.[0] ? suggestions.data : undefined
  const asked = answer?.[0]
  const free = answer?.slice(1).filter((suggestion) => !suggestion.registered) ?? []
  const checking = valid && !answer && !suggestions.error
  const suffix = asked ? asked.name.slice(asked.name.indexOf('.')) : undefined

  const debug = !!foyer.options.debug
  const failure = failed
    ? nameErrorMessage(failed.error, m.nameRegisterFailed, m, debug)
    : undefined
  const lookupFailure = suggestions.error
    ? nameErrorMessage(suggestions.error, m.nameSuggestionsFailed, m, debug)
    : undefined

  const choose = (value: string) => {
    setLabel(value)
    if (failed) clearNameRegistration(foyer)
  }

  return (
    <form
      className="form register-name"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (asked && !asked.registered) void startNameRegistration(foyer, { name: asked.name })
      }}
    >
      <p className="intro muted">{m.registerNameDetails}</p>
      <label className="label" htmlFor={inputId}>
        {m.nameLabel}
      </label>
      {/* A name is Latin letters, digits and hyphens: it reads left to right in every language. */}
      <div className="name-field" dir="ltr">
        <input
          id={inputId}
          className="input"
          data-testid="foyer-name-input"
          value={label}
          maxLength={63}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={typed !== '' && !valid}
          aria-describedby={hintId}
          onChange={(event) => choose(event.target.value)}
        />
        {suffix ? <span className="name-suffix muted">{suffix}</span> : null}
      </div>
      <p
        id={hintId}
        className={typed !== '' && !valid ? 'error' : 'muted name-hint'}
        role={typed !== '' && !valid ? 'alert' : undefined}
      >
        {m.nameRule}
      </p>
      <p className="name-status" role="status" data-testid="foyer-name-status">
        {checking ? m.nameChecking : null}
        {asked && !asked.registered ? (
          <span className="name-free">{formatMessage(m.nameAvailable, { name: asked.name })}</span>
        ) : null}
        {asked?.registered ? (
          <span className="name-taken">{formatMessage(m.nameTaken, { name: asked.name })}</span>
        ) : null}
      </p>
      {asked?.registered && free.length > 0 ? (
        <section className="name-suggestions" aria-labelledby={`${inputId}-suggestions`}>
          <h3 id={`${inputId}-suggestions`} className="network-group-title">
            {m.nameSuggestionsTitle}
          </h3>
          <ul className="list">
            {free.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="row"
                  data-testid={`foyer-name-suggestion-${suggestion.name}`}
                  onClick={() => choose(suggestion.name.split('.')[0] ?? '')}
                >
                  <span className="row-label">{suggestion.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failure || lookupFailure ? (
        <p className="error" role="alert" data-testid="foyer-name-error">
          {failure ?? lookupFailure}
        </p>
      ) : null}
      <button
        type="submit"
        className="primary"
        data-testid="foyer-register-name"
        disabled={!asked || asked.registered}
      >
        {m.registerName}
      </button>
    </form>
  )
}

const selectRegistration = (state: FoyerState) => state.nameRegistration
