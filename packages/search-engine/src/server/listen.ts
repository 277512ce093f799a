import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { App, IncomingCall } from './app'
import { createBodyBudget, type BodyBudget } from './body-budget'
import { SMALL_PIECES_MESSAGE, tooManySmallPieces } from './body-pieces'
import { limitConnections, type ConnectionLimits } from './connection-limits'
import { ERROR_MESSAGES, HttpError } from './http-error'
import { createHeldAnswers, type HeldAnswers } from './held-answers'
import { closeIdleSockets } from './idle-sockets'
import { createSocketQueue } from './socket-queue'
import { answerUnreadableRequests } from './unreadable-requests'
import {
  answerFailedExpectations,
  PROTOCOL_SERVER_OPTIONS,
  refusedForMissingHost,
} from './protocol-refusals'
import { writeBody } from './write-body'

/** A listening HTTP server. */
export interface Listening {
  server: Server
  host: string
  port: number
  /** Base URL, such as `http://127.0.0.1:4710`. */
  url: string
  /** Stops accepting connections and ends the open ones (in-flight requests finish first). */
  close(): Promise<void>
}

function readBody(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length'])
  if (declared > limit) return Promise.reject(new HttpError(413, ERROR_MESSAGES.BODY_TOO_LARGE))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    const refuse = (error: HttpError) => {
      failed = true
      chunks.length = 0
      budget.release(req)
      // Stop reading the upload: the answer goes out and the connection is closed.
      req.off('data', onData)
      req.pause()
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) return refuse(new HttpError(413, ERROR_MESSAGES.BODY_TOO_LARGE))
      if (tooManySmallPieces(chunks.length + 1, size)) {
        return refuse(new HttpError(400, SMALL_PIECES_MESSAGE))
      }
      chunks.push(chunk)
      budget.add(req, chunk.length)
    }
    req.on('data', onData)
    req.on('end', () => {
      budget.release(req)
      if (!failed) resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    })
    const abort = (reason: string) => {
      budget.release(req)
      if (failed || req.complete) return
      failed = true
      reject(new HttpError(400, `Could not read the request body: ${reason}`))
    }
    req.on('error', (error) => abort(error.message))
    req.on('close', () => abort('the connection closed'))
  })
}

function toCall(req: IncomingMessage, res: ServerResponse, budget: BodyBudget): IncomingCall {
  // The server keeps a half-closed socket open for its answer: the client's end is its leaving.
  let gone = false
  const leave = () => (gone = true)
  const socket = req.socket
  socket.on('end', leave).on('close', leave)
  res.once('close', () => socket.off('end', leave).off('close', leave))
  return {
    clientGone: () => gone || req.socket.destroyed,
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    header(name) {
      const value = req.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    },
    ...(req.socket.remoteAddress !== undefined && { remoteAddress: req.socket.remoteAddress }),
    readBody: (limit) => readBody(req, limit, budget),
  }
}

async function serve(
  app: App,
  req: IncomingMessage,
  res: ServerResponse,
  held: HeldAnswers,
  budget: BodyBudget,
): Promise<void> {
  const out = await app.handle(toCall(req, res, budget))
  if (!req.complete) {
    // A body left unread (a 413, an auth failure) is not drained: reading it is what an
    // oversized upload wants. The answer goes out, then the connection is closed.
    out.headers = { ...out.headers, connection: 'close' }
    res.once('finish', () => {
      req.socket.end()
      setTimeout(() => req.socket.destroy(), 1000).unref()
    })
  }
  if (out.status === 204) {
    res.writeHead(out.status, out.headers)
    res.end()
    return
  }
  await writeBody(res, out.status, out.headers, out.body, req.method === 'HEAD', held)
}

/** Inactivity after which a socket is closed (no byte received or sent; see `idle-sockets.ts`). */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000

/** Serves an app over node:http on `host:port` (port 0 picks a free one). */
export function listen(
  app: App,
  options: {
    host: string
    port: number
    idleTimeoutMs?: number
    /** Characters of long answers held for clients still reading them (see `held-answers.ts`). */
    heldAnswerChars?: number
    /** Bytes of request bodies held while they arrive (see `body-budget.ts`). */
    receivingBodyBytes?: number
  } & Partial<ConnectionLimits>,
): Promise<Listening> {
  // Every socket is closed after a quiet spell, idle keep-alive ones sooner: a client holding
  // connections open (or trickling a request) cannot pile them up.
  const idle = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
  const perSocket = createSocketQueue()
  const held = createHeldAnswers(options.heldAnswerChars)
  const budget = createBodyBudget(options.receivingBodyBytes)
  const server = createServer(PROTOCOL_SERVER_OPTIONS, (req, res) => {
    if (refusedForMissingHost(req, res)) return
    perSocket.run(req.socket, () =>
      serve(app, req, res, held, budget).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: ERROR_MESSAGES.INTERNAL, status: 500 }))
      }),
    )
  })
  limitConnections(server, {
    maxConnections: options.maxConnections ?? 0,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? 0,
  })
  closeIdleSockets(server, idle)
  answerUnreadableRequests(server)
  answerFailedExpectations(server)
  server.keepAliveTimeout = Math.min(idle, 15_000)
  server.headersTimeout = Math.min(idle, 20_000)
  server.requestTimeout = 2 * idle
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      const { port } = server.address() as AddressInfo
      const host = options.host.includes(':') ? `[${options.host}]` : options.host
      resolve({
        server,
        host: options.host,
        port,
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeIdleConnections()
            setTimeout(() => server.closeAllConnections(), 2000).unref()
          }),
      })
    })
  })
}
