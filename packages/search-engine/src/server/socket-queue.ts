import type { Socket } from 'node:net'

/**
 * Requests a client may send ahead on one connection (HTTP/1.1 pipelining) before the server
 * closes it. Browsers and the Algolia clients send one request at a time per connection.
 */
export const MAX_PIPELINED_REQUESTS = 16

/**
 * Runs the requests of each connection one after the other. Answers of pipelined requests go out
 * in order anyway, but each one handled at once held its whole answer in memory until the
 * client read the ones before: eight connections pipelining searches without reading their
 * answers took a server from 150 MB to 990 MB. A connection with more than
 * {@link MAX_PIPELINED_REQUESTS} waiting is closed.
 */
export function createSocketQueue() {
  const queues = new WeakMap<Socket, { tail: Promise<void>; waiting: number }>()
  return {
    /** Runs `task` after the connection's earlier requests, or closes the connection instead. */
    run(socket: Socket, task: () => Promise<void>): void {
      let queue = queues.get(socket)
      if (!queue) queues.set(socket, (queue = { tail: Promise.resolve(), waiting: 0 }))
      if (queue.waiting >= MAX_PIPELINED_REQUESTS) {
        socket.destroy()
        return
      }
      const current = queue
      current.waiting++
      current.tail = current.tail.then(task).finally(() => {
        current.waiting--
      })
    },
  }
}
