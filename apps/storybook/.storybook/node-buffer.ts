import type { Plugin } from 'vite'

/**
 * The engine core's files that use Node's `Buffer` import the fixtures' browser one instead
 * (on their first line, so line numbers stay true).
 */
export function nodeBuffer(engineSource: string, buffer: string): Plugin {
  return {
    name: 'vitrine:node-buffer',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(`${engineSource}/`) || !/\bBuffer\./.test(code)) return null
      return { code: `import { Buffer } from ${JSON.stringify(buffer)};${code}`, map: null }
    },
  }
}
