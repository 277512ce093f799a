// Entry of the child process of insights-durability.test.ts: serves a data directory until killed.
import { startServer } from '../src/server/start-server'
import { TEST_KEYS } from './support/test-server'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: insights-child-server <dataDir>')
const server = await startServer({
  config: { port: 0, host: '127.0.0.1', dataDir, ...TEST_KEYS },
  seedIfEmpty: true,
  seedCount: 200,
})
process.stdout.write(`READY ${server.url}\n`)
