import {
  type DisplayText,
  en,
  type FoyerState,
  type LocaleMessages,
  type Messages,
  renderText,
} from '@foyer/core'
import { registerEnglishCatalogue } from '@foyer/core/internal'
import { useCallback } from 'react'
import { useFoyerSelector } from './hooks/useFoyerSelector.js'

// The modal brings the English catalogue: from now on errors and alerts read in English in logs
// (`error.message`). Registered here, not by en.ts itself, so that en.ts shares no module but
// enBeforeModal with the page's first load (a shared registry split the host's entry chunk: hostBuild.test).
registerEnglishCatalogue(en)

export { useIntlLocale } from './locale.js'

// One full catalogue per loaded language: the same object on every render, so memoised views stay put.
const catalogues = new WeakMap<LocaleMessages, Messages>()

/**
 * The message catalogue of the locale in use (English until another locale's texts have loaded). Importing
 * this brings the English catalogue along: the modal's code does, the buttons use `useButtonText`.
 */
export function useMessages(): Messages {
  const loaded = useFoyerSelector(selectMessages)
  if (!loaded) return en
  let catalogue = catalogues.get(loaded)
  if (!catalogue) {
    // The developer's texts (DEVELOPER_TEXT_KEYS) stay English in every language.
    catalogue = { ...en, ...loaded }
    catalogues.set(loaded, catalogue)
  }
  return catalogue
}

/**
 * Renders what core hands the views (an error's, a toast's, an alert's text: a catalogue key and values,
 * or a text from elsewhere — a wallet's, a service's — shown as it came) in the page's language; no text
 * stays none.
 */
export function useRenderText(): <T extends DisplayText | undefined>(
  text: T,
) => T extends undefined ? undefined : string {
  const messages = useMessages()
  return useCallback(
    <T extends DisplayText | undefined>(text: T) =>
      (text === undefined ? undefined : renderText(text, messages)) as T extends undefined
        ? undefined
        : string,
    [messages],
  )
}

const selectMessages = (state: FoyerState) => state.locale.messages
