// The per-export size budgets, measured as this app's bundler (Vite) builds each import.
import { build } from 'vite'
import path from 'node:path'
import { PACKAGES, checkPackage, gzipSize, readPackage } from './check-sizes.mjs'

async function bundle(code) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: 'consumer-entry',
        resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null),
        load: (id) => (id === '\0entry' ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: 'virtual:entry',
        external: ['react', 'react-dom', 'react/jsx-runtime'],
      },
    },
  })
  const chunks = (Array.isArray(output) ? output[0] : output).output
  return gzipSize(
    chunks
      .filter((chunk) => chunk.type === 'chunk')
      .map((c) => c.code)
      .join('\n'),
  )
}

const listExports = async (entry) =>
  Object.keys(await import(entry)).filter((name) => name !== 'default')

let failures = []
for (const dir of PACKAGES) {
  const pkg = readPackage(path.join('node_modules', '@vitrine', dir))
  console.log(`${pkg.name} (Vite, from the tarball, min + gzip -9)`)
  const result = await checkPackage(pkg, { bundle, listExports })
  console.log(result.lines.join('\n'))
  failures = failures.concat(result.failures)
}
if (failures.length) {
  console.error(`Size budgets exceeded:\n${failures.join('\n')}`)
  process.exit(1)
}
