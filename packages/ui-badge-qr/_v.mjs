import { build } from 'vite'
import { gzipSync } from 'node:zlib'
export async function measure(code, root) {
  const out = await build({ root, configFile: false, logLevel: 'silent', mode: 'production',
    plugins: [{ name: 'v', resolveId: (id) => id === 'virtual:entry' ? '\0entry' : null, load: (id) => id === '\0entry' ? code : null }],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: 'virtual:entry', external: ['react', 'react-dom', 'react/jsx-runtime'], output: {format:'es'} } } })
  const chunks = (Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk')
  const code2 = chunks.map((c) => c.code).join('\n')
  return [code2.length, gzipSync(code2, { level: 9 }).length]
}
for (const [n, c] of Object.entries({
  badge: `import { Badge } from '@vitrine/ui-badge-qr'; console.log(Badge)`,
  qr: `import { QRCode } from '@vitrine/ui-badge-qr'; console.log(QRCode)`,
  qrr: `import { QRCodeSVG } from 'qrcode.react'; console.log(QRCodeSVG)`,
})) console.log(n, await measure(c, process.cwd()))
