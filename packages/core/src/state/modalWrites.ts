import type { FoyerContext } from '../types/instance.js'
import type { RouterState, Toast } from './types.js'

// The modal's own state — whether it is open, its view stack, its toast — written here alone (docs/
// architecture.md, "each state key has one writing module"), by the modal's actions, each a file of its own
// (openModal, closeModal, viewStack, showToast, hideToast).

/** Opens the modal on `router`, or closes it (the stack stays for the next opening's transition). */
export function applyModalOpen(foyer: FoyerContext, open: boolean, router?: RouterState): void {
  foyer.store.setState(router ? { open, router } : { open })
}

/** Moves the view stack: `next` gets the stack now. */
export function applyRouter(foyer: FoyerContext, next: (router: RouterState) => RouterState): void {
  foyer.store.setState((state) => ({ router: next(state.router) }))
}

/** Shows `toast`, or none. */
export function applyToast(foyer: FoyerContext, toast: Toast | undefined): void {
  foyer.store.setState({ toast })
}
