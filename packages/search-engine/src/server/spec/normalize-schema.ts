/** A JSON schema node as found in the OpenAPI documents. */
export type Schema = { [keyword: string]: unknown }

const LOCAL_REF = '#/components/schemas/'

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Follows `$ref`s (local to the document) until a schema without one. */
export function resolveRef(schema: Schema, schemas: Record<string, unknown>): Schema {
  let node = schema
  for (let hops = 0; typeof node.$ref === 'string' && hops < 32; hops++) {
    const ref = node.$ref
    const target = ref.includes(LOCAL_REF)
      ? schemas[ref.slice(ref.indexOf(LOCAL_REF) + LOCAL_REF.length)]
      : undefined
    if (!isSchema(target)) return {}
    node = target
  }
  return node
}

/**
 * Rewrites the OpenAPI schemas of one document so that a JSON-schema validator accepts the
 * payloads the real service accepts (ALGOLIA_API.md section 6):
 * - `oneOf` becomes `anyOf`, since several unions overlap;
 * - an `allOf` of plain object schemas is merged into one object schema (so
 *   `additionalProperties: false` applies to the union of their properties);
 * - any other `allOf` keeps its members with `additionalProperties: false` removed;
 * - local `$ref`s are made absolute with `docId`, so fragments compile on their own.
 */
export function normalizeSchemas(
  schemas: Record<string, unknown>,
  docId: string,
): Record<string, Schema> {
  const out: Record<string, Schema> = {}
  for (const [name, schema] of Object.entries(schemas)) {
    out[name] = isSchema(schema) ? normalizeSchema(schema, schemas, docId) : {}
  }
  return out
}

/** Normalises one schema node; see {@link normalizeSchemas}. */
export function normalizeSchema(
  schema: Schema,
  schemas: Record<string, unknown>,
  docId: string,
): Schema {
  const transform = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(transform)
    if (!isSchema(value)) return value
    const node: Schema = {}
    if (Array.isArray(value.allOf)) Object.assign(node, transformAllOf(value.allOf))
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'allOf') continue
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(LOCAL_REF)) {
        node.$ref = docId + inner
      } else if (key === 'oneOf') {
        node.anyOf = transform(inner)
      } else if (key === 'properties' && isSchema(inner)) {
        node.properties = Object.fromEntries(
          Object.entries(inner).map(([prop, sub]) => [prop, transform(sub)]),
        )
      } else if (key === 'enum' || key === 'default' || key === 'required') {
        node[key] = inner
      } else {
        node[key] = transform(inner)
      }
    }
    return node
  }

  const transformAllOf = (members: unknown[]): Schema => {
    const merged = mergeObjectMembers(members)
    if (merged) return transform(merged) as Schema
    return {
      allOf: members.map((member) => {
        const resolved = transform(isSchema(member) ? resolveRef(member, schemas) : member)
        if (!isSchema(resolved)) return resolved
        const { additionalProperties, ...rest } = resolved
        return additionalProperties === false ? rest : resolved
      }),
    }
  }

  const mergeObjectMembers = (members: unknown[]): Schema | undefined => {
    const properties: Schema = {}
    const required = new Set<string>()
    let closed = true
    for (const member of members) {
      if (!isSchema(member)) return undefined
      let part = resolveRef(member, schemas)
      if (Array.isArray(part.allOf)) {
        const inner = mergeObjectMembers(part.allOf)
        if (!inner) return undefined
        part = { ...part, ...inner }
      }
      if (part.oneOf || part.anyOf || (part.type !== undefined && part.type !== 'object')) {
        return undefined
      }
      Object.assign(properties, isSchema(part.properties) ? part.properties : {})
      if (Array.isArray(part.required)) for (const r of part.required) required.add(String(r))
      if (part.additionalProperties !== false) closed = false
    }
    const result: Schema = { type: 'object', properties }
    if (required.size > 0) result.required = [...required]
    if (closed) result.additionalProperties = false
    return result
  }

  return transform(schema) as Schema
}

/** JSON types a schema may take (`string`, `number`, `integer`, `boolean`, `array`, `object`, `null`). */
export function schemaTypes(schema: Schema, schemas: Record<string, unknown>): Set<string> {
  const types = new Set<string>()
  const visit = (node: Schema, depth: number): void => {
    if (depth > 16) return
    const resolved = resolveRef(node, schemas)
    const type = resolved.type
    if (typeof type === 'string') types.add(type)
    if (Array.isArray(type)) for (const t of type) types.add(String(t))
    if (resolved.nullable === true) types.add('null')
    if (Array.isArray(resolved.enum)) {
      for (const value of resolved.enum) types.add(value === null ? 'null' : typeof value)
    }
    for (const key of ['oneOf', 'anyOf', 'allOf']) {
      const list = resolved[key]
      if (Array.isArray(list)) for (const sub of list) if (isSchema(sub)) visit(sub, depth + 1)
    }
  }
  visit(schema, 0)
  return types
}
