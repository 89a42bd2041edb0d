import {
  type ParsedSiwxMessage,
  parseSiwxMessage,
  type SiweMessageFields,
  SiwxMessageError,
} from '@foyer/core/siwx'
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
  isSameOrigin,
  messageOrigin,
  NONCE_TTL_MS,
  sessionExpiry,
  timesProblem,
} from './sessionRules.js'
import { BASE58_SIGNATURE, isSolanaSignature, verifySolanaMessage } from './solanaSignature.js'
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
  signature: v.pipe(
    v.string(),
    // The shape only: a Solana signature's bytes are checked once the message says the family.
    v.check(
      (value) => HEX_SIGNATURE.test(value) || BASE58_SIGNATURE.test(value),
      'expected a 0x hex signature (an Ethereum account) or a base58 one (a Solana account)',
    ),
  ),
})

const revokeBody = v.object({
  pci: v.pipe(v.string(), v.maxLength(128, 'at most 128 characters')),
  signature: v.pipe(v.string(), v.maxLength(16_386, 'at most 16386 characters')),
})

/**
 * A signature as the service keeps and compares it: hex (EVM) in lower case, as wallets write it in either;
 * base58 (Solana) as it is, since its case is part of it.
 */
const keptSignature = (signature: string) =>
  /^0x/i.test(signature) ? signature.toLowerCase() : signature

/**
 * Sign-in sessions (SPEC §7 `/v1/sessions`; SIWX's default storage): a nonce for a CAIP-122 message, a
 * signed message checked and kept as a session, the session read back by its secret id (a host's server
 * asks who is signed in), and revoked with its public id and signature. An Ethereum message (EIP-4361) is
 * checked on its chain: an EOA's signature, a contract account's through ERC-1271, a counterfactual one's
 * through ERC-6492. A Solana message (CAIP-122's Solana flavour) names a cluster the service serves, and
 * its signature is the address's ed25519 signature of the message, in base58. Sessions and nonces belong
 * to the project that made them. Failures carry `reasons: [{ description }]`.
 */
export function sessionRoutes({ database, config, clients, guard }: AppDeps) {
  const db = database.db
  const limits = rateLimitsOf(config)
  const countNonce = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'sign-in nonces',
    database,
  )
  const countSignIn = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'sign-ins',
    database,
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
      await countNonce(c, projectId)
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
      await countSignIn(c, project.id)
      const body = await parseJsonBody(c.req, signInBody)
      let parsed: ParsedSiwxMessage
      try {
        parsed = parseSiwxMessage(body.message)
      } catch (error) {
        if (!(error instanceof SiwxMessageError)) throw error
        return refuse(c, 400, 'INVALID_MESSAGE', `Invalid sign-in message: ${error.details}`)
      }
      const { family, fields } = parsed
      const solana = family === 'Solana'
      // Each family's signatures are written one way: a hex signature on a Solana message (or base58 on an
      // Ethereum one) is a page's mistake, said as such rather than as a wrong signer.
      if (solana ? !isSolanaSignature(body.signature) : !HEX_SIGNATURE.test(body.signature))
        return refuse(
          c,
          400,
          'INVALID_INPUT',
          solana
            ? "Invalid body: signature: a Solana account's signature is 64 bytes in base58"
            : "Invalid body: signature: an Ethereum account's signature is 0x hex",
        )
      // EIP-4361's chain id is a number (the parser checked it is a safe integer), and is kept as one.
      const evmChainId = solana ? undefined : Number(fields.chainId)
      const client = evmChainId === undefined ? undefined : clients.get(evmChainId)
      const cluster = solana
        ? config.solanaClusters?.find((candidate) => candidate.reference === fields.chainId)
        : undefined
      if (!client && !cluster)
        return refuse(
          c,
          400,
          'UNSUPPORTED_CHAIN',
          `Unsupported chain ${solana ? `solana:${fields.chainId}` : fields.chainId}: sign in on a chain this service serves`,
        )
      const data: SiweMessageFields | typeof fields =
        evmChainId === undefined ? fields : { ...fields, chainId: evmChainId }
      // A message is for one of the project's pages, whoever posts it (EIP-4361: the verifier checks the
      // domain, scheme and URI): its `scheme://domain` must be an allowed origin and its URI on that origin.
      // Otherwise a signature phished on another site with this project's public nonce would become a
      // session here when posted from a server, which sends no Origin. A browser's Origin must also be one of
      // the project's (the guard only withholds CORS from the others, which would still let them create
      // sessions blind) and the message's.
      const origin = c.req.header('origin')
      if (origin !== undefined && !isOriginAllowed(project, origin))
        return refuse(
          c,
          403,
          'ORIGIN_NOT_ALLOWED',
          `Origin ${origin.slice(0, 200)} is not allowed for this project`,
        )
      const messageFor = messageOrigin(fields)
      if (
        messageFor === undefined ||
        !isOriginAllowed(project, messageFor) ||
        (origin !== undefined && !isSameOrigin(origin, messageFor))
      )
        return refuse(c, 400, 'WRONG_DOMAIN', 'The message is for another domain')
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
      const signature = keptSignature(body.signature)
      const valid = client
        ? await client
            .verifyMessage({
              address: fields.address as Address,
              message: body.message,
              signature: signature as Hex,
            })
            .catch(() => false)
        : verifySolanaMessage({ address: fields.address, message: body.message, signature })
      if (!valid) return refuse(c, 401, 'INVALID_SIGNATURE', 'The signature is not by this address')
      const id = newSessionId()
      const session = await insertSessionUsingNonce(
        db,
        {
          nonce: fields.nonce,
          idHash: hashSessionId(id),
          pci: newPci(),
          projectId: project.id,
          account: accountOf(solana ? 'solana' : 'eip155', fields),
          data,
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
      const signatureMatches = constantTimeEqual(keptSignature(body.signature), session.signature)
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
