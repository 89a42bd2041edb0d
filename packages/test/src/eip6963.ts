import type { EIP1193Provider } from 'viem'
import type { DevWalletInfo } from './types.js'

type CustomEventConstructor = typeof CustomEvent

/** Announces `detail` through EIP-6963 on `target` now and on every request; returns the unsubscribe. */
export function announceProvider(
  target: EventTarget,
  detail: Readonly<{ info: Readonly<DevWalletInfo>; provider: EIP1193Provider }>,
): () => void {
  // A window brings its own CustomEvent (happy-dom, iframes): events must come from its realm.
  const Event: CustomEventConstructor =
    (target as { CustomEvent?: CustomEventConstructor }).CustomEvent ?? CustomEvent
  const announce = () => {
    target.dispatchEvent(new Event('eip6963:announceProvider', { detail }))
  }
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
