import { describe, expect, it, vi } from 'vitest'
import { deferredImport, type TrackedPromise } from './deferred-import'

describe('deferredImport', () => {
  it('imports only when first loaded, once', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const load = deferredImport(importer)
    expect(importer).not.toHaveBeenCalled()
    const first = load()
    expect(load()).toBe(first)
    await first
    expect(load()).toBe(first)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('marks the promise fulfilled with its module, for use() to read at once', async () => {
    const load = deferredImport(() => Promise.resolve({ answer: 42 }))
    const promise: TrackedPromise<{ answer: number }> = load()
    expect(promise.status).toBe('pending')
    await promise
    expect(promise.status).toBe('fulfilled')
    expect(promise.value).toEqual({ answer: 42 })
  })

  it('tries again after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk load failed'))
      .mockResolvedValueOnce('module')
    const load = deferredImport(importer)
    const failed: TrackedPromise<string> = load()
    await expect(failed).rejects.toThrow('chunk load failed')
    expect(failed.status).toBe('rejected')
    expect(failed.reason).toEqual(new Error('chunk load failed'))
    await expect(load()).resolves.toBe('module')
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
