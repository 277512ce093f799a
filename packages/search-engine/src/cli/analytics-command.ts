import { readAnalytics } from '../analytics/read-only'
import { addDays, dayOf, isDay } from '../analytics/day'
import { tagsPredicate } from '../analytics/tags-filter'
import { resolveConfig } from '../config'
import { buildReport, formatReport } from './analytics-report'
import { USAGE_ERROR, type Command } from './cli-io'
import { intFlag, readFlags, stringFlag } from './parse-flags'

const HELP = `Usage: vitrine-search analytics [options]

Prints the search analytics of an index: number of searches, no-result rate, click-through and
conversion rates, the top searches and the searches without results. Reads the data directory
without changing it (the server may be running on it).

Options:
  --index NAME   index                                    [default products]
  --from DATE    first day, YYYY-MM-DD                    [default 7 days before --to]
  --to DATE      last day, YYYY-MM-DD                     [default today (UTC)]
  --limit N      lines of each list                       [default 10]
  --tags EXPR    only searches with these analyticsTags (e.g. "search-page OR autocomplete")
  --json         print the report as JSON
  --data DIR     data directory                           [env VITRINE_DATA_DIR, default <repo>/.data]
  -h, --help     show this help`

/** `vitrine-search analytics`. */
export const analyticsCommand: Command = {
  name: 'analytics',
  summary: 'print top searches, no-result searches, CTR and conversion for an index',
  help: HELP,
  async run(argv, io) {
    const parsed = readFlags(argv, io, HELP, {
      index: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      tags: { type: 'string' },
      json: { type: 'boolean' },
      data: { type: 'string' },
    })
    if (typeof parsed === 'number') return parsed
    const { values } = parsed
    const to = stringFlag(values.to) ?? dayOf(Date.now())
    const from = stringFlag(values.from) ?? addDays(to, -7)
    for (const [flag, day] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!isDay(day)) {
        io.err(`--${flag} must be a date written YYYY-MM-DD\n\n${HELP}`)
        return USAGE_ERROR
      }
    }
    if (from > to) {
      io.err(`--from must not be after --to\n\n${HELP}`)
      return USAGE_ERROR
    }
    const config = resolveConfig({ dataDir: stringFlag(values.data) }, { env: io.env, cwd: io.cwd })
    const store = await readAnalytics(config.dataDir)
    const tags = tagsPredicate(stringFlag(values.tags))
    const report = buildReport(store, {
      index: stringFlag(values.index) ?? 'products',
      from,
      to,
      ...(tags && { tags }),
      limit: Math.min(1000, intFlag(values.limit, 'limit') ?? 10),
      offset: 0,
      clickAnalytics: true,
      orderBy: 'searchCount',
      direction: 'desc',
    })
    io.out(values.json ? JSON.stringify(report, null, 2) : formatReport(report))
    return 0
  },
}
