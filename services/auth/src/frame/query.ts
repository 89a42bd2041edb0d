import type { Context } from 'hono'

/** The frame page's query (SPEC §7: projectId, chainId, version, enableLogger), checked. */
export type FrameQuery = {
  projectId: string
  /** Absent: null (the page then names the default chain). */
  chainId: number | null
  /** Absent: ''. */
  version: string
  enableLogger: boolean
}

/**
 * Reads the frame's query; a string naming what is wrong when it cannot be used. `chainId` is a decimal
 * number or a CAIP-2 `eip155:<number>`; `version` is a short version text; `enableLogger` 'true' or '1'.
 * Other parameters are ignored (a host may add a cache buster).
 */
export function readFrameQuery(c: Context): FrameQuery | string {
  const projectId = c.req.query('projectId') ?? ''
  if (!projectId) return 'projectId is required'
  if (projectId.length > 128 || !/^[\x21-\x7e]+$/.test(projectId)) return 'projectId is not valid'
  const rawChain = c.req.query('chainId') ?? ''
  const chainMatch = /^(?:eip155:)?(\d{1,10})$/.exec(rawChain)
  if (rawChain && !chainMatch) return 'chainId is not valid'
  const chainId = chainMatch ? Number(chainMatch[1]) : null
  const version = c.req.query('version') ?? ''
  if (version && !/^[A-Za-z0-9._+-]{1,32}$/.test(version)) return 'version is not valid'
  const logger = c.req.query('enableLogger') ?? ''
  if (!['', 'true', 'false', '1', '0'].includes(logger)) return 'enableLogger is not valid'
  return {
    projectId,
    chainId,
    version,
    enableLogger: logger === 'true' || logger === '1',
  }
}

/** The approval page's languages (the modal's six); the page speaks English for any other. */
const APPROVAL_LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'ar']

/**
 * The approval page's query: the project, the approval's id (32 hex), the modal's theme, its locale (a
 * BCP 47 tag whose language is one of the page's, e.g. 'de-AT'; anything else is 'en'), and `window=1` for
 * the popup the page opens where the browser cannot tell whether a frame is covered.
 */
export function readApprovalQuery(c: Context):
  | {
      projectId: string
      approvalId: string
      theme: 'light' | 'dark'
      locale: string
      window: boolean
    }
  | string {
  const projectId = c.req.query('projectId') ?? ''
  if (!projectId) return 'projectId is required'
  if (projectId.length > 128 || !/^[\x21-\x7e]+$/.test(projectId)) return 'projectId is not valid'
  const approvalId = c.req.query('approvalId') ?? ''
  if (!/^[0-9a-f]{32}$/.test(approvalId)) return 'approvalId is not valid'
  const theme = c.req.query('theme') ?? 'light'
  if (theme !== 'light' && theme !== 'dark') return 'theme is not valid'
  const popup = c.req.query('window') ?? ''
  if (!['', '1'].includes(popup)) return 'window is not valid'
  return { projectId, approvalId, theme, locale: pageLocale(c), window: popup === '1' }
}

/** The modal's locale for a page of the wallet's: a tag of one of the six languages, else 'en'. */
function pageLocale(c: Context): string {
  const tag = c.req.query('locale') ?? ''
  const known =
    /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,4}$/.test(tag) &&
    APPROVAL_LANGUAGES.includes(tag.split('-')[0]?.toLowerCase() ?? '')
  return known ? tag : 'en'
}

/** The passkey page's query: the project, the frame's ceremony id, the modal's theme and locale; or why not. */
export function readPasskeyQuery(
  c: Context,
): { projectId: string; ceremonyId: string; theme: 'light' | 'dark'; locale: string } | string {
  const projectId = c.req.query('projectId') ?? ''
  if (!projectId) return 'projectId is required'
  if (projectId.length > 128 || !/^[\x21-\x7e]+$/.test(projectId)) return 'projectId is not valid'
  const ceremonyId = c.req.query('ceremonyId') ?? ''
  if (!/^[0-9a-f]{32}$/.test(ceremonyId)) return 'ceremonyId is not valid'
  const theme = c.req.query('theme') ?? 'light'
  if (theme !== 'light' && theme !== 'dark') return 'theme is not valid'
  return { projectId, ceremonyId, theme, locale: pageLocale(c) }
}
