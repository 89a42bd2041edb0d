import { randomUUID } from 'node:crypto'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { DevnetFarcasterUser } from '@foyer/devnet'
import { getFreePort } from '@foyer/devnet/node'
import { type RunningService, serveApp } from '@foyer/server'
import { type Context, Hono } from 'hono'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { escapeHtml } from '../mail/html.js'

// A local stand-in for two outside services of Sign In With Farcaster: Farcaster's auth relay (the channel
// API of relay.farcaster.xyz: create, status, authenticate) and a Farcaster client (the app a visitor opens
// the sign-in link in, which signs with the account's custody key). The client signs and reports through
// Farcaster's own auth client library, over HTTP to the relay, as a real client would; the auth service
// verifies against the ID registry on the devnet. Development only.

export type FarcasterStandIn = { relayUrl: string; stop(): Promise<void> }

/** The key a Farcaster client presents to the relay (the real relay gives one to each client). */
export const FARCASTER_CLIENT_KEY = 'foyer-dev-farcaster-client'

/** The relay keeps a channel this long at most (the real relay: about an hour). */
const CHANNEL_TTL_MS = 60 * 60 * 1000

type Channel = {
  token: string
  expiresAt: number
  params: {
    siweUri: string
    domain: string
    nonce: string
    notBefore?: string | undefined
    expirationTime?: string | undefined
    requestId?: string | undefined
    redirectUrl?: string | undefined
  }
  signed?: {
    message: string
    signature: Hex
    fid: number
    username: string
    displayName: string
    bio: string
    pfpUrl: string
    custody: Hex
  }
}

const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'Cache-Control': 'no-store',
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}form{display:grid;gap:.5rem}button{font:inherit;padding:.7rem 1rem;border-radius:.5rem;border:1px solid #c8c8d0;background:#fff;cursor:pointer}button[value=approve]{background:#7c65c1;border-color:#7c65c1;color:#fff}p{color:#555}</style></head><body>${body}</body></html>`
}

/**
 * Starts the relay and the client on one loopback port: the relay under `/v1/channel…`, the client's
 * sign-in page at `/~/siwf?channelToken=…` (the link the relay hands out, as farcaster.xyz's is).
 */
