/** The query parameter a social login's result comes back in (SPEC §2: also a Telegram mini-app's return). */
export const RESULT_PARAMETER = 'result_uri'

/** The page to come back to: this one, without a result of an earlier login. */
export function returnUrl(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(RESULT_PARAMETER)
  return url.toString()
}

/**
 * A social login's return to this page (SPEC §2, §4: a Telegram mini-app's return, or a login that went by
 * redirect because there was no popup): reads `result_uri` and removes it from the address bar, replacing
 * the history entry and touching nothing else of the URL. In the popup of a login (opened by this app's own
 * page) it does nothing: the page that opened it reads the result there.
 */
export function takeSocialReturn(win: Window = window): string | undefined {
  const url = new URL(win.location.href)
  const result = url.searchParams.get(RESULT_PARAMETER)
  if (!result || isLoginPopup(win)) return undefined
  url.searchParams.delete(RESULT_PARAMETER)
  win.history.replaceState(win.history.state, '', url.toString())
  return result
}

function isLoginPopup(win: Window): boolean {
  try {
    return !!win.opener && win.opener !== win && win.opener.location.origin === win.location.origin
  } catch {
    return false
  }
}
