import type { FoyerState, LocaleMessages } from '@foyer/core'
import { enBeforeModal } from '@foyer/core/internal'
import { useFoyerSelector } from './hooks/useFoyerSelector.js'

/** A text Foyer's buttons show: one the page's language has and English has before the modal loads. */
export type ButtonTextKey = keyof typeof enBeforeModal & keyof LocaleMessages

/**
 * A button's text in the page's language, English until that language's texts have loaded. Buttons read
 * their few texts here rather than through `useMessages`, which brings the whole English catalogue: that
 * loads with the modal, not with the page (issue 38).
 */
export function useButtonText(key: ButtonTextKey): string {
  return useFoyerSelector((state) => state.locale.messages?.[key] ?? enBeforeModal[key])
}

/** The `Intl` locale of the page (a BCP 47 tag). */
export function useIntlLocale(): string {
  return useFoyerSelector(selectTag)
}

const selectTag = (state: FoyerState) => state.locale.tag
