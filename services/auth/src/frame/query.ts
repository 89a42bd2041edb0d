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

/** The approval page's query: the project, the approval's id (32 hex), and the modal's theme. */
export function readApprovalQuery(
  c: Context,
): { projectId: string; approvalId: string; theme: 'light' | 'dark' } | string {
  const projectId = c.req.query('projectId') ?? ''
  if (!projectId) return 'projectId is required'
  if (projectId.length > 128 || !/^[\x21-\x7e]+$/.test(projectId)) return 'projectId is not valid'
  const approvalId = c.req.query('approvalId') ?? ''
  if (!/^[0-9a-f]{32}$/.test(approvalId)) return 'approvalId is not valid'
  const theme = c.req.query('theme') ?? 'light'
  if (theme !== 'light' && theme !== 'dark') return 'theme is not valid'
  return { projectId, approvalId, theme }
}

/** The passkey page's query: the project, the frame's ceremony id and the modal's theme; or why not. */
export function readPasskeyQuery(
  c: Context,
): { projectId: string; ceremonyId: string; theme: 'light' | 'dark' } | string {
  const projectId = c.req.query('projectId') ?? ''
  if (!projectId) return 'projectId is required'
  if (projectId.length > 128 || !/^[\x21-\x7e]+$/.test(projectId)) return 'projectId is not valid'
  const ceremonyId = c.req.query('ceremonyId') ?? ''
  if (!/^[0-9a-f]{32}$/.test(ceremonyId)) return 'ceremonyId is not valid'
  const theme = c.req.query('theme') ?? 'light'
  if (theme !== 'light' && theme !== 'dark') return 'theme is not valid'
  return { projectId, ceremonyId, theme }
}
