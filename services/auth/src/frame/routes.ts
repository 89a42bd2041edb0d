import { ApiError, errorBody } from '@foyer/server'
import { Hono } from 'hono'
import type { AppDeps } from '../deps.js'
import { frameAsset } from './assets.js'
import { frameCsp } from './csp.js'
import { originVerdict } from './originCheck.js'
import { approvalPage, framePage, passkeyPage } from './page.js'
import { readApprovalQuery, readFrameQuery, readPasskeyQuery } from './query.js'

/** Headers every frame page answer carries, the refusals included. */
const PAGE_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const

/** A refusal of the frame page: a line of text, nothing that runs. */
const REFUSED_HEADERS = {
  ...PAGE_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

/** An Origin header worth echoing (printable, short); anything else counts as no origin. */
function readOrigin(header: string | undefined): string | undefined {
  return header && /^[\x21-\x7e]{1,256}$/.test(header) ? header : undefined
}

/** What else the frame calls: the bundlers the chains name, and the data service (bundler and paymaster). */
function frameEndpoints(config: AppDeps['config']): string[] {
  return [
    ...config.chains.flatMap(({ smartAccount }) =>
      smartAccount?.bundlerUrl ? [smartAccount.bundlerUrl] : [],
    ),
    ...(config.apiUrl ? [config.apiUrl] : []),
  ]
}

/**
 * The page inside the iframe (GET /frame), its bundle (GET /frame/assets/*), and GET /v1/origin-check, which
 * tells any page whether the embedded wallet serves its origin, and if not why and how to allow it.
 */
export function frameRoutes({ config, projects }: AppDeps) {
  const app = new Hono()
  /** The project a frame page is for, or why there is none (a refusal's text and status). */
  const findProject = async (projectId: string) => {
    const project = await projects(projectId).catch((error: unknown) => {
      if (error instanceof ApiError) return error
      throw error
    })
    if (project instanceof ApiError) return { message: project.message, status: project.status }
    return project ?? { message: 'Unknown projectId', status: 404 as const }
  }

  app.get('/frame', async (c) => {
    const query = readFrameQuery(c)
    if (typeof query === 'string') return c.text(query, 400, REFUSED_HEADERS)
    const project = await findProject(query.projectId)
    if (!('allowedOrigins' in project))
      return c.text(project.message, project.status, REFUSED_HEADERS)
    const page = framePage({
      ...query,
      chainId: query.chainId ?? config.defaultChainId,
      allowedOrigins: project.allowedOrigins,
      chains: config.chains,
      defaultChainId: config.defaultChainId,
      solanaClusters: config.solanaClusters,
      ...(config.apiUrl && { apiUrl: config.apiUrl }),
    })
    return c.html(page, 200, {
      ...PAGE_HEADERS,
      'Content-Security-Policy': frameCsp(
        project.allowedOrigins,
        [...config.chains, ...config.solanaClusters],
        frameEndpoints(config),
      ),
    })
  })

  // The page that takes the visitor's decision on a signing request, framed by the modal: framed only by the
  // project's allowed origins, like the wallet frame; it talks to nothing but the wallet frame.
  app.get('/frame/approve', async (c) => {
    const query = readApprovalQuery(c)
    if (typeof query === 'string') return c.text(query, 400, REFUSED_HEADERS)
    const project = await findProject(query.projectId)
    if (!('allowedOrigins' in project))
      return c.text(project.message, project.status, REFUSED_HEADERS)
    return c.html(approvalPage(query), 200, {
      ...PAGE_HEADERS,
      // The popup (window=1) is framed by no one: it stands for "nothing covers this page".
      'Content-Security-Policy': frameCsp(query.window ? [] : project.allowedOrigins, []),
    })
  })

  // The page where a passkey ceremony runs, framed by the modal like the approval page.
  app.get('/frame/passkey', async (c) => {
    const query = readPasskeyQuery(c)
    if (typeof query === 'string') return c.text(query, 400, REFUSED_HEADERS)
    const project = await findProject(query.projectId)
    if (!('allowedOrigins' in project))
      return c.text(project.message, project.status, REFUSED_HEADERS)
    return c.html(passkeyPage(query), 200, {
      ...PAGE_HEADERS,
      'Content-Security-Policy': frameCsp(project.allowedOrigins, []),
    })
  })

  app.get('/frame/assets/*', async (c) => {
    const path = c.req.path.slice('/frame/assets/'.length)
    const response = await frameAsset(config.frameDir, path, c.req.header('if-none-match'))
    return response ?? c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' })
  })

  // Only yes or no (with why not, for the page's developer), so any origin may ask: the answer names the
  // asking origin and varies with it. The frame's rule: an origin the project names in full.
  app.get('/v1/origin-check', async (c) => {
    const origin = readOrigin(c.req.header('origin'))
    c.header('Vary', 'Origin')
    c.header('Cache-Control', 'no-store')
    if (origin) c.header('Access-Control-Allow-Origin', origin)
    const projectId = c.req.query('projectId') ?? ''
    if (!projectId || projectId.length > 128)
      return c.json(errorBody('INVALID_INPUT', 'projectId is required'), 400)
    const project = await projects(projectId)
    return c.json(originVerdict({ project, projectId, origin, allowHint: config.allowOriginHint }))
  })

  return app
}
