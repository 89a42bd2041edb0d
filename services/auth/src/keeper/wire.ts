import { WRAP_KEY } from '@foyer/core/api'
import * as v from 'valibot'
import { assertionSchema } from '../crypto/passkeyAssertion.js'
import { address, share, text } from '../http/fields.js'

// The share keeper's requests, checked on both sides of the wire (keeper/app.ts and keeper/remoteVault.ts
// build and read exactly these).

const passkey = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,1366}$/)),
  publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,400}$/)),
})

export const storeBody = v.object({ userId: text('userId', 128), address, share: share('share') })

export const releaseBody = v.object({
  userId: text('userId', 128),
  wrapKey: v.pipe(v.string(), v.regex(WRAP_KEY, 'wrapKey is not a P-256 public key')),
  proof: v.optional(v.strictObject({ nonce: text('nonce', 128), assertion: assertionSchema })),
})

export const guardsBody = v.object({ userId: text('userId', 128) })

export const guardBody = v.object({
  userId: text('userId', 128),
  action: v.picklist(['add', 'remove']),
  passkey,
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{130}$/)),
})
