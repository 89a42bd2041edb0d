import type { Foyer } from '@foyer/core'
import { FoyerContext } from '../context.js'
import { Dialog } from './Dialog.js'
import { Embedded } from './Embedded.js'
import { useHostTheme } from './useHostTheme.js'

/** The root of the modal's React tree inside `<foyer-modal>`'s shadow root. */
export function ModalApp({ foyer, host }: { foyer: Foyer; host: HTMLElement }) {
  return (
    <FoyerContext.Provider value={foyer}>
      <Themed host={host} />
      {foyer.options.enableEmbedded ? <Embedded /> : <Dialog />}
    </FoyerContext.Provider>
  )
}

function Themed({ host }: { host: HTMLElement }) {
  useHostTheme(host)
  return null
}
