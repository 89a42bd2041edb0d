import { BaseError } from './base.js'

/** The CAIP standards whose ids Foyer parses: network ids, account ids, asset ids. */
export type CaipStandard = 'CAIP-2' | 'CAIP-10' | 'CAIP-19'

/**
 * A text that should be a CAIP id breaks its standard's grammar. The details quote the text and say which
 * part is wrong and what the part may hold, since the id usually comes from a host's code, a wallet or a
 * request, and the one who reads this has to find that part.
 */
export class InvalidCaipIdError extends BaseError {
  override name = 'InvalidCaipIdError'
  /** The standard the text breaks. */
  readonly standard: CaipStandard
  constructor(standard: CaipStandard, value: unknown, reason: string) {
    // Ids arrive in requests too: quote a bounded piece of them.
    super('Invalid CAIP id', {
      details: `${JSON.stringify(String(value)).slice(0, 140)} is not a ${standard} id: ${reason}`,
      code: 'INVALID_CAIP_ID',
    })
    this.standard = standard
  }
}
