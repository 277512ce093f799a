// qrcode-generator is one factory: its encoder plus GIF, <img>, <table>, SVG, ASCII and canvas
// renderers and the numeric, alphanumeric and Kanji modes, all reachable from the object it
// returns, so no bundler can drop them. We use only `addData` (byte mode), `make`, `isDark` and
// `getModuleCount`; the build cuts the rest out of the pinned version's ES module before bundling
// it, which takes a client-rendered <QRCode> from 8.1 to 4.9 kB gzip. Each cut names the text it
// starts and ends at; a new version that moves any of them fails the build instead of shipping a
// broken encoder (the tests compare the result with the full library).
import { readFile } from 'node:fs/promises'

const RULE = '//---------------------------------------------------------------------\n'

/** [start, end) markers of each cut: from `start` up to, not including, `end`. */
const cuts = [
  ['  _this.createTableTag = function', `  return _this;\n};\n\n${RULE}// qrcode.stringToBytes`],
  ['qrcode.createStringToBytes = function', `${RULE}// QRMode`],
  ["    case 'Numeric' :", "    case 'Byte' :"],
  ["    case 'Kanji' :", '    default :'],
  ['const qrNumber = function', `${RULE}// qr8BitByte`],
  ['const qrKanji = function', 'export default qrcode;'],
]

/** qrcode-generator's `dist/qrcode.mjs` reduced to its byte-mode encoder. */
export function pruneQrcodeGenerator(source) {
  let pruned = source.replace(/\r\n/g, '\n')
  for (const [start, end] of cuts) {
    const from = pruned.indexOf(start)
    const to = pruned.indexOf(end, from)
    if (from < 0 || to < 0) {
      throw new Error(`qrcode-generator changed: cannot find "${from < 0 ? start : end}"`)
    }
    pruned = pruned.slice(0, from) + pruned.slice(to)
  }
  return pruned
}

/** The esbuild (and tsup) plugin that loads qrcode-generator's ES module pruned. */
export const pruneQrcodeGeneratorPlugin = {
  name: 'prune-qrcode-generator',
  setup(build) {
    build.onLoad({ filter: /qrcode-generator[\\/]dist[\\/]qrcode\.mjs$/ }, async (args) => ({
      contents: pruneQrcodeGenerator(await readFile(args.path, 'utf8')),
      loader: 'js',
    }))
  },
}
