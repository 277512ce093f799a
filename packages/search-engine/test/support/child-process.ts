import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** A real server in a child process, to be killed like a crash would. */
export interface Child {
  child: ChildProcess
  url: string
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>
}

/**
 * Bundles a child entry (`test/support/child-server.ts` unless told; dependencies left external)
 * into the package's node_modules, so bare imports and the contracts directory resolve. Returns the bundle's path
 * and a function removing it.
 */
export async function bundleChildServer(
  entry = 'test/support/child-server.ts',
): Promise<{ bundle: string; remove(): Promise<void> }> {
  const outDir = join(packageDir, 'node_modules', '.cache', 'vitrine-crash-test')
  await mkdir(outDir, { recursive: true })
  const bundle = join(outDir, `child-${process.pid}-${Date.now()}.mjs`)
  await build({
    entryPoints: [join(packageDir, entry)],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Workspace packages are bundled from source (they may not be built); the others stay external.
    conditions: ['@vitrine/source'],
    plugins: [
      {
        name: 'external-dependencies',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@vitrine/') ? undefined : { external: true },
          )
        },
      },
    ],
    logLevel: 'silent',
  })
  return { bundle, remove: () => rm(bundle, { force: true }) }
}

/** Starts the bundled server on `dataDir`; resolves once it prints its URL. */
export function startChild(
  bundle: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const child = spawn(process.execPath, [bundle, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /READY (\S+)/.exec(out)
      if (match) resolve({ child, url: match[1]!, kill })
    })
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}: ${errors}`)))
  })
}
