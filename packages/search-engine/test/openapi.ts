// Validates responses against the official OpenAPI specs in contracts/ (the YAML files, parsed
// here independently of the server's own compiled copy), with the two adjustments of
// ALGOLIA_API.md section 6: `oneOf` read as `anyOf`, and `additionalProperties: false` removed from
// every schema used as an `allOf` member (following $refs), so correct payloads pass.
import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import { parse } from 'yaml'

const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv) => Ajv

type Node = Record<string, unknown>
type SpecName = 'search' | 'recommend' | 'insights' | 'analytics' | 'query-suggestions'

interface LoadedSpec {
  doc: {
    paths: Record<string, Record<string, Node>>
    components: Record<string, Record<string, Node>>
  }
  ajv: Ajv
  cache: Map<string, ValidateFunction>
}

const specs = new Map<SpecName, LoadedSpec>()
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function schemaName(ref: unknown): string | undefined {
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : undefined
}

// Names of the schemas reachable as allOf members, transitively.
function allOfMembers(schemas: Record<string, Node>): Set<string> {
  const found = new Set<string>()
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isNode(value)) return
    if (Array.isArray(value.allOf)) {
      for (const member of value.allOf) {
        const name = isNode(member) ? schemaName(member.$ref) : undefined
        if (name && !found.has(name)) {
          found.add(name)
          visit(schemas[name])
        }
        if (isNode(member)) delete member.additionalProperties
      }
    }
    Object.values(value).forEach(visit)
  }
  visit(schemas)
  return found
}

function rewrite(value: unknown, id: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, id))
  if (!isNode(value)) return value
  const out: Node = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')) out.$ref = id + inner
    else if (key === 'oneOf') out.anyOf = rewrite(inner, id)
    else out[key] = rewrite(inner, id)
  }
  return out
}

function load(name: SpecName): LoadedSpec {
  let spec = specs.get(name)
  if (spec) return spec
  const text = readFileSync(new URL(`../contracts/${name}.yml`, import.meta.url), 'utf8')
  const doc = parse(text) as LoadedSpec['doc']
  const schemas = doc.components.schemas ?? {}
  for (const member of allOfMembers(schemas)) delete schemas[member]?.additionalProperties
  const rewritten = rewrite(doc, name) as LoadedSpec['doc']
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: name, components: rewritten.components })
  spec = { doc: rewritten, ajv, cache: new Map() }
  specs.set(name, spec)
  return spec
}

function findResponseSchema(spec: LoadedSpec, operationId: string, status: string): Node {
  for (const methods of Object.values(spec.doc.paths)) {
    for (const op of Object.values(methods)) {
      if (!isNode(op) || op.operationId !== operationId) continue
      let response = (op.responses as Record<string, Node>)[status]
      const ref = response?.$ref
      if (typeof ref === 'string') {
        const responseName = ref.slice(ref.lastIndexOf('/') + 1)
        response = spec.doc.components.responses?.[responseName]
      }
      const schema = (response?.content as Record<string, Node> | undefined)?.['application/json']
        ?.schema
      if (!isNode(schema)) throw new Error(`${operationId}: no JSON schema for status ${status}`)
      return schema
    }
  }
  throw new Error(`unknown operationId ${operationId}`)
}

/**
 * Asserts that `body` matches the response schema of `operationId` (status 200 unless told)
 * in the named spec; throws with ajv's errors otherwise. Returns the body, typed as given.
 */
export function expectValidResponse<T>(
  operationId: string,
  body: T,
  options: { spec?: SpecName; status?: string } = {},
): T {
  const spec = load(options.spec ?? 'search')
  const key = `${operationId} ${options.status ?? '200'}`
  let validate = spec.cache.get(key)
  if (!validate) {
    validate = spec.ajv.compile(findResponseSchema(spec, operationId, options.status ?? '200'))
    spec.cache.set(key, validate)
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    throw new Error(`${operationId} response does not match the spec:\n${errors.join('\n')}`)
  }
  return body
}

/** Asserts that `value` matches a named schema of `components.schemas`. */
export function expectValidSchema<T>(schema: string, value: T, spec: SpecName = 'search'): T {
  const loaded = load(spec)
  const key = `#${schema}`
  let validate = loaded.cache.get(key)
  if (!validate) {
    validate = loaded.ajv.compile({ $ref: `${spec}#/components/schemas/${schema}` })
    loaded.cache.set(key, validate)
  }
  if (!validate(value)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`)
    throw new Error(`value does not match ${schema}:\n${errors.join('\n')}`)
  }
  return value
}
