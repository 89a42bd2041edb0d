import { createHash } from 'node:crypto'
import { isEvmAddress } from '@foyer/core'
import { ApiError, parseJsonBody } from '@foyer/server'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { Address, Hex } from 'viem'
import type { AppDeps, GuardEnv } from '../deps.js'
import { perClientAndProject, rateLimitsOf } from '../limits.js'
import { refuse, withReasons } from '../routes/reasons.js'
import {
  chainOfCoinType,
  DEFAULT_NAMES_PER_ADDRESS,
  labelProblem,
  nameSuffixesOf,
  parseRegistrationMessage,
  RESERVED_LABELS,
  splitName,
  suggestionCandidates,
  timestampProblem,
} from './nameRules.js'
import { countNames, findName, insertName, namesOf, registeredAmong } from './store.js'

const registrationBody = v.object({
  coin_type: v.pipe(v.number(), v.integer()),
  address: v.pipe(
    v.string(),
    v.check((value) => isEvmAddress(value), 'expected an EVM address'),
  ),
  message: v.pipe(v.string(), v.maxLength(4096, 'at most 4 kB')),
  signature: v.pipe(
    v.string(),
    v.regex(/^0x(?:[0-9a-fA-F]{2}){1,8192}$/, 'expected a 0x hex signature'),
  ),
})

/**
 * The names service (SPEC §7 `/v1/profile/*`): look a name up, the names of an address, suggestions, and
 * registration signed by the address (an EOA's signature, or a contract account's through ERC-1271, on the
 * chain of the coin type). Failures carry `reasons: [{ description }]`.
 */
export function profileRoutes({ database, config, clients, guard, identities }: AppDeps) {
  const db = database.db
  const suffixes = nameSuffixesOf(config)
  const perAddress = config.namesPerAddress ?? DEFAULT_NAMES_PER_ADDRESS
  const limits = rateLimitsOf(config)
  const countRegistration = perClientAndProject(
    config,
    limits.freshReadsPerClient,
    limits.freshReadsPerProject,
    'name registrations',
    database,
  )
  const app = new Hono<GuardEnv>()
  app.use('/v1/profile/*', guard)

  app.get(
    '/v1/profile/account/:name',
    withReasons(async (c) => {
      const name = (c.req.param('name') ?? '').toLowerCase()
      const split = splitName(name, suffixes)
      if (!split || labelProblem(split.label))
        return refuse(c, 404, 'NAME_NOT_FOUND', `No name ${name.slice(0, 80)}`)
      const found = await findName(db, name)
      return found ? c.json(found) : refuse(c, 404, 'NAME_NOT_FOUND', `No name ${name}`)
    }),
  )

  app.get(
    '/v1/profile/reverse/:address',
    withReasons(async (c) => {
      const address = c.req.param('address') ?? ''
      if (!isEvmAddress(address))
        throw new ApiError(400, 'INVALID_ADDRESS', 'Invalid address: expected an EVM address')
      return c.json(await namesOf(db, address.toLowerCase(), [suffixes.current, suffixes.legacy]))
    }),
  )

  app.get(
    '/v1/profile/suggestions/:name',
    withReasons(async (c) => {
      const zone = (c.req.query('zone') ?? suffixes.current).toLowerCase()
      if (zone !== suffixes.current && zone !== suffixes.legacy)
        throw new ApiError(400, 'INVALID_ZONE', `Unknown zone: expected ${suffixes.current}`)
      const label = (c.req.param('name') ?? '').toLowerCase().split('.')[0] as string
      const reserved = RESERVED_LABELS.has(label)
      const problem = reserved ? undefined : labelProblem(label)
      if (problem) throw new ApiError(400, 'INVALID_NAME', problem)
      const candidates = suggestionCandidates(label, zone, new Date().getUTCFullYear())
      const taken = await registeredAmong(db, candidates)
      // A reserved label is offered as taken; its variants are free to take.
      if (reserved) taken.add(`${label}.${zone}`)
      return c.json({
        suggestions: [`${label}.${zone}`, ...candidates.filter((n) => n !== `${label}.${zone}`)]
          .slice(0, 6)
          .map((name) => ({ name, registered: taken.has(name) })),
      })
    }),
  )

  app.post(
    '/v1/profile/account',
    withReasons(async (c) => {
      await countRegistration(c, c.get('project').id)
      const body = await parseJsonBody(c.req, registrationBody)
      const address = body.address.toLowerCase() as Address
      const chainId = chainOfCoinType(body.coin_type)
      const client = chainId === undefined ? undefined : clients.get(chainId)
      if (chainId === undefined || !client)
        return refuse(
          c,
          400,
          'UNSUPPORTED_CHAIN',
          `Unsupported coin_type ${body.coin_type}: expected the ENSIP-11 coin type of a served chain`,
        )
      const parsed = parseRegistrationMessage(body.message)
      if ('error' in parsed) return refuse(c, 400, 'INVALID_MESSAGE', parsed.error)
      const { message } = parsed
      const split = splitName(message.name, suffixes)
      if (!split || split.suffix !== suffixes.current)
        return refuse(c, 400, 'INVALID_NAME', `Names end in .${suffixes.current}`)
      const problem = labelProblem(split.label)
      if (problem) return refuse(c, 400, 'INVALID_NAME', problem)
      const stale = timestampProblem(message.timestamp, Math.floor(Date.now() / 1000))
      if (stale) return refuse(c, 400, 'STALE_MESSAGE', stale)
      const valid = await client
        .verifyMessage({ address, message: body.message, signature: body.signature as Hex })
        .catch(() => false)
      if (!valid) return refuse(c, 401, 'INVALID_SIGNATURE', 'The signature is not by this address')
      const name = `${split.label}.${split.suffix}`
      if (await findName(db, name))
        return refuse(c, 409, 'NAME_TAKEN', 'This name is already registered')
      if ((await countNames(db, address, split.suffix)) >= perAddress)
        return refuse(c, 409, 'ADDRESS_HAS_NAME', 'This address already has a name')
      const messageHash = createHash('sha256')
        .update(`${body.message}\n${body.signature.toLowerCase()}`)
        .digest('hex')
      try {
        const registered = await insertName(db, {
          name,
          suffix: split.suffix,
          address,
          coinType: body.coin_type,
          attributes: message.attributes,
          messageHash,
        })
        identities.delete(address)
        return c.json(registered, 201)
      } catch (error) {
        if (error instanceof Error && error.message === 'replayed')
          return refuse(c, 409, 'MESSAGE_USED', 'This message was already used: sign a new one')
        if (error instanceof Error && error.message === 'taken')
          return refuse(c, 409, 'NAME_TAKEN', 'This name is already registered')
        throw error
      }
    }),
  )

  return app
}
