import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { readSegment } from '../insights/read-segment'
import { createAnalyticsStore, type AnalyticsStore } from './analytics-store'
import { replaySearches } from './search-log'

const SEGMENT = /^seg-(\d{8})-(\d{8})\.ndjson$/

/** Live insights segments of a directory, in log order, without touching the files. */
async function segmentPaths(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const segments = names.flatMap((name) => {
    const m = SEGMENT.exec(name)
    return m ? [{ name, first: Number(m[1]), last: Number(m[2]) }] : []
  })
  // A compacted segment supersedes the ones inside its range (left behind by a crash).
  const live = segments.filter(
    (s) =>
      !segments.some(
        (o) =>
          o !== s && o.first <= s.first && o.last >= s.last && o.last - o.first > s.last - s.first,
      ),
  )
  return live.sort((a, b) => a.first - b.first).map((s) => join(dir, s.name))
}

/**
 * Reads the analytics of a data directory without opening it for writing (a server may be
 * running on it): the recorded searches, then the insights events that join them.
 */
export async function readAnalytics(dataDir: string): Promise<AnalyticsStore> {
  const store = createAnalyticsStore()
  try {
    await replaySearches(join(dataDir, 'analytics'), (record) => store.add(record))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  for (const path of await segmentPaths(join(dataDir, 'events'))) {
    await readSegment(path, { event: (event) => store.addEvent(event) })
  }
  return store
}
