import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import { escapeHtml } from '../mail/html.js'
import {
  PROVIDER_NAMES,
  type ProviderPreset,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../social/providers.js'

// A local stand-in for the outside services the social login talks to: Google, X, Discord, GitHub, Apple and
// Facebook. It is a real OpenID provider (oidc-provider) on loopback, with one client per provider and a
// consent page listing test users; for the plain-OAuth providers it also answers their user APIs in their
// shapes. The auth service reaches it through the same presets it uses in production, by configuration only.

/** The people on the consent page. Alan Turing has no e-mail address (like many X accounts). */
export const STAND_IN_USERS = [
  { id: 'ada', name: 'Ada Lovelace', handle: 'ada', email: 'ada@foyer.test' },
  { id: 'grace', name: 'Grace Hopper', handle: 'grace', email: 'grace@foyer.test' },
  { id: 'alan', name: 'Alan Turing', handle: 'alan', email: null },
] as const

type StandInUser = (typeof STAND_IN_USERS)[number]

/** Each provider's client at the stand-in. */
export function standInClient(provider: SocialProvider) {
  return { clientId: `dev-${provider}`, clientSecret: `dev-${provider}-secret` }
}

/** Where each plain-OAuth provider's user API is played, and the answer in that provider's shape. */
const USER_APIS: Partial<
  Record<SocialProvider, { path: string; shape: (user: StandInUser) => object }>
> = {
  x: {
    path: '/api/x/2/users/me',
    shape: (user) => ({ data: { id: `x-${user.id}`, name: user.name, username: user.handle } }),
  },
  discord: {
    path: '/api/discord/users/@me',
    shape: (user) => ({
      id: `discord-${user.id}`,
      username: user.handle,
      global_name: user.name,
      ...(user.email ? { email: user.email, verified: true } : {}),
    }),
  },
  github: {
    path: '/api/github/user',
    shape: (user) => ({
      id: 1000 + STAND_IN_USERS.indexOf(user),
      login: user.handle,
      name: user.name,
      email: user.email,
    }),
  },
  facebook: {
    path: '/api/facebook/me',
    shape: (user) => ({
      id: `facebook-${user.id}`,
      name: user.name,
      ...(user.email ? { email: user.email } : {}),
    }),
  },
}

export type OidcStandIn = {
  url: string
  /** The presets pointed at the stand-in: what the dev stack stores as every project's provider settings. */
  settings(preset: ProviderPreset, provider: SocialProvider): ProviderPreset
  stop(): Promise<void>
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > 4096) break
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function consentPage(uid: string, providerName: string): string {
  const buttons = STAND_IN_USERS.map(
    (user) =>
      `<button type="submit" name="account" value="${user.id}">${escapeHtml(user.name)}${user.email ? ` &lt;${escapeHtml(user.email)}&gt;` : ''}</button>`,
  ).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${escapeHtml(providerName)}</title><style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}form{display:grid;gap:.5rem}button{font:inherit;padding:.7rem 1rem;border-radius:.5rem;border:1px solid #c8c8d0;background:#fff;text-align:left;cursor:pointer}button[value=cancel]{border:0;background:none;color:#555}p{color:#555}</style></head><body><h1>Sign in with ${escapeHtml(providerName)}</h1><p>Local stand-in for ${escapeHtml(providerName)}: choose a test user.</p><form method="post" action="/interaction/${escapeHtml(uid)}">${buttons}<button type="submit" name="account" value="cancel">Cancel</button></form></body></html>`
}

/** Starts the stand-in on loopback; `callbackUrl` is the auth service's, registered with every client. */
export async function startOidcStandIn({
  port = 0,
  callbackUrl,
}: {
  port?: number
  callbackUrl: string
}): Promise<OidcStandIn> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const users = new Map<string, StandInUser>(STAND_IN_USERS.map((user) => [user.id, user]))

  const provider = new Provider(url, {
    clients: SOCIAL_PROVIDERS.map((name) => ({
      client_id: standInClient(name).clientId,
      client_secret: standInClient(name).clientSecret,
      redirect_uris: [callbackUrl],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: name === 'x' ? 'client_secret_basic' : 'client_secret_post',
    })),
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // PKCE for every client, as the auth service always sends it.
    pkce: { required: () => true },
    scopes: [
      'openid',
      'email',
      'profile',
      'users.read',
      'tweet.read',
      'identify',
      'read:user',
      'public_profile',
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google's, the ID token carries the e-mail and the name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = users.get(id)
      if (!user) return undefined
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          name: user.name,
          ...(user.email ? { email: user.email, email_verified: true } : {}),
        }),
      }
    },
  })
  const oidc = provider.callback()

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) throw new Error('interaction mismatch')
    const clientId = String(details.params.client_id ?? '')
    const name = SOCIAL_PROVIDERS.find((p) => standInClient(p).clientId === clientId)
    const providerName = name ? PROVIDER_NAMES[name] : clientId
    if (request.method === 'GET') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(consentPage(uid, providerName))
      return
    }
    const account = (await readForm(request)).get('account') ?? ''
    if (!users.has(account)) {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The visitor cancelled',
      })
      return
    }
    const grant = new provider.Grant({ accountId: account, clientId })
    // Every scope the stand-in knows is granted as asked (its `scopes` list).
    grant.addOIDCScope(String(details.params.scope ?? ''))
    const grantId = await grant.save()
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  async function userApi(request: IncomingMessage, response: ServerResponse, name: SocialProvider) {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const found = token ? await provider.AccessToken.find(token) : undefined
    const user = found?.accountId ? users.get(found.accountId) : undefined
    if (!found || !user || found.clientId !== standInClient(name).clientId) {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'invalid_token' }))
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(USER_APIS[name]?.shape(user)))
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const uid = /^\/interaction\/([\w-]+)$/.exec(path)?.[1]
    const api = (Object.keys(USER_APIS) as SocialProvider[]).find(
      (name) => USER_APIS[name]?.path === path,
    )
    const handled = uid
      ? interaction(request, response, uid)
      : api
        ? userApi(request, response, api)
        : undefined
    if (!handled) return oidc(request, response)
    handled.catch((error: Error) => {
      if (response.headersSent) return response.end()
      response.writeHead(400, { 'content-type': 'text/plain' })
      response.end(`The stand-in could not go on: ${error.message}`)
    })
  })

  return {
    url,
    settings(preset, name) {
      const api = USER_APIS[name]
      return preset.kind === 'oidc'
        ? { ...preset, issuer: url }
        : {
            ...preset,
            authorizationUrl: `${url}/auth`,
            tokenUrl: `${url}/token`,
            userUrl: `${url}${api?.path ?? ''}`,
          }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
