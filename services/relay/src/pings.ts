import { WebSocket } from 'ws'

/**
 * How often the relay pings each connection. The WalletConnect SDK on Node (@walletconnect/core 2.21.8's
 * relayer, `heartBeatTimeout`: 30 s + 5 s) terminates its socket when 35 s pass with neither a `ping` frame
 * nor a message from the relay, then connects and subscribes again — and is sent again what its topics hold.
 * 15 s keeps a quiet session's socket up with room for one late ping.
 */
export const PING_INTERVAL_MS = 15_000

/**
 * Pings every open socket of `connections` (a live collection, read on each round) every `intervalMs`. A
 * socket that has not answered the previous round's ping with a pong is terminated: the `ws` library and
 * browsers answer pings by themselves, so a silent peer is gone (a sleeping laptop, a dropped network) and
 * would otherwise hold its place and its subscriptions until TCP gives up.
 */
export function pingConnections(
  connections: Iterable<{ readonly socket: WebSocket }>,
  intervalMs: number,
): { stop(): void } {
  const unanswered = new WeakSet<WebSocket>()
  const watched = new WeakSet<WebSocket>()
  let stopped = false

  const round = () => {
    if (stopped) return
    for (const { socket } of connections) {
      if (socket.readyState !== WebSocket.OPEN) continue
      if (unanswered.has(socket)) {
        socket.terminate()
        continue
      }
      if (!watched.has(socket)) {
        watched.add(socket)
        socket.on('pong', () => unanswered.delete(socket))
      }
      unanswered.add(socket)
      socket.ping()
    }
  }

  // A round runs after the event loop's next poll: timers run before the loop reads its sockets, so a pong
  // that arrived while this process was busy would otherwise not have been read yet.
  const timer = setInterval(() => setImmediate(round), intervalMs)
  timer.unref()
  return {
    stop() {
      stopped = true
      clearInterval(timer)
    },
  }
}
