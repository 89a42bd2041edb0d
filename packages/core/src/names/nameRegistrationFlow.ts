// The modal's registration flow around `registerName`, not an action: it moves between the Register views,
// and it is the one writer of `state.nameRegistration`, which carries the status between them.

import { type RegisterNameReturnType, registerName } from '../actions/registerName.js'
import { goBack, pushView } from '../actions/viewStack.js'
import type { FoyerContext } from '../types/instance.js'

/**
 * The modal's registration flow (SPEC §4 'Name registration'): push the success view, ask the wallet to
 * sign, and on success keep the profile name and show success; on failure return to the register view
 * with the error. `state.nameRegistration` carries the status between the two views. Resolves with the
 * record, or undefined when it failed (the error is in the state).
 */
export async function startNameRegistration(
  foyer: FoyerContext,
  { name }: { name: string },
): Promise<RegisterNameReturnType | undefined> {
  const current = foyer.store.getState().nameRegistration
  if (current?.status === 'signing') return undefined
  foyer.store.setState({ nameRegistration: { name, status: 'signing' } })
  pushView(foyer, 'RegisterAccountNameSuccess', { name })
  try {
    const record = await registerName(foyer, { name })
    foyer.store.setState({ nameRegistration: { name: record.name, status: 'success' } })
    return record
  } catch (error) {
    foyer.store.setState({ nameRegistration: { name, status: 'error', error } })
    if (foyer.store.getState().router.view === 'RegisterAccountNameSuccess') goBack(foyer)
    return undefined
  }
}

/** Forgets an ended registration (the register view opened afresh). */
export function clearNameRegistration(foyer: FoyerContext): void {
  if (foyer.store.getState().nameRegistration?.status !== 'signing')
    foyer.store.setState({ nameRegistration: undefined })
}
