import { ApiError, clientIp, scrubText } from '@foyer/server'
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { TOKEN_PATTERN } from '../crypto/tokens.js'
import type { AppDeps } from '../deps.js'
import { admitProviderDevice } from '../devices/admitProviderDevice.js'
import { parseBody, readJsonBody } from '../http/body.js'
import { deviceId, projectId, text } from '../http/fields.js'
import { requireExactOrigin } from '../projects/exactOrigin.js'
import { requireProject } from '../projects/projects.js'
import { createSession } from '../sessions/sessions.js'
import { browserSecret, giveBrowserCookie, takeBrowserMatch } from './browserBinding.js'
import { callbackProblemPage, otherBrowserPage } from './callbackPage.js'
import { failureText, SOCIAL_FAILURES, type SocialFailure, SocialLoginError } from './errors.js'
import { bindFlow, claimTicket, issueTicket, type SocialFlow, saveFlow, takeFlow } from './flows.js'
import { identityFrom } from './identity.js'
import { issuerOf, linksByEmail } from './issuer.js'
import { linkIdentity } from './link.js'
import {
  authorizationRequest,
  endpointsOf,
  exchangeCode,
  fetchUser,
  flowSecrets,
  remoteKeys,
  verifyIdToken,
} from './oauthClient.js'
import { findProvider } from './providerStore.js'
import {
  isSocialProvider,
  PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from './providers.js'

/** The query parameter the provider's return carries back to the app (SPEC §2). */
export const RESULT_PARAMETER = 'result_uri'

const provider = v.picklist(
  SOCIAL_PROVIDERS,
  `provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`,
)
const returnTo = v.pipe(
  text('returnTo', 2048),
  v.check((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'returnTo must be an http or https address'),
)
const startBody = v.object({ projectId, provider, deviceId, returnTo })
const completeBody = v.object({ projectId, deviceId, uri: text('uri', 2048) })

/** The callback the providers return to: registered with each of them, matched exactly. */
export function callbackUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/social/callback`
}

function resultUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/social/result`
}

/**
 * The link a sign-in's window opens first: a page of this origin, opened top-level, which gives the browser
 * the flow's cookie and sends it on to the provider (browserBinding.ts).
 */
function goUrl(publicUrl: string, provider: SocialProvider, state: string): string {
  return `${publicUrl.replace(/\/$/, '')}/v1/social/${provider}/go?${new URLSearchParams({ flow: state })}`
}

function notSetUp(name: SocialProvider): ApiError {
  return new ApiError(
    400,
    'SOCIAL_NOT_SET_UP',
    `${PROVIDER_NAMES[name]} sign-in is not set up for this project`,
  )
}

const expiredTicket = () =>
  new ApiError(
    400,
    'SOCIAL_RESULT_EXPIRED',
    'This sign-in has expired or was already used. Try again.',
  )

/**
 * Social login (issue 13): the frame starts a sign-in (`/v1/social/start` → the provider's consent page),
 * the provider returns the visitor's window to `/social/callback`, which checks everything and sends the
 * window on to the app's page with `result_uri` (a one-time ticket for the device that started), and the
 * frame claims it (`/v1/social/complete` → a session). Nothing the provider gave ever reaches the page.
 */
export function socialRoutes(deps: AppDeps) {
  const { database, projects, now, config, secrets, limits } = deps
  const db = database.db
  const app = new Hono()

  app.post('/v1/social/start', async (c) => {
    const body = parseBody(startBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    requireExactOrigin(project, new URL(body.returnTo).origin, {
      field: 'returnTo',
      code: 'RETURN_NOT_ALLOWED',
    })
    await limits.start(clientIp(c, config.trustProxyHops))
    const found = await findProvider(db, secrets.shareKey, body.projectId, body.provider)
    if (!found) throw notSetUp(body.provider)
    // The provider is checked reachable now (discovery, kept 10 minutes), so that a sign-in that cannot go
    // on says so in the app rather than in the window.
    await endpointsOf(found.settings, now()).catch((error: unknown) => {
      throw providerProblem(error, body.provider)
    })
    const flow = flowSecrets()
    await saveFlow(
      db,
      {
        ...flow,
        projectId: body.projectId,
        provider: body.provider,
        deviceId: body.deviceId,
        returnTo: body.returnTo,
      },
      now(),
    )
    return c.json({ uri: goUrl(config.publicUrl, body.provider, flow.state) })
  })

  /** Sends the window back to the app's page with `result` (a ticket, or a failure). */
  const back = (c: Context, flow: SocialFlow, result: string) => {
    const url = new URL(flow.returnTo)
    url.searchParams.set(RESULT_PARAMETER, result)
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    return c.redirect(url.toString(), 302)
  }
  const failed = (c: Context, flow: SocialFlow, failure: SocialFailure) =>
    back(
      c,
      flow,
      `${resultUrl(config.publicUrl)}?${new URLSearchParams({ error: failure, provider: flow.provider })}`,
    )

  // The first page the sign-in's window opens (top-level, on this origin): binds the flow to this browser,
  // once, then on to the provider's consent page.
  app.get('/v1/social/:provider/go', async (c) => {
    const name = c.req.param('provider')
    const state = c.req.query('flow') ?? ''
    if (!isSocialProvider(name) || !TOKEN_PATTERN.test(state)) return callbackProblemPage(c)
    const secret = browserSecret()
    const flow = await bindFlow(db, { state, provider: name, browserHash: secret.hash }, now())
    if (!flow) return callbackProblemPage(c)
    try {
      const found = await findProvider(db, secrets.shareKey, flow.projectId, name)
      if (!found)
        throw new SocialLoginError('rejected', 'provider settings removed during the sign-in')
      const endpoints = await endpointsOf(found.settings, now())
      const uri = authorizationRequest(found.settings, endpoints, {
        state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
        redirectUri: callbackUrl(config.publicUrl),
      })
      giveBrowserCookie(c, config.publicUrl, secret.value)
      c.header('Cache-Control', 'no-store')
      c.header('Referrer-Policy', 'no-referrer')
      return c.redirect(uri, 302)
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      console.error(
        `[foyer-auth] ${name} sign-in could not go on (${error.failure}): ${scrubText(error.detail)}`,
      )
      await takeFlow(db, state, now())
      return failed(c, flow, error.failure)
    }
  })

  app.get('/social/callback', async (c) => {
    const state = c.req.query('state') ?? ''
    const flow =
      state.length > 0 && state.length <= 128 ? await takeFlow(db, state, now()) : undefined
    if (!flow) return callbackProblemPage(c)
    // Only the browser that was sent to the provider may come back: a link forwarded to another browser
    // ends the sign-in there, and the flow is spent. (A return of no flow leaves the cookie alone, so a
    // forged link cannot spoil the sign-in this browser has under way.)
    if (!takeBrowserMatch(c, config.publicUrl, flow.browserHash)) return otherBrowserPage(c)
    const name = flow.provider as SocialProvider
    if (c.req.query('error')) return failed(c, flow, 'denied')
    const code = c.req.query('code')
    if (!code || code.length > 2048) return failed(c, flow, 'rejected')
    try {
      const found = await findProvider(db, secrets.shareKey, flow.projectId, name)
      if (!found)
        throw new SocialLoginError('rejected', 'provider settings removed during the sign-in')
      const { settings, clientSecret } = found
      const endpoints = await endpointsOf(settings, now())
      const redirectUri = callbackUrl(config.publicUrl)
      const tokens = await exchangeCode(settings, clientSecret, endpoints, {
        code,
        redirectUri,
        codeVerifier: flow.codeVerifier,
      })
      let claims: Record<string, unknown>
      if (settings.kind === 'oidc') {
        if (!tokens.idToken || !endpoints.jwksUri || !settings.issuer)
          throw new SocialLoginError('rejected', 'no ID token')
        claims = await verifyIdToken(tokens.idToken, {
          issuer: settings.issuer,
          audience: settings.clientId,
          nonce: flow.nonce,
          keys: remoteKeys(endpoints.jwksUri),
          now: now(),
        })
        // Claims the ID token lacks may come from the user endpoint, when the settings name one.
        if (endpoints.userUrl)
          claims = { ...(await fetchUser(endpoints.userUrl, tokens.accessToken)), ...claims }
      } else {
        if (!endpoints.userUrl) throw new SocialLoginError('rejected', 'no user endpoint')
        claims = await fetchUser(endpoints.userUrl, tokens.accessToken)
      }
      const identity = identityFrom(claims, settings)
      // An address is linked on only from the provider the preset names (a project's own issuer may say anything).
      const vouched = linksByEmail(name, settings)
        ? identity
        : { ...identity, emailVerified: false }
      const ticket = await issueTicket(
        db,
        { flow, identity: vouched, issuer: issuerOf(settings) },
        now(),
      )
      return back(c, flow, `${resultUrl(config.publicUrl)}?${new URLSearchParams({ ticket })}`)
    } catch (error) {
      if (!(error instanceof SocialLoginError)) throw error
      console.error(
        `[foyer-auth] ${name} sign-in failed (${error.failure}): ${scrubText(error.detail)}`,
      )
      return failed(c, flow, error.failure)
    }
  })

  app.post('/v1/social/complete', async (c) => {
    const body = parseBody(completeBody, await readJsonBody(c))
    const project = await requireProject(projects, body.projectId)
    const result = readResult(body.uri, resultUrl(config.publicUrl))
    if ('failure' in result)
      throw new ApiError(400, 'SOCIAL_FAILED', failureText(result.failure, result.provider))
    const ticket = await claimTicket(
      db,
      { ticket: result.ticket, projectId: body.projectId, deviceId: body.deviceId },
      now(),
    )
    if (!ticket) throw expiredTicket()
    const { user, isNew } = await linkIdentity(
      db,
      { projectId: ticket.projectId, issuer: ticket.issuer, provider: ticket.provider },
      ticket,
      now(),
    )
    await admitProviderDevice(deps, { user, deviceId: body.deviceId, project })
    const social = { provider: ticket.provider, userName: ticket.userName }
    const token = await createSession(
      db,
      { userId: user.id, deviceId: body.deviceId, projectId: body.projectId, social },
      now(),
    )
    return c.json({
      token,
      user: {
        email: user.email,
        address: user.address,
        isNew,
        socialProvider: ticket.provider,
        userName: ticket.userName,
      },
    })
  })

  return app
}

/** A start that cannot reach the provider: 503 with the visitor's text. */
function providerProblem(error: unknown, name: SocialProvider): unknown {
  if (!(error instanceof SocialLoginError)) return error
  console.error(`[foyer-auth] ${name} sign-in could not start: ${scrubText(error.detail)}`)
  return new ApiError(
    error.failure === 'unavailable' ? 503 : 400,
    'SOCIAL_UNAVAILABLE',
    failureText(error.failure, name),
  )
}

/** The ticket, or the failure, a `result_uri` carries; anything not made by this service is refused. */
function readResult(
  uri: string,
  expected: string,
): { ticket: string } | { failure: SocialFailure; provider?: SocialProvider } {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw expiredTicket()
  }
  if (`${url.origin}${url.pathname}` !== expected) throw expiredTicket()
  const failure = url.searchParams.get('error')
  if (failure !== null) {
    const provider = url.searchParams.get('provider') ?? ''
    return {
      failure: (SOCIAL_FAILURES as readonly string[]).includes(failure)
        ? (failure as SocialFailure)
        : 'rejected',
      ...(isSocialProvider(provider) ? { provider } : {}),
    }
  }
  const ticket = url.searchParams.get('ticket') ?? ''
  if (!TOKEN_PATTERN.test(ticket)) throw expiredTicket()
  return { ticket }
}
