import type { FoyerState } from '@foyer/core'
import { legalCheckboxShown, setLegalAccepted } from '@foyer/core/internal'
import type { ReactNode } from 'react'
import { useFoyer } from '../../hooks/useFoyer.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessages } from '../../messages.js'

/**
 * True while the visitor has yet to agree to the host's terms (`features.legalCheckbox`): every connect
 * method is disabled until they do.
 */
export function useConnectLocked(): boolean {
  const { options } = useFoyer()
  const accepted = useFoyerSelector(selectAccepted)
  return legalCheckboxShown(options) && !accepted
}

/**
 * The connect methods behind the legal checkbox (`features.legalCheckbox`): the checkbox with links to the
 * host's terms and privacy policy, then the methods in a fieldset that is disabled until it is checked
 * (links in it, which a fieldset does not disable, say so themselves through `useConnectLocked`).
 */
export function LegalGate({ children }: { children: ReactNode }) {
  const { options } = useFoyer()
  const locked = useConnectLocked()
  if (!legalCheckboxShown(options)) return children
  return (
    <>
      <LegalCheckbox />
      <fieldset className="legal-gated" disabled={locked} data-testid="foyer-legal-gated">
        {children}
      </fieldset>
    </>
  )
}

function LegalCheckbox() {
  const foyer = useFoyer()
  const m = useMessages()
  const accepted = useFoyerSelector(selectAccepted)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = foyer.options
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  const text =
    terms && privacy
      ? fill(m.legalAgreeBoth, {
          terms: link(terms, m.termsOfService),
          privacy: link(privacy, m.privacyPolicy),
        })
      : fill(m.legalAgreeOne, {
          document: terms ? link(terms, m.termsOfService) : link(privacy ?? '', m.privacyPolicy),
        })
  return (
    <label className="legal" data-testid="foyer-legal">
      <input
        type="checkbox"
        checked={accepted}
        data-testid="foyer-legal-checkbox"
        onChange={(event) => setLegalAccepted(foyer, event.target.checked)}
      />
      <span>{text}</span>
    </label>
  )
}

/** A catalogue text with `{name}` placeholders filled with elements (links), as a list of nodes. */
function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part))
}

const selectAccepted = (state: FoyerState) => state.legalAccepted
