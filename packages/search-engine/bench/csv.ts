import { existsSync, readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

/** Splits one CSV line on `delimiter`; quoted fields may hold the delimiter and doubled quotes. */
export function csvFields(line: string, delimiter = ','): string[] {
  return csvRows(line, delimiter)[0] ?? ['']
}

/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold the delimiter, doubled quotes and
 * line breaks); blank lines are skipped.
 */
export function csvRows(text: string, delimiter = ','): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endRow = () => {
    row.push(field)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === delimiter) {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      endRow()
    } else field += c
  }
  if (field !== '' || row.length > 0) endRow()
  return rows
}

/** The delimiter a header line uses: the most frequent of `,`, `;` and tab. */
export function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const)
  return counts.sort((a, b) => b[1] - a[1])[0]![0]
}

/** A header's name compared loosely: lower case, without spaces, `_` or `-`. */
const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '')

/**
 * Where each role's column is in `header`: the first of its usual names (written loosely, see
 * `columnKey`) found there, or the column `named` gives it ("role=Column,role=Column", from the
 * environment setting `setting`, which errors name).
 */
export function findColumns<Role extends string>(
  header: readonly string[],
  usual: Record<Role, readonly string[]>,
  named: string | undefined,
  setting: string,
): Partial<Record<Role, number>> {
  const index = new Map(header.map((h, i) => [columnKey(h), i]))
  const columns: Partial<Record<Role, number>> = {}
  for (const role of Object.keys(usual) as Role[]) {
    const found = usual[role].find((name) => index.has(name))
    if (found !== undefined) columns[role] = index.get(found)
  }
  for (const pair of named?.split(',') ?? []) {
    const [role, name] = pair.split('=').map((s) => s.trim())
    if (!role || !name || !(role in usual)) throw new Error(`${setting}: "${pair}"`)
    const i = index.get(columnKey(name))
    if (i === undefined) throw new Error(`${setting}: no column "${name}"`)
    columns[role as Role] = i
  }
  return columns
}

/** The text of the CSV file `path` (gzipped when it ends in .gz), without a byte-order mark. */
export function readCsvFile(path: string, setting: string): string {
  if (!existsSync(path)) throw new Error(`${setting}: ${path} not found`)
  const raw = readFileSync(path)
  return (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8').replace(/^\uFEFF/, '')
}
