import { createServer, type Server } from 'node:net'

function listen(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => resolve(server))
  })
}

/** `count` distinct TCP ports that were free on `host` a moment ago (the OS picks them). */
export async function getFreePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  // All held open at once, so the OS cannot hand out the same port twice.
  const servers = await Promise.all(Array.from({ length: count }, () => listen(host)))
  const ports = servers.map((server) => {
    const address = server.address()
    return typeof address === 'object' && address ? address.port : 0
  })
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** One TCP port that was free on `host` a moment ago. */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await getFreePorts(1, host)
  return port as number
}
