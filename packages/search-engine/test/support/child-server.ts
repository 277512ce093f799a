// Entry of the child processes of the crash tests: serves a data directory until killed.
// Usage: child-server <dataDir> [persistDebounceMs]
import { startServer } from '../../src/server/start-server'
import { TEST_KEYS } from './test-server'

const [dataDir, debounce] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: child-server <dataDir> [persistDebounceMs]')
const server = await startServer({
  config: {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...TEST_KEYS,
    ...(debounce !== undefined && { persistDebounceMs: Number(debounce) }),
  },
})
process.stdout.write(`READY ${server.url}\n`)
