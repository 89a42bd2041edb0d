import { isEmail } from '@foyer/core/api'
import * as v from 'valibot'

// The fields of the auth API's bodies, each with the text a refusal shows.

/** A required string field of at most `max` characters. */
export function text(name: string, max: number) {
  return v.pipe(
    v.string((issue) =>
      issue.received === 'undefined' ? `${name} is required` : `${name} must be a string`,
    ),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} is too long (at most ${max} characters)`),
  )
}

/** The project a call is made for (SPEC §7: every call carries it). */
export const projectId = text('projectId', 128)

/** An e-mail address (@foyer/core's rule, shared with the client and the frame), lower-cased. */
export function email(name: string) {
  return v.pipe(
    v.string((issue) =>
      issue.received === 'undefined' ? `${name} is required` : `${name} must be a string`,
    ),
    v.check((value: string) => isEmail(value), 'Enter a valid e-mail address'),
    v.toLowerCase(),
  )
}

/** The frame's device id: 22–64 characters of base64url (it makes 16 random bytes). */
export const deviceId = v.pipe(
  text('deviceId', 64),
  v.regex(
    /^[A-Za-z0-9_-]{22,64}$/,
    'deviceId must be 22 to 64 characters of A-Z, a-z, 0-9, _ and -',
  ),
)

/**
 * A one-time code as typed: any short string (SPEC §5: "the otp is a string"). One that is not six digits is
 * simply a wrong code.
 */
export const otp = text('otp', 32)

/** An EVM address. */
export const address = v.pipe(
  text('address', 42),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'address must be 0x and 40 hexadecimal characters'),
)

/** A key share from the frame: opaque base64 (standard alphabet, padded), at most 512 characters. */
export function share(name: string) {
  return v.pipe(
    text(name, 512),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, `${name} must be base64`),
    v.check(
      (value) => value.length % 4 === 0,
      `${name} must be base64 (a multiple of 4 characters)`,
    ),
  )
}
