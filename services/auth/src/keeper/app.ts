import { timingSafeEqual } from 'node:crypto'
import { ApiError, createService } from '@foyer/server'
import { Hono } from 'hono'
import { parseBody, readJsonBody } from '../http/body.js'
import type { RecoveryVault } from './vault.js'
import { guardBody, guardsBody, releaseBody, storeBody } from './wire.js'

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The share keeper (`foyer-auth keeper`): the recovery key and the recovery records, behind four routes that
 * only the auth service calls (a bearer token of their own). It never answers a share in plaintext — only
 * sealed to the wallet frame's one-time key — and asks the passkey itself when one guards the account, so
 * the auth service, even run by an attacker, cannot take a guarded account's recovery share.
 */
export function createKeeperApp({ vault, token }: { vault: RecoveryVault; token: string }) {
  const routes = new Hono()
  routes.use('/v1/keeper/*', async (c, next) => {
    const given = c.req.header('authorization')?.replace(/^Bearer /, '') ?? ''
    if (!same(given, token)) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown caller')
    await next()
  })
  routes.post('/v1/keeper/store', async (c) => {
    await vault.store(parseBody(storeBody, await readJsonBody(c)))
    return c.json({ ok: true }, 201)
  })
  routes.post('/v1/keeper/release', async (c) => {
    const body = parseBody(releaseBody, await readJsonBody(c))
    return c.json(await vault.release(body))
  })
  routes.post('/v1/keeper/guards', async (c) => {
    const { userId } = parseBody(guardsBody, await readJsonBody(c))
    return c.json({ passkeys: await vault.guards(userId) })
  })
  routes.post('/v1/keeper/guard', async (c) => {
    await vault.guard(parseBody(guardBody, await readJsonBody(c)))
    return c.json({ ok: true })
  })
  return createService({ name: 'foyer-keeper', routes: [routes] })
}
