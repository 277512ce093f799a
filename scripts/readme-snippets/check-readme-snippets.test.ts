// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkReadme } from './check-readme-snippets.mjs'
import { extractSnippets } from './extract-snippets.mjs'

const fence = '```'
const readme = [
  '# Example',
  '',
  `${fence}sh`,
  'npm install example',
  fence,
  '',
  `${fence}ts`,
  "import { pages } from 'example-pages'",
  'const max: number = pages(slides)',
  fence,
  '',
  `${fence}tsx`,
  "const label: string = 'x'",
  fence,
  '',
  `${fence}ts snippet-assumptions`,
  'declare const slides: number',
  "declare module 'example-pages' { export function pages(slides: number): number }",
  fence,
].join('\n')

describe('README snippets', () => {
  it('takes ts and tsx blocks as snippets and the tagged block as assumptions', () => {
    const { snippets, assumptions } = extractSnippets(readme)
    expect(snippets.map(({ line, lang }) => [line, lang])).toEqual([
      [7, 'ts'],
      [12, 'tsx'],
    ])
    expect(assumptions).toMatch(/^declare const slides: number\n/)
  })

  it('compiles snippets that hold, each as its own module, with the assumptions', () => {
    expect(check(readme)).toEqual([])
  })

  it('reports a snippet that does not compile, with its README line', () => {
    const broken = readme
      .replace("const label: string = 'x'", 'const label: string = 42')
      .replace('declare const slides: number\n', '')
    expect(check(broken)).toEqual([
      expect.stringMatching(/README\.md line 9 \(snippet-01\.ts\): Cannot find name 'slides'/),
      expect.stringMatching(/README\.md line 13 \(snippet-02\.tsx\): Type 'number' is not/),
    ])
  })
})

function check(markdown: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'readme-'))
  const file = path.join(dir, 'README.md')
  writeFileSync(file, markdown)
  return checkReadme(file, { outDir: path.join(dir, 'snippets'), paths: {} })
}
