import { en, type Messages } from '@foyer/core'

/** The message catalogue for the current locale. English only for now: another locale is another object. */
export function useMessages(): Messages {
  return en
}
