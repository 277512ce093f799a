import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultDataDir, findWorkspaceRoot, resolveConfig } from './config'

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vitrine-config-'))
  await writeFile(join(root, 'pnpm-workspace.yaml'), 'packages: []\n')
  await mkdir(join(root, 'packages', 'x'), { recursive: true })
})

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('resolveConfig', () => {
  it('uses the documented defaults', () => {
    const config = resolveConfig({}, { env: {}, cwd: join(root, 'packages', 'x') })
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4710,
      dataDir: join(root, '.data'),
      appId: 'VITRINE',
      // No key given: the data directory's generated keys are used (storage/data-dir-keys.ts).
      adminKey: '',
      searchKey: '',
      corsOrigin: 'http://localhost:3000,http://127.0.0.1:3000',
      maxRecordBytes: 10_000,
      maxQueriesPerRequest: 50,
      maxConnectionsPerAddress: 1024,
      eventLogMaxBytes: 2 * 1024 ** 3,
      searchLogMaxBytes: 2 * 1024 ** 3,
    })
  })

  it('reads the connection caps from the environment', () => {
    const env = { VITRINE_MAX_CONNECTIONS: '900', VITRINE_MAX_CONNECTIONS_PER_ADDRESS: '0' }
    expect(resolveConfig({}, { env, cwd: root })).toMatchObject({
      maxConnections: 900,
      maxConnectionsPerAddress: 0,
    })
    expect(resolveConfig({}, { env: {}, cwd: root }).maxConnections).toBeGreaterThanOrEqual(64)
  })

  it('reads the disk budgets of events and recorded searches from the environment', () => {
    const env = { VITRINE_EVENTS_MAX_BYTES: '50000000', VITRINE_ANALYTICS_MAX_BYTES: '1000000' }
    expect(resolveConfig({}, { env, cwd: root })).toMatchObject({
      eventLogMaxBytes: 50_000_000,
      searchLogMaxBytes: 1_000_000,
    })
    expect(() =>
      resolveConfig({}, { env: { VITRINE_EVENTS_MAX_BYTES: '2GB' }, cwd: root }),
    ).toThrow(/VITRINE_EVENTS_MAX_BYTES/)
  })

  it('lets flags win over the environment', () => {
    const env = {
      VITRINE_PORT: '5000',
      VITRINE_DATA_DIR: 'from-env',
      VITRINE_APP_ID: 'X',
      VITRINE_ADMIN_KEY: 'a',
      VITRINE_SEARCH_KEY: 's',
    }
    expect(resolveConfig({}, { env, cwd: root })).toMatchObject({
      port: 5000,
      dataDir: join(root, 'from-env'),
      appId: 'X',
      adminKey: 'a',
      searchKey: 's',
    })
    expect(resolveConfig({ port: 0, dataDir: '/abs' }, { env, cwd: root })).toMatchObject({
      port: 0,
      dataDir: '/abs',
    })
  })

  it('rejects malformed numbers', () => {
    expect(() => resolveConfig({}, { env: { VITRINE_PORT: 'http' }, cwd: root })).toThrow(
      /VITRINE_PORT/,
    )
  })

  it('falls back to the working directory outside a workspace', () => {
    expect(findWorkspaceRoot('/')).toBeUndefined()
    expect(defaultDataDir('/')).toBe('/.data')
  })
})
