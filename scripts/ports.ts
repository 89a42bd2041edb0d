import { createServer } from 'node:net'

/** True when something already listens on `port` (the dev stack could not bind it). */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(true))
    server.listen(port, host, () => server.close(() => resolve(false)))
  })
}

/** The message for a port that is taken: which port, and the variable that moves it. */
export function portTakenMessage(port: number, variable: string): string {
  return `Port ${port} is in use: stop what listens there, or choose another port with ${variable} (for example ${variable}=${port + 10} npm start).`
}
