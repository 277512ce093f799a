import { parseArgs, type ParseArgsConfig } from 'node:util'

/** Flag definitions, as node:util `parseArgs` takes them. */
export type FlagSpec = NonNullable<ParseArgsConfig['options']>

/** Parsed flags and positional arguments, or the usage error. */
export type Parsed =
  | { ok: true; values: Record<string, string | boolean | undefined>; positionals: string[] }
  | { ok: false; error: string }

/** Parses a command's arguments strictly (unknown flags are errors); `--help` is always known. */
export function parseFlags(argv: string[], options: FlagSpec, allowPositionals = false): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    })
    return { ok: true, values: values as Record<string, string | boolean | undefined>, positionals }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
}

/** Reads an integer flag; throws a readable error for anything else. */
export function intFlag(value: string | boolean | undefined, name: string): number | undefined {
  if (value === undefined || typeof value === 'boolean') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer`)
  return n
}

/** Reads a string flag. */
export function stringFlag(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}
