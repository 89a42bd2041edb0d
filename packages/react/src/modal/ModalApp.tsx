import type { Foyer } from '@foyer/core'
import { FoyerContext } from '../context.js'
import { useTokenBalanceToast } from './account/useTokenBalanceToast.js'
import { Dialog } from './Dialog.js'
import { Embedded } from './Embedded.js'
import { type ModalRegistry, RegistryContext } from './registryContext.js'
import { useHostLocale } from './useHostLocale.js'
import { useHostTheme } from './useHostTheme.js'

/** The root of the modal's React tree inside `<foyer-modal>`'s shadow root. */
export function ModalApp({
  foyer,
  host,
  registry,
}: {
  foyer: Foyer
  host: HTMLElement
  registry: ModalRegistry
}) {
  return (
    <FoyerContext.Provider value={foyer}>
      <RegistryContext.Provider value={registry}>
        <Themed host={host} />
        {foyer.options.enableEmbedded ? <Embedded /> : <Dialog />}
      </RegistryContext.Provider>
    </FoyerContext.Provider>
  )
}

/** The host's theme and language, and the modal's reactions to what actions report (toasts). */
function Themed({ host }: { host: HTMLElement }) {
  useHostTheme(host)
  useHostLocale(host)
  useTokenBalanceToast()
  return null
}
