#!/usr/bin/env node
// Placeholder until the embedded engine lands: starts the production storefront.
import { spawn } from 'node:child_process'

const port = process.env.PORT ?? '3000'
const dev = process.argv.includes('--dev')
const child = spawn('pnpm', ['exec', 'next', dev ? 'dev' : 'start', '-p', port], { stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 0))
