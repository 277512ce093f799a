import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createInterface } from 'node:readline'

/** One entry of a catalogue file: its line number, and its value or why it could not be read. */
export type SourceEntry = { line: number; value: unknown } | { line: number; error: string }

/** Format of a catalogue file. */
export type SourceFormat = 'json' | 'ndjson'

/** Format from the file name: `.ndjson` / `.jsonl` are NDJSON, anything else a JSON array. */
export function formatOf(path: string): SourceFormat {
  return /\.(ndjson|jsonl)$/i.test(path) ? 'ndjson' : 'json'
}

function parse(text: string, line: number): SourceEntry {
  try {
    return { line, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { line, error: `invalid JSON (${(error as Error).message})` }
  }
}

/** Reads an NDJSON file line by line (blank lines skipped). */
export async function* readNdjson(path: string): AsyncGenerator<SourceEntry> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line++
    if (text.trim() !== '') yield parse(text, line)
  }
}

/**
 * Splits the text of a JSON array into its top-level elements, each with the line it starts on.
 * A malformed element does not hide the others: elements are delimited by top-level commas, with
 * strings and nesting tracked. Throws when the text is not an array.
 */
export function splitJsonArray(text: string): Array<{ line: number; text: string }> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let line = 1
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) if (text[i++] === '\n') line++
  }
  skipSpace()
  if (text[i] !== '[') throw new Error('expected a JSON array of records (or use .ndjson)')
  i++
  const elements: Array<{ line: number; text: string }> = []
  let depth = 0
  let inString = false
  let start = -1
  let startLine = line
  for (; i < text.length; i++) {
    const c = text[i]!
    if (c === '\n') line++
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
      continue
    }
    if (start === -1 && !/\s/.test(c) && !(depth === 0 && (c === ',' || c === ']'))) {
      start = i
      startLine = line
    }
    if (c === '"') inString = true
    else if (c === '[' || c === '{') depth++
    else if ((c === ']' || c === '}') && depth > 0) depth--
    else if (depth === 0 && (c === ',' || c === ']')) {
      if (start !== -1) elements.push({ line: startLine, text: text.slice(start, i) })
      start = -1
      if (c === ']') return elements
    }
  }
  if (start !== -1) elements.push({ line: startLine, text: text.slice(start) })
  return elements
}

/** Reads a JSON array file, one entry per element. */
export async function* readJsonArray(path: string): AsyncGenerator<SourceEntry> {
  const text = await readFile(path, 'utf8')
  for (const element of splitJsonArray(text)) yield parse(element.text, element.line)
}

/** Reads a catalogue file in either format. */
export function readRecords(
  path: string,
  format: SourceFormat = formatOf(path),
): AsyncGenerator<SourceEntry> {
  return format === 'ndjson' ? readNdjson(path) : readJsonArray(path)
}
