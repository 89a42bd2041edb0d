import { parseSiweMessage, SiweMessageError } from '@foyer/core/siwx'
import { parseJsonBody } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Address, Hex } from 'viem'
import type { AppDeps, GuardEnv } from '../deps.js'
import { perClientAndProject, rateLimitsOf } from '../limits.js'
import { isOriginAllowed } from '../projects.js'
import { refuse, withReasons } from '../routes/reasons.js'
import {
  constantTimeEqual,
  hashSessionId,
  newNonce,
  newPci,
  newSessionId,
  SESSION_ID,
} from './secrets.js'
import {
  accountOf,
  domainMatchesOrigin,
  NONCE_TTL_MS,
  sessionExpiry,
  timesProblem,
} from './sessionRules.js'
import {
  findLiveSession,
  insertNonce,
  insertSessionUsingNonce,
  isNonceUsable,
  revokeSession,
} from './store.js'

const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2}){1,8192}$/

const signInBody = v.object({
  message: v.pipe(v.string(), v.maxLength(4096, 'at most 4096 characters')),
  signature: v.pipe(v.string(), v.regex(HEX_SIGNATURE, 'expected a 0x hex signature')),
})

const revokeBody = v.object({
  pci: v.pipe(v.string(), v.maxLength(128, 'at most 128 characters')),
  signature: v.pipe(v.string(), v.maxLength(16_386, 'at most 16386 characters')),
})

/**
 * Sign-in sessions (SPEC §7 `/v1/sessions`; SIWX's default storage): a nonce for an EIP-4361 message, a
 * signed message checked and kept as a session (an EOA's signature, a contract account's through ERC-1271,
 * or a counterfactual one's through ERC-6492, on the message's chain), the session read back by its secret
 * id (a host's server asks who is signed in), and revoked with its public id and signature. Sessions and
 * nonces belong to the project that made them. Failures carry `reasons: [{ description }]`.
 */
export function sessionRoutes({ database, config, clients, guard }: AppDeps) {
  const db = database.db
  const limits = rateLimitsOf(config)
  const countNonce = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'sign-in nonces',
  )
  const countSignIn = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'sign-ins',
  )
  const app = new Hono<GuardEnv>()
  // Hono's '/v1/sessions/*' also matches '/v1/sessions'.
  app.use('/v1/sessions/*', guard)

  const notFound = (c: Parameters<typeof refuse>[0]) =>
    refuse(c, 404, 'SESSION_NOT_FOUND', 'No such session')

  app.post(
    '/v1/sessions/nonce',
    withReasons(async (c) => {
      const projectId = c.get('project').id
      countNonce(c, projectId)
      const nonce = newNonce()
      const now = new Date()
      await insertNonce(
        db,
        { nonce, projectId, expiresAt: new Date(now.getTime() + NONCE_TTL_MS) },
        now,
      )
      return c.json({ nonce })
    }),
  )

  app.post(
    '/v1/sessions',
    withReasons(async (c) => {
      const project = c.get('project')
      countSignIn(c, project.id)
      const body = await parseJsonBody(c.req, signInBody)
      let fields: ReturnType<typeof parseSiweMessage>
      try {
        fields = parseSiweMessage(body.message)
      } catch (error) {
        if (!(error instanceof SiweMessageError)) throw error
        return refuse(c, 400, 'INVALID_MESSAGE', `Invalid sign-in message: ${error.details}`)
      }
      const client = clients.get(fields.chainId)
      if (!client)
        return refuse(
          c,
          400,
          'UNSUPPORTED_CHAIN',
          `Unsupported chain ${fields.chainId}: sign in on a chain this service serves`,
        )
      // A page signs in for itself: a browser's Origin must be one of the project's (the guard only withholds
      // CORS from the others, which would still let them create sessions blind) and the message's domain its
      // host. A host's server posting without an Origin is trusted with the domain it wrote.
      const origin = c.req.header('origin')
      if (origin !== undefined) {
        if (!isOriginAllowed(project, origin))
          return refuse(
            c,
            403,
            'ORIGIN_NOT_ALLOWED',
            `Origin ${origin.slice(0, 200)} is not allowed for this project`,
          )
        if (!domainMatchesOrigin(fields.domain, origin))
          return refuse(c, 400, 'WRONG_DOMAIN', 'The message is for another domain')
      }
      const now = new Date()
      const stale = timesProblem(fields, now.getTime())
      if (stale) return refuse(c, 400, 'STALE_MESSAGE', stale)
      // The nonce is checked before the signature and used after it. Checked first (a read): a replayed or
      // made-up nonce is refused without asking the chain, so nobody can make the service verify signatures
      // (an RPC call for contract accounts) without a nonce it issued. Used last (the atomic UPDATE in
      // insertSessionUsingNonce): a wrong signature does not burn the visitor's nonce, so a page that sent a
      // bad signature (or someone who saw the nonce go by) cannot cost the visitor a new message, and of two
      // concurrent sign-ins with one nonce exactly one wins.
      const nonceRefused = () =>
        refuse(
          c,
          400,
          'INVALID_NONCE',
          'The nonce was not issued by this service for this project, has expired or was already used: ask for a new one',
        )
      if (!(await isNonceUsable(db, project.id, fields.nonce, now))) return nonceRefused()
      const signature = body.signature.toLowerCase() as Hex
      const valid = await client
        .verifyMessage({ address: fields.address as Address, message: body.message, signature })
        .catch(() => false)
      if (!valid) return refuse(c, 401, 'INVALID_SIGNATURE', 'The signature is not by this address')
      const id = newSessionId()
      const session = await insertSessionUsingNonce(
        db,
        {
          nonce: fields.nonce,
          idHash: hashSessionId(id),
          pci: newPci(),
          projectId: project.id,
          account: accountOf(fields),
          data: fields,
          message: body.message,
          signature,
          expiresAt: sessionExpiry(fields, now.getTime()),
        },
        now,
      )
      if (!session) return nonceRefused()
      return c.json(
        {
          id,
          pci: session.pci,
          account: session.account,
          expiresAt: session.expiresAt.toISOString(),
        },
        201,
      )
    }),
  )

  app.get(
    '/v1/sessions/:id',
    withReasons(async (c) => {
      const id = c.req.param('id') ?? ''
      if (!SESSION_ID.test(id)) return notFound(c)
      const session = await findLiveSession(db, c.get('project').id, hashSessionId(id), new Date())
      if (!session) return notFound(c)
      return c.json({
        pci: session.pci,
        account: session.account,
        data: session.data,
        message: session.message,
        signature: session.signature,
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })
    }),
  )

  app.post(
    '/v1/sessions/:id/revoke',
    withReasons(async (c) => {
      const id = c.req.param('id') ?? ''
      if (!SESSION_ID.test(id)) return notFound(c)
      const body = await parseJsonBody(c.req, revokeBody)
      const idHash = hashSessionId(id)
      const session = await findLiveSession(db, c.get('project').id, idHash, new Date())
      if (!session) return notFound(c)
      // Both compared, in constant time, before answering: the answer does not tell which one was wrong.
      const pciMatches = constantTimeEqual(body.pci, session.pci)
      const signatureMatches = constantTimeEqual(body.signature.toLowerCase(), session.signature)
      if (!pciMatches || !signatureMatches)
        return refuse(
          c,
          401,
          'SESSION_MISMATCH',
          'The pci or the signature does not match this session',
        )
      if (!(await revokeSession(db, idHash, new Date()))) return notFound(c)
      return c.json({ revoked: true })
    }),
  )

  return app
}
