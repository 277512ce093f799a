import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Closes sockets after `idleMs` without a byte received or sent, except while the server itself
 * is the one silent: a request fully read whose answer has not started (a search or an events
 * batch still running on a loaded machine) keeps its socket. Closing it then loses the answer
 * of work that may already be durable (an events batch fsynced), and the client's retry
 * duplicates it. Handlers are bounded, so such a socket is answered (then idles out) in time.
 */
export function closeIdleSockets(server: Server, idleMs: number): void {
  const answering = new WeakMap<Socket, Set<{ req: IncomingMessage; res: ServerResponse }>>()

  const computing = (socket: Socket) => {
    for (const { req, res } of answering.get(socket) ?? []) {
      if (req.complete && !res.headersSent) return true
    }
    return false
  }

  server.on('connection', (socket: Socket) => {
    socket.setTimeout(idleMs)
    socket.on('timeout', () => {
      if (computing(socket)) socket.setTimeout(idleMs)
      else socket.destroy()
    })
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket
    let calls = answering.get(socket)
    if (calls === undefined) answering.set(socket, (calls = new Set()))
    const call = { req, res }
    calls.add(call)
    res.once('close', () => calls.delete(call))
    // The server clears the socket's timeout when a request starts: set it again for its body.
    socket.setTimeout(idleMs)
  })
  // Without a listener here, node:http destroys a socket that times out whatever its state.
  server.on('timeout', () => undefined)
}
