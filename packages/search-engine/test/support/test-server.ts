import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { liteClient } from 'algoliasearch/lite'
import { searchClient } from '@algolia/client-search'
import type { ServerConfig } from '../../src/config'
import { startServer, type RunningServer } from '../../src/server/start-server'

/** Credentials the test servers use. */
export const TEST_KEYS = {
  appId: 'TESTAPP',
  adminKey: 'test-admin-key',
  searchKey: 'test-search-key',
}

/** A server on a free port with its own temporary data directory. */
export interface TestServer {
  server: RunningServer
  dataDir: string
  url: string
  hosts: Array<{ url: string; protocol: 'http'; accept: 'readWrite' }>
  /** v5 search client with the admin key. */
  admin(): ReturnType<typeof searchClient>
  /** v5 search client with the search-only key. */
  searchOnly(): ReturnType<typeof searchClient>
  /** v5 lite client with the search-only key. */
  lite(): ReturnType<typeof liteClient>
  /** Raw request with credentials in headers (admin key unless told). */
  request(path: string, init?: RequestInit & { key?: string }): Promise<Response>
  close(): Promise<void>
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  seedCount?: number
  dataDir?: string
  config?: Partial<ServerConfig>
  keepDataDir?: boolean
}

/** Starts a server for a test file (port 0, temporary data directory unless given). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'vitrine-search-test-')))
  const server = await startServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      persistDebounceMs: 20,
      ...TEST_KEYS,
      ...options.config,
    },
    seedIfEmpty: options.seedCount !== undefined,
    ...(options.seedCount !== undefined && { seedCount: options.seedCount }),
  })
  const timeouts = { connect: 10_000, read: 30_000, write: 30_000 }
  const hosts = [
    { url: `127.0.0.1:${server.port}`, protocol: 'http' as const, accept: 'readWrite' as const },
  ]
  return {
    server,
    dataDir,
    url: server.url,
    hosts,
    admin: () => searchClient(TEST_KEYS.appId, TEST_KEYS.adminKey, { hosts, timeouts }),
    searchOnly: () => searchClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts, timeouts }),
    lite: () => liteClient(TEST_KEYS.appId, TEST_KEYS.searchKey, { hosts, timeouts }),
    request(path, init = {}) {
      const { key = TEST_KEYS.adminKey, headers, ...rest } = init
      return fetch(server.url + path, {
        ...rest,
        headers: {
          'x-algolia-application-id': TEST_KEYS.appId,
          'x-algolia-api-key': key,
          ...(headers as Record<string, string> | undefined),
        },
      })
    },
    async close() {
      await server.close()
      if (!options.dataDir && !options.keepDataDir)
        await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A test server holding one index: `objects` saved under `indexSettings` (only the name searchable
 * unless told).
 */
export async function startServerWithIndex(
  indexName: string,
  objects: Array<Record<string, unknown> & { objectID: string }>,
  indexSettings: Record<string, unknown> = { searchableAttributes: ['name'] },
): Promise<TestServer> {
  const t = await startTestServer()
  const client = t.admin()
  await client.setSettings({ indexName, indexSettings })
  const [saved] = await client.saveObjects({ indexName, objects })
  if (saved) await client.waitForTask({ indexName, taskID: saved.taskID })
  return t
}

/** Status and parsed body of `body` POSTed to `path` with the search key (errors included). */
export async function searchKeyAnswer<T = { message?: string; status?: number }>(
  t: TestServer,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const res = await t.request(path, {
    key: TEST_KEYS.searchKey,
    method: 'POST',
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as T }
}

/** The body of a 200 answer to `path` (a POST of `body` when given) with the search key. */
export async function searchKeyText(t: TestServer, path: string, body?: unknown): Promise<string> {
  const res = await t.request(path, {
    key: TEST_KEYS.searchKey,
    ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
  })
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.text()
}
