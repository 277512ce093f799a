import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveConfig } from '../src/config'
import { startServer, type RunningServer } from '../src/server/start-server'

// Item 6 of issue 12: keys are generated per data directory (never published), VITRINE_* override
// them, and a foreign web page cannot write to the local engine.

const dirs: string[] = []
const servers: RunningServer[] = []

async function serve(env: NodeJS.ProcessEnv = {}, dataDir?: string) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'vitrine-keys-')))
  if (!dataDir) dirs.push(dir)
  const config = resolveConfig({ port: 0, dataDir: dir }, { env })
  const server = await startServer({ config })
  servers.push(server)
  return { server, dir }
}

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined)
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

function call(server: RunningServer, path: string, key: string, init: RequestInit = {}) {
  return fetch(server.url + path, {
    ...init,
    headers: {
      'x-algolia-application-id': server.config.appId,
      'x-algolia-api-key': key,
      ...(init.headers as Record<string, string>),
    },
  })
}

describe('keys generated per data directory', () => {
  it('are random, kept in keys.json with mode 0600, and stable across restarts', async () => {
    const first = await serve()
    const { adminKey, searchKey } = first.server.config
    expect(adminKey).toMatch(/^[0-9a-f]{32}$/)
    expect(searchKey).toMatch(/^[0-9a-f]{32}$/)
    expect(adminKey).not.toBe(searchKey)
    const file = join(first.dir, 'keys.json')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ adminKey, searchKey })
    await first.server.close()
    servers.splice(servers.indexOf(first.server), 1)

    const again = await serve({}, first.dir)
    expect(again.server.config).toMatchObject({ adminKey, searchKey })
    const other = await serve()
    expect(other.server.config.adminKey).not.toBe(adminKey)
  })

  it('the formerly published default keys open nothing', async () => {
    const { server } = await serve()
    for (const key of ['vitrine-local-admin-key', 'vitrine-local-search-key', '']) {
      const res = await call(server, '/1/indexes', key)
      expect(res.status).toBe(403)
    }
    expect((await call(server, '/1/indexes', server.config.adminKey)).status).toBe(200)
  })

  it('VITRINE_ADMIN_KEY and VITRINE_SEARCH_KEY override the generated keys', async () => {
    const { server } = await serve({
      VITRINE_ADMIN_KEY: 'operator-admin-key',
      VITRINE_SEARCH_KEY: 'operator-search-key',
    })
    expect((await call(server, '/1/indexes', 'operator-admin-key')).status).toBe(200)
    const search = await call(server, '/1/indexes/*/queries', 'operator-search-key', {
      method: 'POST',
      body: '{"requests":[]}',
    })
    expect(search.status).toBe(200)
  })
})

describe('a foreign web page cannot write', () => {
  let server: RunningServer
  let admin: string
  const evil = { origin: 'https://evil.example' }
  const shop = { origin: 'http://localhost:3000' }

  beforeAll(async () => {
    ;({ server } = await serve())
    admin = server.config.adminKey
  })

  async function count(): Promise<number> {
    const res = await call(server, '/1/indexes', admin)
    const { items } = (await res.json()) as { items: Array<{ name: string; entries: number }> }
    return items.find((item) => item.name === 'shop')?.entries ?? 0
  }

  const batch = '{"requests":[{"action":"addObject","body":{"objectID":"x","name":"pwned"}}]}'

  it('a cross-site text/plain POST with the key in the query string writes nothing', async () => {
    const query = `?x-algolia-application-id=${server.config.appId}&x-algolia-api-key=${admin}`
    for (const headers of [evil, {}]) {
      const res = await fetch(`${server.url}/1/indexes/shop/batch${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body: batch,
      })
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect(await count()).toBe(0)
  })

  it('a write from a foreign origin is refused even with the admin key in headers', async () => {
    const res = await call(server, '/1/indexes/shop/batch', admin, {
      method: 'POST',
      body: batch,
      headers: evil,
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: expect.stringMatching(/origin/i), status: 403 })
    expect(await count()).toBe(0)
  })

  it('preflights: write routes allow only the storefront, search routes any page', async () => {
    const preflight = (path: string, method: string, origin: Record<string, string>) =>
      fetch(server.url + path, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': method },
      })
    const foreignWrite = await preflight('/1/indexes/shop/batch', 'POST', evil)
    expect(foreignWrite.headers.get('access-control-allow-origin')).toBeNull()
    const foreignSettings = await preflight('/1/indexes/shop/settings', 'PUT', evil)
    expect(foreignSettings.headers.get('access-control-allow-origin')).toBeNull()
    const shopWrite = await preflight('/1/indexes/shop/batch', 'POST', shop)
    expect(shopWrite.headers.get('access-control-allow-origin')).toBe(shop.origin)
    const foreignSearch = await preflight('/1/indexes/*/queries', 'POST', evil)
    expect(foreignSearch.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('the storefront origin and non-browser clients still write; search keys in the query string still search', async () => {
    const res = await call(server, '/1/indexes/shop/batch', admin, {
      method: 'POST',
      body: batch,
      headers: shop,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(shop.origin)
    expect(await count()).toBe(1)
    const query = `?x-algolia-application-id=${server.config.appId}&x-algolia-api-key=${server.config.searchKey}`
    const search = await fetch(`${server.url}/1/indexes/*/queries${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...evil },
      body: '{"requests":[{"indexName":"shop","query":"pwned"}]}',
    })
    expect(search.status).toBe(200)
    expect(search.headers.get('access-control-allow-origin')).toBe('*')
  })
})
