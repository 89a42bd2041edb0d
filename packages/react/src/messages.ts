import { en, type FoyerState, type LocaleMessages, localizeText, type Messages } from '@foyer/core'
import { useFoyerSelector } from './hooks/useFoyerSelector.js'
import { useCallback } from './reactBindings.js'

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
 * Puts a text core produced (an error's short message, a toast, an alert) into the page's language;
 * a text from elsewhere (a wallet, a service) shows as it came, and no text stays none.
 */
export function useLocalize(): <T extends string | undefined>(text: T) => T {
  const messages = useMessages()
  return useCallback(
    <T extends string | undefined>(text: T) =>
      (text === undefined ? text : localizeText(text, messages)) as T,
    [messages],
  )
}

const selectMessages = (state: FoyerState) => state.locale.messages
