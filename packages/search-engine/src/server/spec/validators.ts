import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import { findOperation, loadSpec, type SpecName } from './load-spec'
import { normalizeSchema, normalizeSchemas, schemaTypes, type Schema } from './normalize-schema'

// ajv-formats is CommonJS; its default export arrives wrapped under some module settings.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv) => Ajv

/** Checks a value; returns a readable error message, or `undefined` when it is valid. */
export type Check = (value: unknown) => string | undefined

/** Validators compiled from one spec. */
export interface SpecValidators {
  /** Validates a schema of `components.schemas` by name (normalised, see normalize-schema.ts). */
  schema(name: string, unknownLabel?: string): Check
  /** Validates the JSON request body of an operation, by `operationId`. */
  requestBody(operationId: string): Check | undefined
  /** JSON types each property of an object schema may take (for decoding URL-encoded values). */
  propertyTypes(name: string): Map<string, Set<string>>
}

const compiled = new Map<SpecName, SpecValidators>()

function formatPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('')
}

function describe(
  error: ErrorObject,
  schemas: Record<string, unknown>,
  unknownLabel: string,
): string {
  const path = formatPath(error.instancePath)
  if (error.keyword === 'additionalProperties') {
    const name = String((error.params as { additionalProperty: string }).additionalProperty)
    return `Unknown ${unknownLabel}: ${path ? `${path}.` : ''}${name}`
  }
  if (error.keyword === 'required') {
    const name = String((error.params as { missingProperty: string }).missingProperty)
    return `Missing required ${path ? `${path}.` : ''}${name}`
  }
  const where = path || 'body'
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues
    return `Invalid value for ${where}: expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`
  }
  if (error.keyword === 'anyOf' || error.keyword === 'type') {
    const types = [...schemaTypes(error.parentSchema as Schema, schemas)]
    if (types.length > 0) return `Invalid value for ${where}: expected ${types.join(' or ')}`
  }
  return `Invalid value for ${where}: ${error.message ?? 'invalid'}`
}

function pickError(errors: ErrorObject[]): ErrorObject | undefined {
  return errors.find((e) => e.keyword === 'additionalProperties') ?? errors[errors.length - 1]
}

/**
 * Values the documentation lists where the spec's schema says only "string": the engine answers
 * 400 for anything else, as for the spec's own enums (`sortFacetValuesBy: "x"` was accepted).
 */
const DOCUMENTED_ENUMS: Record<string, string[]> = {
  sortFacetValuesBy: ['count', 'alpha'],
}

function withDocumentedEnums(schemas: Record<string, unknown>): Record<string, unknown> {
  const out = { ...schemas }
  for (const [schema, values] of Object.entries(DOCUMENTED_ENUMS)) {
    const found = out[schema]
    if (found && typeof found === 'object') out[schema] = { ...found, enum: values }
  }
  return out
}

function build(name: SpecName): SpecValidators {
  const doc = loadSpec(name)
  const raw = withDocumentedEnums(doc.components.schemas)
  const ajv = new Ajv({ strict: false, allErrors: false, verbose: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema({ $id: name, components: { schemas: normalizeSchemas(raw, name) } })
  const byName = new Map<string, Check>()
  const bodies = new Map<string, Check | undefined>()

  const toCheck =
    (fn: ValidateFunction, unknownLabel: string): Check =>
    (value) => {
      if (fn(value)) return undefined
      const error = pickError(fn.errors ?? [])
      return error ? describe(error, raw, unknownLabel) : 'Invalid request'
    }

  return {
    schema(schemaName, unknownLabel = 'parameter') {
      const key = `${schemaName}\u0000${unknownLabel}`
      let check = byName.get(key)
      if (!check) {
        check = toCheck(
          ajv.compile({ $ref: `${name}#/components/schemas/${schemaName}` }),
          unknownLabel,
        )
        byName.set(key, check)
      }
      return check
    },
    requestBody(operationId) {
      if (bodies.has(operationId)) return bodies.get(operationId)
      const op = findOperation(doc, operationId)
      const schema = op?.requestBody?.content?.['application/json']?.schema as Schema | undefined
      const check = schema
        ? toCheck(ajv.compile(normalizeSchema(schema, raw, name)), 'property')
        : undefined
      bodies.set(operationId, check)
      return check
    },
    propertyTypes(schemaName) {
      const merged = normalizeSchema(
        { allOf: [{ $ref: `#/components/schemas/${schemaName}` }] },
        raw,
        name,
      )
      const types = new Map<string, Set<string>>()
      const properties = (merged.properties ?? {}) as Record<string, Schema>
      for (const [prop, sub] of Object.entries(properties)) types.set(prop, schemaTypes(sub, raw))
      return types
    },
  }
}

/** Validators of one of the bundled specs, compiled once per process. */
export function getValidators(name: SpecName = 'search'): SpecValidators {
  let validators = compiled.get(name)
  if (!validators) {
    validators = build(name)
    compiled.set(name, validators)
  }
  return validators
}
