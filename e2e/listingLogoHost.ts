import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A wallet maker's logo host for the browser tests (issue 40: the imported logos): serves one SVG logo,
 * which the setup's listing names, so that the data service's import fetches it as it would a real
 * explorer listing's `image_url`. Its colour is what the test looks for in the stored image.
 */
export const LISTING_LOGO_COLOUR = '#0b7a5c'

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${LISTING_LOGO_COLOUR}"/><circle cx="48" cy="48" r="22" fill="#ffffff"/></svg>`

export async function startListingLogoHost(): Promise<{ logoUrl: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url !== '/logos/zeta-001.svg') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    logoUrl: `http://127.0.0.1:${port}/logos/zeta-001.svg`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