export async function startFarcasterStandIn({
  port,
  rpcUrl,
  user,
}: {
  port?: number | undefined
  /** The chain the client's library is configured with (it reads nothing there to sign). */
  rpcUrl: string
  user: DevnetFarcasterUser
}): Promise<FarcasterStandIn> {
  const listenPort = port ?? (await getFreePort())
  const base = `http://127.0.0.1:${listenPort}`
  const channels = new Map<string, Channel>()
  const wallet = createWalletClient({ relay: base, ethereum: viemConnector({ rpcUrl }) })
  const account = privateKeyToAccount(user.custody.privateKey)

  const liveChannel = (token: string): Channel | undefined => {
    const channel = channels.get(token)
    return channel && channel.expiresAt > Date.now() ? channel : undefined
  }
  const channelOf = (c: Context) =>
    liveChannel(c.req.header('authorization')?.replace(/^Bearer /, '') ?? '')
  const expiredLink = (c: Context) =>
    c.html(page('Farcaster', '<h1>This sign-in link has expired.</h1>'), 404, PAGE_HEADERS)
  const statusBody = (channel: Channel) => ({
    state: channel.signed ? 'completed' : 'pending',
    nonce: channel.params.nonce,
    url: `${base}/~/siwf?channelToken=${channel.token}`,
    signatureParams: channel.params,
    ...(channel.signed ? { ...channel.signed, authMethod: 'custody', verifications: [] } : {}),
  })

  const app = new Hono()
    // The relay.
    .post('/v1/channel', async (c) => {
      const body = (await c.req.json().catch(() => null)) as Partial<Channel['params']> | null
      if (!body || typeof body.siweUri !== 'string' || typeof body.domain !== 'string')
        return c.json({ error: 'siweUri and domain are required' }, 400)
      const token = randomUUID()
      const channel: Channel = {
        token,
        expiresAt: Date.now() + CHANNEL_TTL_MS,
        params: {
          siweUri: body.siweUri,
          domain: body.domain,
          nonce: typeof body.nonce === 'string' ? body.nonce : randomUUID().replaceAll('-', ''),
          notBefore: body.notBefore,
          expirationTime: body.expirationTime,
          requestId: body.requestId,
          redirectUrl: body.redirectUrl,
        },
      }
      channels.set(token, channel)
      return c.json(
        { channelToken: token, url: statusBody(channel).url, nonce: channel.params.nonce },
        201,
      )
    })
    .get('/v1/channel/status', (c) => {
      const channel = channelOf(c)
      if (!channel) return c.json({ error: 'Unauthorized' }, 401)
      return c.json(statusBody(channel), channel.signed ? 200 : 202)
    })
    .post('/v1/channel/authenticate', async (c) => {
      if (c.req.header('x-farcaster-auth-relay-key') !== FARCASTER_CLIENT_KEY)
        return c.json({ error: 'Unauthorized' }, 401)
      const channel = channelOf(c)
      if (!channel) return c.json({ error: 'Unauthorized' }, 401)
      const body = (await c.req.json().catch(() => null)) as Channel['signed'] | null
      if (!body?.message || !body.signature || !body.fid)
        return c.json({ error: 'Bad request' }, 400)
      channel.signed = { ...body, custody: account.address }
      return c.json(statusBody(channel), 201)
    })
    // The Farcaster client: what the visitor sees after scanning the QR code or opening the link.
    .get('/~/siwf', (c) => {
      const token = c.req.query('channelToken') ?? ''
      const channel = liveChannel(token)
      if (!channel) return expiredLink(c)
      const domain = escapeHtml(channel.params.domain)
      return c.html(
        page(
          `Sign in to ${channel.params.domain}`,
          `<h1>Sign in to ${domain}</h1><p>Local stand-in for a Farcaster client, signed in as <strong>@${escapeHtml(user.username)}</strong> (${escapeHtml(user.displayName)}, fid ${user.fid}).</p><form method="post" action="/~/siwf"><input type="hidden" name="channelToken" value="${escapeHtml(token)}"><button type="submit" name="action" value="approve">Sign in</button><button type="submit" name="action" value="cancel">Cancel</button></form>`,
        ),
        200,
        PAGE_HEADERS,
      )
    })
    .post('/~/siwf', async (c) => {
      const form = await c.req.parseBody()
      const token = String(form.channelToken ?? '')
      const channel = liveChannel(token)
      if (!channel) return expiredLink(c)
      if (form.action !== 'approve')
        return c.html(
          page('Farcaster', '<h1>Not signed in.</h1><p>You can close this page.</p>'),
          200,
          PAGE_HEADERS,
        )
      const { siweUri, domain, nonce, notBefore, expirationTime, requestId } = channel.params
      const built = wallet.buildSignInMessage({
        uri: siweUri,
        domain,
        nonce,
        ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
        ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
        ...(requestId ? { requestId } : {}),
        address: account.address,
        fid: user.fid,
      })
      if (built.isError)
        return c.html(
          page('Farcaster', `<h1>${escapeHtml(built.error?.message ?? 'Cannot sign')}</h1>`),
          400,
          PAGE_HEADERS,
        )
      const signature = await account.signMessage({ message: built.message })
      const reported = await wallet.authenticate({
        channelToken: token,
        authKey: FARCASTER_CLIENT_KEY,
        message: built.message,
        signature,
        fid: user.fid,
        username: user.username,
        displayName: user.displayName,
        bio: user.bio,
        pfpUrl: '',
      })
      if (reported.isError)
        return c.html(
          page('Farcaster', '<h1>The relay refused the sign-in.</h1>'),
          502,
          PAGE_HEADERS,
        )
      return c.html(
        page(
          'Farcaster',
          `<h1>Signed in to ${escapeHtml(channel.params.domain)}</h1><p>You can go back to the app.</p>`,
        ),
        200,
        PAGE_HEADERS,
      )
    })

  const server: RunningService = await serveApp(app, { port: listenPort, host: '127.0.0.1' })
  return { relayUrl: base, stop: () => server.stop() }
}
