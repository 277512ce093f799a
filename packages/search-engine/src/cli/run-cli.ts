import { trainCommand } from '../recommend/train-command'
import { analyticsCommand } from './analytics-command'
import { USAGE_ERROR, type CliIO, type Command } from './cli-io'
import { exportCommand } from './export-command'
import { importCommand } from './import-command'
import { seedCommand } from './seed-command'
import { serveCommand } from './serve-command'

/** Every command of `vitrine-search`. */
export const COMMANDS: readonly Command[] = [
  serveCommand,
  seedCommand,
  importCommand,
  exportCommand,
  trainCommand,
  analyticsCommand,
]

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length))
  return [
    'Usage: vitrine-search <command> [options]',
    '',
    'An embedded, Algolia-compatible search engine and server.',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run "vitrine-search <command> --help" for the options of a command.',
  ].join('\n')
}

/** Runs the CLI with the given arguments; resolves to the exit code. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((c) => c.name === rest[0]) : undefined
    io.out(topic ? topic.help : usage())
    return name === undefined ? USAGE_ERROR : 0
  }
  const command = COMMANDS.find((c) => c.name === name)
  if (!command) {
    io.err(`unknown command "${name}"\n\n${usage()}`)
    return USAGE_ERROR
  }
  try {
    return await command.run(rest, io)
  } catch (error) {
    io.err(`vitrine-search ${name}: ${(error as Error).message}`)
    return 1
  }
}
