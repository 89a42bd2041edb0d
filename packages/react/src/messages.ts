import { type FoyerState, localizeText, type Messages } from '@foyer/core'
import { useFoyerSelector } from './hooks/useFoyerSelector.js'
import { useCallback } from './reactBindings.js'

/** The message catalogue of the locale in use (English until another locale's texts have loaded). */
export function useMessages(): Messages {
  return useFoyerSelector(selectMessages)
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

/** The `Intl` locale of the page (a BCP 47 tag). */
export function useIntlLocale(): string {
  return useFoyerSelector(selectTag)
}

const selectMessages = (state: FoyerState) => state.locale.messages
const selectTag = (state: FoyerState) => state.locale.tag
