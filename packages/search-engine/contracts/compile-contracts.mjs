// Compiles the bundled OpenAPI specs (YAML, slow to parse) into compact JSON the server loads at
// start-up. Run after replacing a spec: `pnpm --filter @vitrine/search-engine contracts`.
// test/contracts.test.ts fails when a JSON file is out of date.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'

const DOC_KEYS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'externalDocs',
  'x-categories',
  'tags',
  'x-tagGroups',
  'info',
  'servers',
  'x-mcp-tool',
])

// Maps whose keys are names (of properties, schemas, paths...), never documentation keywords.
const NAME_MAPS = new Set([
  'properties',
  'schemas',
  'paths',
  'parameters',
  'responses',
  'content',
  'securitySchemes',
])

/** Drops documentation-only keys, recursively; keeps everything a validator reads. */
export function stripDocs(value, isNameMap = false) {
  if (Array.isArray(value)) return value.map((item) => stripDocs(item))
  if (value === null || typeof value !== 'object') return value
  const out = {}
  for (const [key, inner] of Object.entries(value)) {
    if (!isNameMap && DOC_KEYS.has(key)) continue
    out[key] = stripDocs(inner, !isNameMap && NAME_MAPS.has(key))
  }
  return out
}

/** JSON text of one compiled spec, with the hash of its YAML source. */
export function compileSpec(yamlText) {
  const sha256 = createHash('sha256').update(yamlText).digest('hex')
  return JSON.stringify({ sourceSha256: sha256, ...stripDocs(parse(yamlText)) })
}

const SPECS = ['search', 'recommend', 'insights']

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of SPECS) {
    const dir = new URL('.', import.meta.url)
    const yamlText = readFileSync(new URL(`${name}.yml`, dir), 'utf8')
    writeFileSync(new URL(`${name}.json`, dir), compileSpec(yamlText) + '\n')
  }
}
