import fc from 'fast-check'

/**
 * Hostile leaves for request bodies that are otherwise close to valid: a valid body from a shape
 * of the spec gets up to three of its nodes replaced (or an object a hostile key added), so that
 * most requests get past the first checks and reach the code behind them.
 */

/** Names that mean something to JavaScript objects. */
export const PROTOTYPE_WORDS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
]

/** Cut emoji: a lone half of a surrogate pair. */
export const LONE_SURROGATES = ['\ud83d', 'a\udc4db', '\udfff\ud800']

const REGEX_TEXT = ['.*', '(', ')', '[a-', '\\', '$&', '^$', '(?<x>a)', '(a+)+$', 'a{99999}', '|']
const QUERY_SYNTAX = ['"', '""', '"red shoe"', '-red', '-', '--', '-"a b"', '"-x', 'a -', 'a"b"c"d']
const PLACEHOLDER_TEXT = ['<x>', '<', '<>', '{facet:brand}', '{facet:', '{facet:}']
const ODD_TEXT = ['', ' ', '\u0000', '\u2028', 'İ', 'ß', 'ﬃ', '\u200b', 'e\u0301', '😀', '\t\n']
const NUMBER_TEXT = ['NaN', 'Infinity', '-0', '1e309', '0x1F', ' 1', '9007199254740993']

/** Valid strings that mean something to some step: prototype names, regex and query syntax. */
export const trickyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS) },
  { weight: 3, arbitrary: fc.constantFrom(...REGEX_TEXT, ...QUERY_SYNTAX, ...PLACEHOLDER_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT, ...NUMBER_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
)

/** Tricky strings and, now and then, a lone surrogate (refused by every route). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: trickyString },
  { weight: 1, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
)

// Strings big enough to cost something in every step that walks them (words, characters, quotes).
const HUGE_STRINGS = [
  'a'.repeat(100_000),
  'red '.repeat(20_000),
  '-a "b '.repeat(10_000),
  '😀'.repeat(20_000),
  '('.repeat(30_000),
  '<x> '.repeat(10_000),
]

const RAW = '\u0001raw:'

/** A number written as it is in the JSON text (`1e309` parses to Infinity, `-0` to -0). */
export function rawNumber(text: string): string {
  return `${RAW}${text}\u0001`
}

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -1e308, Number.MAX_VALUE),
  fc
    .constantFrom('1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '-0.0')
    .map(rawNumber),
)

const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(null, true, false, 0, '', [], {}, [[]], {
  a: {},
})

/** Nesting of `leaf` in `depth` arrays. */
function nested(leaf: unknown, depth: number): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** Sets an own enumerable property, `__proto__` included (assigning it would set the prototype). */
export function withKey(obj: Record<string, unknown>, key: string, value: unknown) {
  const copy: Record<string, unknown> = {}
  for (const k of Object.keys(obj)) Object.defineProperty(copy, k, own(obj[k]))
  Object.defineProperty(copy, key, own(value))
  return copy
}

const own = (value: unknown): PropertyDescriptor => ({
  value,
  enumerable: true,
  writable: true,
  configurable: true,
})

/** What one mutation does to the node it lands on. */
type Mutation =
  | { kind: 'leaf'; value: unknown }
  | { kind: 'key'; key: string; value: unknown }
  | { kind: 'repeat'; times: number }

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        { weight: 4, arbitrary: hostileString },
        { weight: 2, arbitrary: hostileNumber },
        { weight: 2, arbitrary: wrongType },
        { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(hostileString, fc.constantFrom(40, 63, 70))
            .map(([leaf, depth]) => nested(leaf, depth)),
        },
      )
      .map((value) => ({ kind: 'leaf' as const, value })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        key: fc.oneof(fc.constantFrom(...PROTOTYPE_WORDS), hostileString),
        value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ polluted: 1 })),
      })
      .map((m) => ({ kind: 'key' as const, ...m })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2, 1000, 20_000).map((times) => ({
      kind: 'repeat' as const,
      times,
    })),
  },
)

type Path = Array<string | number>

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out))
  else if (isObject(value))
    for (const key of Object.keys(value)) pathsOf(value[key], [...at, key], out)
  return out
}

function apply(value: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'leaf') return mutation.value
  if (mutation.kind === 'key') {
    return isObject(value) ? withKey(value, mutation.key, mutation.value) : mutation.value
  }
  const items = Array.isArray(value) && value.length > 0 ? value : [value]
  // At most about 2 MB of repeated text: past the body limits, every request is a plain 413.
  const times = Math.min(mutation.times, Math.ceil(2e6 / toJsonText(items).length))
  return Array.from({ length: times }, (_, i) => items[i % items.length])
}

function updateAt(value: unknown, path: Path, mutation: Mutation): unknown {
  if (path.length === 0) return apply(value, mutation)
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    copy[head as number] = updateAt(value[head as number], rest, mutation)
    return copy
  }
  const obj = value as Record<string, unknown>
  return withKey(obj, head as string, updateAt(obj[head as string], rest, mutation))
}

/**
 * Bodies close to `valid`: two in five as generated, two with one hostile mutation at a random
 * node, one with two or three.
 */
export function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        {
          weight: 2,
          arbitrary: fc.array(fc.tuple(fc.nat(), mutationArb), { minLength: 1, maxLength: 1 }),
        },
        {
          weight: 1,
          arbitrary: fc.array(fc.tuple(fc.nat(), mutationArb), { minLength: 2, maxLength: 3 }),
        },
      ),
    )
    .map(([body, mutations]) =>
      mutations.reduce((value, [at, mutation]) => {
        const paths = pathsOf(value)
        return updateAt(value, paths[at % paths.length]!, mutation)
      }, body),
    )
}

/** JSON text of a body, with {@link rawNumber} leaves written as bare numbers. */
export function toJsonText(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1')
}

/** A path segment for a value (lone surrogates cannot be percent-encoded: raw bad UTF-8 then). */
export function toSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}
