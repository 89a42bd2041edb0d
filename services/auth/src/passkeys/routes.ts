import { createHash } from 'node:crypto'
import { passkeyChallenge, toBase64Url, WRAP_KEY } from '@foyer/core/api'
import { ApiError, clientIp } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  assertionSchema,
  relyingPartyOf,
  verifyPasskeyAssertion,
} from '../crypto/passkeyAssertion.js'
import type { AppDeps } from '../deps.js'
import { approveDevice } from '../devices/devices.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { deviceId, projectId, text } from '../http/fields.js'
import { requireProject } from '../projects/projects.js'
import { type SessionEnv, sessionGuard } from '../sessions/guard.js'
import { createSession, type Session } from '../sessions/sessions.js'
import { findUser } from '../users/users.js'
import { issuePasskeyNonce, reissueForRecovery, takePasskeyNonce } from './nonces.js'
import { registrationSchema, verifyRegistration } from './registration.js'
import { addPasskey, findProjectPasskey, listPasskeys, usePasskey } from './store.js'

const nonce = text('nonce', 128)
const registerBody = v.object({
  projectId,
  nonce,
  credential: registrationSchema,
  publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,400}$/, 'publicKey is not valid')),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{130}$/, 'signature is not valid')),
})
const signInStartBody = v.object({ projectId, deviceId })
const signInBody = v.object({
  projectId,
  deviceId,
  nonce,
  wrapKey: v.pipe(v.string(), v.regex(WRAP_KEY, 'wrapKey is not a P-256 public key')),
  assertion: assertionSchema,
})
const projectBody = v.object({ projectId })

const ownerOf = (session: Session) => ({
  projectId: session.projectId,
  deviceId: session.deviceId,
  userId: session.userId,
})

const unknownPasskey = () =>
  new ApiError(403, 'PASSKEY_UNKNOWN', 'This passkey is not one of this app’s wallets')

function requireWallet(session: Session): string {
  if (!session.address) throw new ApiError(409, 'NO_WALLET', 'This account has no wallet yet')
  return session.address
}

/**
 * Passkeys on the auth origin (docs/embedded-wallet.md 'Passkeys'): add one (it then guards the wallet's
 * recovery at the keeper, on the wallet key's signature), list them, sign in with one — which approves the
 * device, the passkey being the factor — and ask for a recovery nonce on a new device.
 */
export function passkeyRoutes(deps: AppDeps) {
  const { database, projects, vault, now, config, limits } = deps
  const db = database.db
  const rp = relyingPartyOf(config.publicUrl)
  const app = new Hono<SessionEnv>()
  const guard = sessionGuard(deps)
  for (const path of [
    '/v1/passkeys',
    '/v1/passkeys/registration/options',
    '/v1/passkeys/recovery/options',
  ])
    app.use(path, guard)

  app.post('/v1/passkeys/registration/options', async (c) => {
    const body = parseBody(projectBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    const session = c.get('session')
    const address = requireWallet(session)
    const existing = await listPasskeys(db, session.userId)
    const challenge = await issuePasskeyNonce(db, 'register', ownerOf(session), now())
    return c.json({
      nonce: challenge,
      options: {
        challenge,
        rp: { id: rp.rpId, name: project.name ?? project.id },
        // A handle of the account, not its id or address: authenticators may show or sync it.
        user: {
          id: toBase64Url(createHash('sha256').update(`foyer-user\n${session.userId}`).digest()),
          name: session.email ?? address,
          displayName: session.email ?? address,
        },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: existing.map((passkey) => ({ type: 'public-key', id: passkey.id })),
        attestation: 'none',
        timeout: 300_000,
      },
    })
  })

  app.post('/v1/passkeys', async (c) => {
    const body = parseBody(registerBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    requireWallet(session)
    await takePasskeyNonce(db, body.nonce, 'register', ownerOf(session), now())
    const passkey = await verifyRegistration(body.credential, {
      nonce: body.nonce,
      rp,
      publicKey: body.publicKey,
    })
    // The keeper first: it trusts the passkey on the wallet key's signature only, whatever we say.
    await vault.guard({
      userId: session.userId,
      action: 'add',
      passkey: { id: passkey.id, publicKey: passkey.publicKey },
      signature: body.signature,
    })
    await addPasskey(db, { ...passkey, userId: session.userId }, now())
    return c.json({ passkey: { id: passkey.id } })
  })

  app.get('/v1/passkeys', async (c) => {
    const rows = await listPasskeys(db, c.get('session').userId)
    return c.json({
      passkeys: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
    })
  })

  app.post('/v1/passkeys/sign-in/options', async (c) => {
    const body = parseBody(signInStartBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    await limits.start(clientIp(c, config.trustProxyHops))
    const owner = { projectId: body.projectId, deviceId: body.deviceId, userId: null }
    return c.json({ nonce: await issuePasskeyNonce(db, 'sign-in', owner, now()), rpId: rp.rpId })
  })

  app.post('/v1/passkeys/sign-in', async (c) => {
    const body = parseBody(signInBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    const owner = { projectId: project.id, deviceId: body.deviceId, userId: null }
    await takePasskeyNonce(db, body.nonce, 'sign-in', owner, now())
    const passkey = await findProjectPasskey(db, project.id, body.assertion.id)
    if (!passkey) throw unknownPasskey()
    let signCount: number
    try {
      ;({ signCount } = verifyPasskeyAssertion(body.assertion, {
        publicKey: passkey.publicKey,
        challenge: await passkeyChallenge(body.nonce, body.wrapKey),
        rp,
      }))
    } catch {
      throw unknownPasskey()
    }
    // A counter that does not move forward is a cloned authenticator (WebAuthn §6.1.1); 0 = not kept.
    if ((signCount !== 0 || passkey.signCount !== 0) && signCount <= passkey.signCount)
      throw unknownPasskey()
    const user = await findUser(db, passkey.userId)
    if (!user) throw unknownPasskey()
    await usePasskey(db, passkey.id, signCount, now())
    // The passkey is the factor a new device needs: it approves this one at once (no mailed link).
    await approveDevice(db, user.id, body.deviceId, now())
    const token = await createSession(
      db,
      { userId: user.id, deviceId: body.deviceId, projectId: project.id },
      now(),
    )
    await reissueForRecovery(db, body.nonce, { ...owner, userId: user.id }, now())
    return c.json({ token, user: { email: user.email, address: user.address, isNew: false } })
  })

  app.post('/v1/passkeys/recovery/options', async (c) => {
    parseBody(projectBody, await readJsonBody(c))
    const session = c.get('session')
    requireWallet(session)
    const ids = await vault.guards(session.userId)
    return c.json({
      nonce: await issuePasskeyNonce(db, 'recover', ownerOf(session), now()),
      rpId: rp.rpId,
      passkeys: ids,
    })
  })

  return app
}
