import { readFileSync } from 'node:fs'
import type { Server, Socket } from 'node:net'

/** Open files kept for the data directory (logs, index files, snapshots) beyond sockets. */
const FILES_RESERVE = 512
/** Used when the process's open-files limit cannot be read (not Linux). */
const UNKNOWN_LIMIT_CONNECTIONS = 4096

/**
 * The process's soft limit on open files (`ulimit -n`), from `/proc/self/limits`, or undefined
 * where that file does not exist.
 */
export function openFilesLimit(read = () => readFileSync('/proc/self/limits', 'utf8')) {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(read())
    if (!match) return undefined
    return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1])
  } catch {
    return undefined
  }
}

/**
 * Default cap on open connections: the open-files limit less a reserve for the data directory's
 * files. Each connection holds a file descriptor; without a cap, one client opening thousands of
 * idle connections took them all, and the server could neither accept a shopper nor open a file.
 */
export function defaultMaxConnections(limit: number | undefined): number {
  if (limit === undefined) return UNKNOWN_LIMIT_CONNECTIONS
  return Math.max(64, Math.min(limit, 1_000_000) - FILES_RESERVE)
}

/**
 * The client a connection's address stands for: an IPv4 address (also when written IPv4-mapped,
 * `::ffff:1.2.3.4`), or the /64 network of an IPv6 one. One IPv6 host usually holds a whole /64,
 * so counting single IPv6 addresses would give it billions of connection allowances.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::')
  const front = head === '' ? [] : head.split(':')
  const back = tail === '' ? [] : tail.split(':')
  const groups = address.includes('::')
    ? [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Connection caps of {@link limitConnections}; 0 turns a cap off. */
export interface ConnectionLimits {
  /** Open connections in all. */
  maxConnections: number
  /** Open connections from one remote address (one IPv6 /64 network, see {@link clientKey}). */
  maxConnectionsPerAddress: number
}

/**
 * Closes, as soon as they are accepted, connections past either cap: past `maxConnections` in
 * all, or past `maxConnectionsPerAddress` from one address, so one client cannot take every
 * connection the server can hold.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections
  const perAddress = limits.maxConnectionsPerAddress
  if (perAddress <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress ?? '')
    const count = open.get(address) ?? 0
    if (count >= perAddress) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
