import { describe, expect, it } from 'vitest'
import { normalizeSchema, schemaTypes } from './normalize-schema'

const schemas = {
  a: { type: 'object', additionalProperties: false, properties: { x: { type: 'string' } } },
  b: {
    type: 'object',
    additionalProperties: false,
    required: ['y'],
    properties: { y: { $ref: '#/components/schemas/num' } },
  },
  num: { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['all'] }] },
  ab: { allOf: [{ $ref: '#/components/schemas/a' }, { $ref: '#/components/schemas/b' }] },
}

describe('normalizeSchema', () => {
  it('merges an allOf of closed object schemas into one closed schema', () => {
    expect(normalizeSchema(schemas.ab, schemas, 'doc')).toEqual({
      type: 'object',
      properties: { x: { type: 'string' }, y: { $ref: 'doc#/components/schemas/num' } },
      required: ['y'],
      additionalProperties: false,
    })
  })

  it('reads oneOf as anyOf', () => {
    expect(normalizeSchema(schemas.num, schemas, 'doc')).toEqual({
      anyOf: [{ type: 'integer' }, { type: 'string', enum: ['all'] }],
    })
  })

  it('opens allOf members that cannot be merged', () => {
    const mixed = {
      allOf: [{ $ref: '#/components/schemas/a' }, { $ref: '#/components/schemas/num' }],
    }
    const result = normalizeSchema(mixed, schemas, 'doc') as {
      allOf: Array<Record<string, unknown>>
    }
    expect(result.allOf[0]).not.toHaveProperty('additionalProperties')
  })

  it('lists the JSON types a schema may take', () => {
    expect([...schemaTypes({ $ref: '#/components/schemas/num' }, schemas)].sort()).toEqual([
      'integer',
      'string',
    ])
  })
})
