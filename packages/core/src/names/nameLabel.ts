// SPEC §5's rule for a wallet name's label (the part before the suffix), written once: the modal checks it
// as the visitor types and the data service before it registers (services/api/src/profile/nameRules.ts).

/** The shortest label SPEC §5 allows. */
export const NAME_LABEL_MIN_LENGTH = 4
/** The longest label: a DNS label's 63 characters. */
export const NAME_LABEL_MAX_LENGTH = 63

/** What breaks the rule in `label`, the first found, or undefined when it may be registered. */
export function nameLabelProblem(label: string): 'characters' | 'tooShort' | 'tooLong' | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (label.length < NAME_LABEL_MIN_LENGTH) return 'tooShort'
  if (label.length > NAME_LABEL_MAX_LENGTH) return 'tooLong'
  return undefined
}
