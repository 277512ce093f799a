import { resolveConfig } from '../config'
import { createEngine } from '../core/engine'
import { seedDemo } from '../demo/seed'
import { openStore } from '../storage/file-store'
import type { Command } from './cli-io'
import { intFlag, readFlags, stringFlag } from './parse-flags'

const HELP = `Usage: vitrine-search seed [options]

(Re)creates the deterministic demo catalogue (index "products", its settings and sort replicas)
in the data directory, a simulated shopping history and simulated searches (kept when the
recorded ones were simulated on the same catalogue by the same shoppers; replaced when they were
simulated on another, as their product IDs would name other products; a history the seed did
not simulate is kept), and the demo's Query Suggestions index built from those searches.
The server must not be running on the same data directory.

Options:
  --count N      number of products            [default 5000]
  --seed N       generator seed                [default 42]
  --data DIR     data directory                [env VITRINE_DATA_DIR, default <repo>/.data]
  --no-events    do not simulate shoppers' events
  -h, --help     show this help`

/** `vitrine-search seed`. */
export const seedCommand: Command = {
  name: 'seed',
  summary: 'write the demo catalogue into the data directory',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(argv, io, HELP, {
      count: { type: 'string' },
      seed: { type: 'string' },
      data: { type: 'string' },
      'no-events': { type: 'boolean' },
    })
    if (typeof parsed === 'number') return parsed
    const { values } = parsed
    const config = resolveConfig({ dataDir: stringFlag(values.data) }, { env: io.env, cwd: io.cwd })
    const count = intFlag(values.count, 'count')
    const seed = intFlag(values.seed, 'seed')
    const started = Date.now()
    const store = await openStore({
      dataDir: config.dataDir,
      engine: createEngine(),
      autoSave: false,
    })
    try {
      const result = await seedDemo({
        engine: store.engine,
        dataDir: config.dataDir,
        events: values['no-events'] !== true,
        ...(count !== undefined && { count }),
        ...(seed !== undefined && { seed }),
      })
      await store.close()
      io.out(
        `seeded ${result.records} products into "${result.indexName}" ` +
          `(replicas: ${result.replicas.join(', ') || 'none'}; ${result.events} events; ` +
          `${result.searches} searches) ` +
          `in ${config.dataDir} in ${Date.now() - started} ms`,
      )
      return 0
    } catch (error) {
      store.discard()
      throw error
    }
  },
}
