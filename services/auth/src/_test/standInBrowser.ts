import type { STAND_IN_USERS } from '../dev/oidcStandIn.js'

/** Who signs in at the stand-in provider (or 'cancel', who says no). */
export type Person = (typeof STAND_IN_USERS)[number]['id'] | 'cancel'

/**
 * A browser at the stand-in provider (`standInUrl`): its cookies, and redirects followed by hand until they
 * leave the provider. Returns the address the provider sends the window back to.
 */
export async function atStandIn(standInUrl: string, uri: string, person: Person): Promise<string> {
  const cookies = new Map<string, string>()
  let url = uri
  let method = 'GET'
  let body: string | undefined
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = (pair ?? '').split('=')
      if (name) cookies.set(name, value.join('='))
    }
    method = 'GET'
    body = undefined
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url).toString()
      if (!url.startsWith(standInUrl)) return url
      continue
    }
    const page = await response.text()
    if (!page.includes('name="account"'))
      throw new Error(`provider page: ${response.status} ${page}`)
    method = 'POST'
    body = new URLSearchParams({ account: person }).toString()
  }
  throw new Error('too many redirects')
}
