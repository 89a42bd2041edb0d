import { ApiError, clientIp, scrubText } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import { generateSiweNonce } from 'viem/siwe'
import type { AppDeps } from '../deps.js'
import { admitProviderDevice } from '../devices/admitProviderDevice.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { deviceId, projectId, text } from '../http/fields.js'
import { requireExactOrigin } from '../projects/exactOrigin.js'
import { requireProject } from '../projects/projects.js'
import { FARCASTER_FLOW_TTL_MS } from '../rules.js'
import { createSession } from '../sessions/sessions.js'
import { linkIdentity } from '../social/link.js'
import { FARCASTER_TEXTS, type FarcasterFailure, FarcasterLoginError } from './errors.js'
import { endFarcasterFlow, findFarcasterFlow, saveFarcasterFlow } from './flows.js'
import { type FarcasterRelay, farcasterRelay } from './relay.js'

/** The identities table's provider name for Farcaster ids, and their issuer (the ID registry vouches). */
export const FARCASTER = 'farcaster'

const origin = v.pipe(
  text('origin', 256),
  v.check((value) => {
    try {
      const url = new URL(value)
      return ['http:', 'https:'].includes(url.protocol) && url.origin === value
    } catch {
      return false
    }
  }, 'origin must be an http or https origin'),
)
const startBody = v.object({ projectId, deviceId, origin })
const completeBody = v.object({ projectId, deviceId, channel: text('channel', 512) })

const failed = (failure: FarcasterFailure) =>
  new ApiError(failure === 'unavailable' ? 503 : 400, 'FARCASTER_FAILED', FARCASTER_TEXTS[failure])

/**
 * Sign In With Farcaster (issue 13): the frame opens a channel at the Farcaster auth relay for the app's
 * origin (`/v1/farcaster/start` → the link and QR code the visitor opens in a Farcaster client), then asks
 * until the client has signed (`/v1/farcaster/complete`): the signed message is verified — nonce, domain,
 * signature, and the fid's custody address read from the ID registry on chain — and the device gets a
 * session for the account linked to that fid.
 */
export function farcasterRoutes(deps: AppDeps, relay?: FarcasterRelay) {
  const { database, projects, now, config, limits } = deps
  const db = database.db
  const farcaster = relay ?? (config.farcaster ? farcasterRelay(config.farcaster) : undefined)
  const app = new Hono()
  const relayOf = () => {
    if (!farcaster)
      throw new ApiError(
        400,
        'FARCASTER_NOT_SET_UP',
        'Farcaster sign-in is not set up for this service',
      )
    return farcaster
  }
  const attempt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof FarcasterLoginError)) throw error
      console.error(
        `[foyer-auth] Farcaster sign-in failed (${error.failure}): ${scrubText(error.detail)}`,
      )
      throw failed(error.failure)
    }
  }

  app.post('/v1/farcaster/start', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    requireExactOrigin(project, body.origin, { field: 'origin', code: 'ORIGIN_NOT_ALLOWED' })
    const relay = relayOf()
    await limits.start(clientIp(c, config.trustProxyHops))
    // The Farcaster client shows the visitor this domain: the app's, which the frame verified.
    const domain = new URL(body.origin).host
    const nonce = generateSiweNonce()
    const { channelToken, url } = await attempt(() =>
      relay.createChannel({
        siweUri: body.origin,
        domain,
        nonce,
        expirationTime: new Date(now() + FARCASTER_FLOW_TTL_MS).toISOString(),
      }),
    )
    await saveFarcasterFlow(
      db,
      { channelToken, projectId: body.projectId, deviceId: body.deviceId, nonce, domain },
      now(),
    )
    return c.json({ uri: url, channel: channelToken })
  })

  app.post('/v1/farcaster/complete', async (c) => {
    const body = parseBody(completeBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    const relay = relayOf()
    const flow = await findFarcasterFlow(
      db,
      { channelToken: body.channel, projectId: body.projectId, deviceId: body.deviceId },
      now(),
    )
    if (!flow) throw failed('expired')
    const status = await attempt(() => relay.status(body.channel))
    if (status.state === 'pending') return c.json({ state: 'pending' as const })
    if (status.state === 'gone') {
      await endFarcasterFlow(db, flow)
      throw failed('expired')
    }
    const fid = await attempt(async () => {
      const verified = await relay.verify({
        message: status.message,
        signature: status.signature,
        nonce: flow.nonce,
        domain: flow.domain,
      })
      if (verified !== status.fid)
        throw new FarcasterLoginError(
          'rejected',
          `relay says fid ${status.fid}, message ${verified}`,
        )
      return verified
    }).catch(async (error: unknown) => {
      // A message that does not hold up ends the sign-in: the channel will not sign again.
      await endFarcasterFlow(db, flow)
      throw error
    })
    if (!(await endFarcasterFlow(db, flow))) throw failed('expired')
    const userName = status.username ?? status.displayName ?? `fid ${fid}`
    const { user, isNew } = await linkIdentity(
      db,
      { projectId: project.id, issuer: FARCASTER, provider: FARCASTER },
      { subject: String(fid), userName, email: null, emailVerified: false },
      now(),
    )
    await admitProviderDevice(deps, { user, deviceId: body.deviceId, project })
    const token = await createSession(
      db,
      {
        userId: user.id,
        deviceId: body.deviceId,
        projectId: body.projectId,
        social: { provider: FARCASTER, userName },
      },
      now(),
    )
    return c.json({
      state: 'completed' as const,
      token,
      user: {
        email: user.email,
        address: user.address,
        isNew,
        socialProvider: FARCASTER,
        userName,
      },
    })
  })

  return app
}
