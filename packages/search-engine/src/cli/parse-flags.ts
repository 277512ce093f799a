import { parseArgs, type ParseArgsConfig } from 'node:util'
import { USAGE_ERROR, type CliIO } from './cli-io'

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

/**
 * Parses a command's flags and handles what every command does the same way: a usage error
 * prints the message with the help and gives exit code 2, `--help` prints the help and gives 0.
 * Returns the parsed flags, or the exit code when the command should stop there.
 */
export function readFlags(
  argv: string[],
  io: Pick<CliIO, 'out' | 'err'>,
  help: string,
  options: FlagSpec,
  allowPositionals = false,
): Extract<Parsed, { ok: true }> | number {
  const parsed = parseFlags(argv, options, allowPositionals)
  if (!parsed.ok) {
    io.err(`${parsed.error}\n\n${help}`)
    return USAGE_ERROR
  }
  if (parsed.values.help) {
    io.out(help)
    return 0
  }
  return parsed
}
