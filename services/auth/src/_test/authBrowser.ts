import type { App } from '../app.js'

/**
 * A browser as far as the auth service's own pages go: it opens their links (following no redirect) and
 * keeps the cookies they set — as a real one would, a `Max-Age=0` cookie is dropped. Each is a separate
 * browser: one's cookies never reach another's requests.
 */
export type AuthBrowser = {
  open(url: string): Promise<Response>
  /** The cookies it holds, by name. */
  cookies: Map<string, string>
}

export function authBrowser(app: App): AuthBrowser {
  const cookies = new Map<string, string>()
  return {
    cookies,
    async open(url) {
      const { pathname, search } = new URL(url, 'http://auth.test')
      const header = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const response = await app.request(`${pathname}${search}`, {
        headers: header ? { cookie: header } : {},
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
        const [name = '', ...value] = pair.split('=')
        if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) cookies.delete(name)
        else cookies.set(name, value.join('='))
      }
      return response
    },
  }
}
