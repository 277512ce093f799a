import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexFileName, readIndexFile, writeIndexFile } from './index-file'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-index-file-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const header = {
  name: 'books',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  settings: { hitsPerPage: 5 },
}

describe('index files', () => {
  it('round-trip the header and the records', async () => {
    const path = join(dir, 'a.ndjson')
    const records = [{ objectID: '1', title: 'line\nbreak' }, { objectID: '2' }]
    await writeIndexFile(path, header, records)
    const loaded = await readIndexFile(path)
    expect(loaded.records).toEqual(records)
    expect(loaded.header).toMatchObject({
      ...header,
      format: 'vitrine-index',
      version: 1,
      records: 2,
    })
  })

  it('reject a file with fewer records than announced', async () => {
    const path = join(dir, 'b.ndjson')
    await writeIndexFile(path, header, [{ objectID: '1' }, { objectID: '2' }])
    const text = await readFile(path, 'utf8')
    await writeFile(path, text.split('\n').slice(0, 2).join('\n'))
    await expect(readIndexFile(path)).rejects.toThrow(/header announces 2/)
  })

  it('reject files that are not index files', async () => {
    const path = join(dir, 'c.ndjson')
    await writeFile(path, '{"objectID":"1"}\n')
    await expect(readIndexFile(path)).rejects.toThrow(/not a vitrine-index file/)
  })

  it('name files so that names differing by case or by symbols never collide', () => {
    const names = ['Products', 'products', 'products/', 'products?', '../x', '*', 'prod ucts']
    const files = new Set(names.map(indexFileName))
    expect(files.size).toBe(names.length)
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-]+-[0-9a-f]{12}\.ndjson$/)
  })
})
