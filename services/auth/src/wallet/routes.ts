import { WRAP_KEY, wrapSecret } from '@foyer/core/api'
import { ApiError } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import { assertionSchema } from '../crypto/passkeyAssertion.js'
import type { AppDeps } from '../deps.js'
import { isDeviceApproved } from '../devices/devices.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { address, projectId, share } from '../http/fields.js'
import type { PasskeyProof } from '../keeper/vault.js'
import { takePasskeyNonce } from '../passkeys/nonces.js'
import { requireProject } from '../projects/projects.js'
import { type SessionEnv, sessionGuard } from '../sessions/guard.js'
import type { Session } from '../sessions/sessions.js'
import { createWallet, readDeviceShare, readOriginalAuthShare, storeDeviceShare } from './shares.js'
import { sponsorshipIssuer } from './sponsorship.js'

const walletBody = v.object({
  projectId,
  address,
  authShare: share('authShare'),
  recoveryShare: share('recoveryShare'),
})
const deviceShareBody = v.object({ projectId, authShare: share('authShare') })
const sponsorshipBody = v.object({ projectId })
const recoveryBody = v.object({
  projectId,
  wrapKey: v.string(),
  proof: v.object({ nonce: v.pipe(v.string(), v.maxLength(128)), assertion: assertionSchema }),
})

const wrapKeyRequired = () =>
  new ApiError(
    400,
    'WRAP_KEY_REQUIRED',
    'wrapKey is required: key shares are only sent sealed to the frame’s own key',
  )

/** The frame's one-time public key (raw P-256, base64), which the shares are sealed to. */
function readWrapKey(value: string | undefined): string {
  if (!value || !WRAP_KEY.test(value)) throw wrapKeyRequired()
  return value
}

/** Seals `secret` to the frame's key; a key that is not a point of the curve is the client's mistake. */
const seal = (wrapKey: string, secret: string, context: string) =>
  wrapSecret(wrapKey, secret, context).catch(() => {
    throw wrapKeyRequired()
  })

function noWallet(status: 404 | 409): ApiError {
  return new ApiError(status, 'NO_WALLET', 'This account has no wallet yet')
}

/**
 * Key shares (SPEC's embedded wallet: the key is made and used in the frame only; the server keeps two of
 * its shares, encrypted, and never sees the key). Every route needs a session.
 */
export function walletRoutes(deps: AppDeps) {
  const { database, secrets, vault, projects, now } = deps
  const db = database.db
  const app = new Hono<SessionEnv>()
  const guard = sessionGuard(deps)
  app.use('/v1/wallet', guard)
  app.use('/v1/wallet/*', guard)

  async function requireApprovedDevice(session: Session): Promise<void> {
    if (!(await isDeviceApproved(db, session.userId, session.deviceId)))
      throw new ApiError(403, 'VERIFY_DEVICE', 'Verify this device first')
  }

  app.post('/v1/wallet', async (c) => {
    const body = parseBody(walletBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    if (session.address)
      throw new ApiError(409, 'WALLET_EXISTS', 'This account already has a wallet')
    await createWallet(
      db,
      secrets,
      vault,
      { userId: session.userId, deviceId: session.deviceId, ...body },
      now(),
    )
    return c.json({ address: body.address })
  })

  // `address` null: the account has no wallet yet (the frame makes one); `authShare` null: this device has
  // no share yet (the frame recovers). A share is only ever sent sealed to the key the frame sent
  // (`wrapKey`), never in plaintext (@foyer/core/api's shareWrap).
  app.get('/v1/wallet/share', async (c) => {
    const wrapKey = readWrapKey(c.req.query('wrapKey'))
    const session = c.get('session')
    const share = session.address ? await readDeviceShare(db, secrets, session) : undefined
    const authShare =
      session.address && share !== undefined
        ? await seal(wrapKey, share, `auth-share:${session.address.toLowerCase()}`)
        : null
    return c.json({ address: session.address, authShare })
  })

  /**
   * The original auth share (sealed here) and the recovery share (sealed by the keeper), for an approved
   * device. An account a passkey guards needs `proof` (POST): the keeper checks it itself.
   */
  async function recover(session: Session, wrapKey: string, proof?: PasskeyProof) {
    await requireApprovedDevice(session)
    const original = session.address
      ? await readOriginalAuthShare(db, secrets, session.userId)
      : undefined
    if (!session.address || original === undefined) throw noWallet(404)
    const context = session.address.toLowerCase()
    const { sealed } = await vault.release({ userId: session.userId, wrapKey, proof })
    return {
      address: session.address,
      authShare: await seal(wrapKey, original, `recovery-auth:${context}`),
      recoveryShare: sealed,
    }
  }

  app.get('/v1/wallet/recovery', async (c) =>
    c.json(await recover(c.get('session'), readWrapKey(c.req.query('wrapKey')))),
  )

  app.post('/v1/wallet/recovery', async (c) => {
    const body = parseBody(recoveryBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    const wrapKey = readWrapKey(body.wrapKey)
    await takePasskeyNonce(
      db,
      body.proof.nonce,
      'recover',
      { projectId: session.projectId, deviceId: session.deviceId, userId: session.userId },
      now(),
    )
    return c.json(await recover(session, wrapKey, body.proof))
  })

  app.post('/v1/wallet/device', async (c) => {
    const body = parseBody(deviceShareBody, await readJsonBody(c))
    await requireProject(projects, body.projectId)
    const session = c.get('session')
    await requireApprovedDevice(session)
    if (!session.address) throw noWallet(409)
    await storeDeviceShare(db, secrets, session, body.authShare, now())
    return c.json({ ok: true })
  })

  // A token for the data service's paymaster endpoint (issue 37), bound to this session's project and
  // wallet: the frame sends it with its user operations; the paymaster's own URL never reaches a browser.
  const issueSponsorship = sponsorshipIssuer(secrets.sponsorshipKey)
  app.post('/v1/wallet/sponsorship', async (c) => {
    parseBody(sponsorshipBody, await readJsonBody(c))
    return c.json(issueSponsorship(c.get('session'), now()))
  })

  return app
}
