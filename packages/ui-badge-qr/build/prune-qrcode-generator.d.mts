import type { Plugin } from 'esbuild'

/** qrcode-generator's `dist/qrcode.mjs` reduced to its byte-mode encoder. */
export function pruneQrcodeGenerator(source: string): string

/** The esbuild (and tsup) plugin that loads qrcode-generator's ES module pruned. */
export const pruneQrcodeGeneratorPlugin: Plugin
