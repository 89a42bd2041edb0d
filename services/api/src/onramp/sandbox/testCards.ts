// The sandbox checkout's test cards (the numbers card processors' test modes use): any expiry date in the
// future and any 3- or 4-digit security code. Other numbers are refused: the sandbox takes no real card.

/** Pays. */
export const APPROVED_TEST_CARD = '4242424242424242'
/** Is declined: the purchase fails. */
export const DECLINED_TEST_CARD = '4000000000000002'

/** A card as typed in the checkout form. */
export type CardInput = { number: string; expiry: string; cvc: string }

/** What the form's card comes to: paid, declined (the purchase fails), or a mistake to correct. */
export type CardCheck =
  | { result: 'approved' }
  | { result: 'declined'; reason: string }
  | { result: 'invalid'; field: keyof CardInput; message: string }

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** '4242 4242 4242 4242' for a 16-digit number. */
export const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/** Checks a typed card: number, then expiry (MM/YY, not past), then security code. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return {
      result: 'invalid',
      field: 'number',
      message: 'Enter a valid card number, such as the test card 4242 4242 4242 4242.',
    }
  if (digits !== APPROVED_TEST_CARD && digits !== DECLINED_TEST_CARD)
    return {
      result: 'invalid',
      field: 'number',
      message: `The sandbox takes test cards only: ${spaced(APPROVED_TEST_CARD)} pays, ${spaced(DECLINED_TEST_CARD)} is declined.`,
    }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim())
  const month = Number(expiry?.[1])
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : Number.NaN
  if (!expiry || month < 1 || month > 12)
    return { result: 'invalid', field: 'expiry', message: 'Enter the expiry date as MM/YY.' }
  // A card is valid through the last day of its month.
  if (new Date(Date.UTC(year, month, 1)) <= now)
    return {
      result: 'invalid',
      field: 'expiry',
      message: 'This card has expired: use a date in the future.',
    }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { result: 'invalid', field: 'cvc', message: 'Enter the 3- or 4-digit security code.' }
  if (digits === DECLINED_TEST_CARD)
    return {
      result: 'declined',
      reason: `The card was declined (test card ${spaced(DECLINED_TEST_CARD)})`,
    }
  return { result: 'approved' }
}
