import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A compiled OpenAPI document (see contracts/compile-contracts.mjs). */
export interface SpecDocument {
  sourceSha256: string
  paths: Record<string, Record<string, SpecOperation>>
  components: { schemas: Record<string, unknown> }
}

/** The parts of an OpenAPI operation the server reads. */
export interface SpecOperation {
  operationId?: string
  'x-acl'?: string[]
  requestBody?: { content?: Record<string, { schema?: unknown }> }
}

/** Names of the specs shipped in `contracts/`. */
export type SpecName = 'search' | 'recommend' | 'insights'

const cache = new Map<SpecName, SpecDocument>()

/** Directory holding the specs: `contracts/` at the package root, from `src/` or from `dist/`. */
export function findContractsDir(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  for (;;) {
    const candidate = join(dir, 'contracts')
    if (existsSync(join(candidate, 'search.json'))) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error('contracts/search.json not found above ' + from)
    dir = parent
  }
}

/** Loads (once) the compiled JSON form of one of the bundled Algolia OpenAPI specs. */
export function loadSpec(name: SpecName): SpecDocument {
  let doc = cache.get(name)
  if (!doc) {
    doc = JSON.parse(readFileSync(join(findContractsDir(), `${name}.json`), 'utf8')) as SpecDocument
    cache.set(name, doc)
  }
  return doc
}

/** Finds an operation of a spec by its `operationId`. */
export function findOperation(doc: SpecDocument, operationId: string): SpecOperation | undefined {
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      if (op && typeof op === 'object' && op.operationId === operationId) return op
    }
  }
  return undefined
}
