#!/usr/bin/env node
import { processIO } from './cli/cli-io'
import { runCli } from './cli/run-cli'

const code = await runCli(process.argv.slice(2), processIO())
process.exitCode = code
// Work is done (a server has closed and saved); do not let a stray handle keep the process up.
setTimeout(() => process.exit(code), 2000).unref()
