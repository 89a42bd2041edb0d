/*
 * EIP-4361 (Sign-In with Ethereum) messages, and CAIP-122's Solana flavour of them: the text a wallet signs
 * and the fields it carries. The two differ in the header's account name ('Ethereum' | 'Solana'), the
 * address ('0x' and 40 hex digits | a 32-byte public key in base58) and the chain id (a decimal chain id |
 * the cluster's CAIP-2 reference, `[-_a-zA-Z0-9]{1,32}`); every other line is EIP-4361's.
 *
 * The parser reads the message one line at a time, in the order the ABNF fixes, and checks each value
 * with small character scans: no backtracking, so a hostile message costs time linear in its length.
 * Both directions share the same checks, so every message the parser accepts formats back to the same
 * text, and every set of fields the formatter accepts parses back to the same fields.
 *
 * Deliberate choices where EIP-4361 leaves room (see also the tests):
 * - The address must be '0x' and 40 hex digits. EIP-4361 says it SHOULD be EIP-55 checksummed "where
 *   applicable"; checking a checksum needs keccak-256, which @foyer/core does not ship (viem is not one
 *   of its dependencies), so checksum validation is left to the caller.
 * - The chain id must be written canonically (no leading zero, not 0, at most 2^53 - 1) so that it
 *   survives the round trip through a number.
 * - Timestamps must be real RFC 3339 dates; a leap second (:60) is refused because JavaScript's Date
 *   cannot read it, and an unreadable expiry time must never compare as "not expired".
 * - The domain must have a host: an empty authority names nobody.
 * - A Solana address must decode to 32 bytes, not merely look like base58: a 32-byte ed25519 public key
 *   is what a verifier needs.
 *
 * One idea a file under eip4361/: the URI grammar (uriGrammar.ts), the date check (dateTime.ts), what each
 * field may hold (fieldRules.ts), what differs between the families (families.ts), the formatter and the
 * parser; this file keeps their public names in one place.
 */

export { formatSiweMessage, formatSiwxMessage } from './eip4361/formatter.js'
export type {
  ParsedSiwxMessage,
  SiweMessageFields,
  SiwxFamily,
  SiwxMessageFields,
} from './eip4361/messageFields.js'
export { parseSiweMessage, parseSiwxMessage } from './eip4361/parser.js'
export { SiweMessageError, SiwxMessageError } from './errors.js'
