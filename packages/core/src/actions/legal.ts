import type { ResolvedOptions } from '../options/types.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * Whether the Connect view asks the visitor to agree to the host's terms first: `features.legalCheckbox`
 * with at least one document to agree to (without one, core has told the developer why it is not shown).
 */
export function legalCheckboxShown(options: ResolvedOptions): boolean {
  return (
    options.features.legalCheckbox && !!(options.termsConditionsUrl || options.privacyPolicyUrl)
  )
}

/** Records whether the visitor agrees to the host's terms and privacy policy; remembered across visits. */
export function setLegalAccepted(foyer: FoyerContext, accepted: boolean): void {
  foyer.store.setState({ legalAccepted: accepted })
  if (accepted) foyer.storage.set('legalAccepted', true)
  else foyer.storage.remove('legalAccepted')
}
