import { resolveConfig } from '../config'
import { startServer } from '../server/start-server'
import type { Command } from './cli-io'
import { intFlag, readFlags, stringFlag } from './parse-flags'

const HELP = `Usage: vitrine-search serve [options]

Serves the Algolia-compatible API over HTTP until SIGINT / SIGTERM (changes are saved first).

Options:
  --port N          port to listen on (0 = any free port)   [env VITRINE_PORT, default 4710]
  --host HOST       interface to bind                        [env VITRINE_HOST, default 127.0.0.1]
  --data DIR        data directory                           [env VITRINE_DATA_DIR, default <repo>/.data]
  --seed-if-empty   load the demo catalogue when the data directory has no index
  --seed-count N    number of demo products when seeding     [default 5000]
  -h, --help        show this help

Keys are generated at random on first start and kept in <data>/keys.json (mode 0600);
VITRINE_ADMIN_KEY and VITRINE_SEARCH_KEY override them, VITRINE_APP_ID sets the application ID.
Browsers may call the admin-key routes only from VITRINE_CORS_ORIGIN (default: the storefront's
http://localhost:3000 and http://127.0.0.1:3000); search-key routes answer every origin.
Prints "vitrine-search ready at http://HOST:PORT" once listening, then the application ID and keys.`

/** `vitrine-search serve`. */
export const serveCommand: Command = {
  name: 'serve',
  summary: 'serve the Algolia-compatible API',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(argv, io, HELP, {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      'seed-if-empty': { type: 'boolean' },
      'seed-count': { type: 'string' },
    })
    if (typeof parsed === 'number') return parsed
    const { values } = parsed
    const config = resolveConfig(
      {
        port: intFlag(values.port, 'port'),
        host: stringFlag(values.host),
        dataDir: stringFlag(values.data),
      },
      { env: io.env, cwd: io.cwd },
    )
    const seedCount = intFlag(values['seed-count'], 'seed-count')
    const server = await startServer({
      config,
      seedIfEmpty: values['seed-if-empty'] === true,
      ...(seedCount !== undefined && { seedCount }),
    })
    if (server.seeded) {
      io.err(`seeded ${server.seeded.records} demo products into "${server.seeded.indexName}"`)
    }
    io.out(
      [
        `vitrine-search ready at ${server.url}`,
        `  application ID: ${server.config.appId}`,
        `  admin key:      ${server.config.adminKey}`,
        `  search key:     ${server.config.searchKey}`,
        `  data:           ${config.dataDir} (${server.engine.listIndices().length} indices)`,
      ].join('\n'),
    )
    const signal = await io.waitForStop()
    io.err(`${signal}: saving and stopping...`)
    await server.close()
    io.err('stopped')
    return 0
  },
}
