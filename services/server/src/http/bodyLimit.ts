import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Refuses bodies over `maxSize` bytes with `refuse()`'s error. A request that states its length
 * (`Content-Length`, no `Transfer-Encoding`) is judged by the header alone: Node's HTTP parser frames the
 * body by it, so no more than that many bytes can reach a handler. Only a body of unstated length is
 * counted as it streams (Hono's body limit). Why not Hono's for all: it asks for `c.req.raw.body`, which
 * makes @hono/node-server build the whole fetch `Request` (a web stream over the socket, an
 * AbortController, undici's headers) that `c.req.text()` and `c.req.json()` otherwise read without: on a
 * cached gateway read that was a third of the process's CPU (issue 37).
 */
export function limitBody(maxSize: number, refuse: () => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: refuse })
  return (c, next) => {
    const length = c.req.header('content-length')
    if (
      length !== undefined &&
      /^\d+$/.test(length) &&
      c.req.header('transfer-encoding') === undefined
    )
      return Number(length) > maxSize ? refuse() : next()
    return streamed(c, next)
  }
}
