import type { FrameChain, FrameSolanaCluster } from '../config/chains.js'

/** What the frame page hands its script, in `<script type="application/json" id="foyer-frame-config">`. */
export type FrameConfig = {
  projectId: string
  /** The chain the host asked for, or the default chain when it named none. */
  chainId: number
  /** The host SDK's version, '' when not given. */
  version: string
  enableLogger: boolean
  allowedOrigins: string[]
  chains: FrameChain[]
  defaultChainId: number
  solanaClusters: FrameSolanaCluster[]
  /** The data service's URL, when the auth service knows it (FOYER_AUTH_API_URL). */
  apiUrl?: string | undefined
}

/**
 * JSON that can sit inside a <script> element: `<` (so no `</script>` or `<!--` can end or bend it), `>`
 * and `&` as \u escapes, and the two line separators older parsers treat as line ends.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The passkey page's script, the build's third entry (`passkey.js`). */
export const PASSKEY_SCRIPT = '/frame/assets/passkey.js'

/** The path of the frame's script; the frame bundle build writes `frame.js` into the frame folder. */
export const FRAME_SCRIPT = '/frame/assets/frame.js'
/** The approval page's script, the build's second entry (`approve.js`). */
export const APPROVAL_SCRIPT = '/frame/assets/approve.js'

/** The page that runs inside the iframe: its configuration, and its script. Nothing inline runs. */
export function framePage(config: FrameConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Foyer</title>
<script type="application/json" id="foyer-frame-config">${jsonForHtml(config)}</script>
<script type="module" src="${FRAME_SCRIPT}"></script>
</head>
<body></body>
</html>
`
}

/**
 * What the approval page hands its script: which request to show, in the modal's theme and locale, and
 * whether it is the popup (`window`).
 */
export type ApprovalPageConfig = {
  projectId: string
  approvalId: string
  theme: 'light' | 'dark'
  locale: string
  window: boolean
}

/**
 * The page that shows a signing request and takes the visitor's decision (docs/embedded-wallet.md
 * 'Approval'), framed by the modal. Its script is the frame build's second entry.
 */
export function approvalPage(config: ApprovalPageConfig): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve in your wallet</title>
<script type="application/json" id="foyer-approval-config">${jsonForHtml(config)}</script>
<script type="module" src="${APPROVAL_SCRIPT}"></script>
</head>
<body></body>
</html>
`
}

/**
 * The page where a passkey ceremony runs (docs/embedded-wallet.md 'Passkeys'), framed by the modal with the
 * `publickey-credentials-*` features allowed. Its script is the frame build's third entry.
 */
export function passkeyPage(config: {
  projectId: string
  ceremonyId: string
  theme: 'light' | 'dark'
  locale: string
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Passkey</title>
<script type="application/json" id="foyer-passkey-config">${jsonForHtml(config)}</script>
<script type="module" src="${PASSKEY_SCRIPT}"></script>
</head>
<body></body>
</html>
`
}
