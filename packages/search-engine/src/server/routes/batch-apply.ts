import type { Engine, Hit } from '../../core/types'
import { applyPartialUpdate, checkPartialUpdate } from '../../core/partial-update'
import { badRequest } from '../http-error'
import { plannedRecords, type PlannedRecords } from './planned-records'
import { checkRecord, isObject, readObjectID, toRecord } from './route-helpers'

/** One batch action, with its index. */
export interface BatchOperation {
  indexName: string
  action: string
  body: Record<string, unknown>
}

type Step =
  | { kind: 'save'; indexName: string; records: Hit[] }
  | { kind: 'partial'; indexName: string; updates: Hit[]; create: boolean }
  | { kind: 'delete'; indexName: string; objectIDs: string[] }
  | { kind: 'clear' | 'drop'; indexName: string }

/** Throws the 400 an engine write to `indexName` would throw (empty name, replica). */
function checkTarget(engine: Engine, indexName: string, where: string): void {
  if (typeof indexName !== 'string' || indexName.trim() === '') {
    throw badRequest(`${where}: indexName must not be empty`)
  }
  const summary = engine.hasIndex(indexName) ? engine.getSettings(indexName) : undefined
  if (summary?.primary !== undefined) {
    throw badRequest(
      `${where}: Index ${indexName} is a replica of ${summary.primary}: write to the primary index`,
    )
  }
}

// The record a partial update produces is held to the size limit too: else updates of a few bytes
// each (`Add` to a list) grow a record without bound.
function checkUpdated(
  records: PlannedRecords,
  indexName: string,
  update: Hit,
  create: boolean,
  maxRecordBytes: number,
  where: string,
): void {
  const existing = records.get(indexName, update.objectID)
  if (!existing && !create) return
  const updated = applyPartialUpdate(existing, update)
  if (!updated) return
  checkRecord(updated, maxRecordBytes, `${where} (once updated)`)
  records.save(indexName, updated)
}

function planOne(
  engine: Engine,
  records: PlannedRecords,
  op: BatchOperation,
  where: string,
  maxRecordBytes: number,
): Step {
  const { indexName, action } = op
  const body = isObject(op.body) ? op.body : {}
  if (action !== 'delete') checkTarget(engine, indexName, where)
  switch (action) {
    case 'addObject':
    case 'updateObject': {
      const record = toRecord(body, where, action === 'addObject')
      checkRecord(record, maxRecordBytes, where)
      records.save(indexName, record)
      return { kind: 'save', indexName, records: [record] }
    }
    case 'partialUpdateObject':
    case 'partialUpdateObjectNoCreate': {
      checkRecord(body, maxRecordBytes, where)
      checkPartialUpdate(body, where)
      const update = toRecord(body, where, false)
      const create = action === 'partialUpdateObject'
      checkUpdated(records, indexName, update, create, maxRecordBytes, where)
      return { kind: 'partial', indexName, updates: [update], create }
    }
    case 'deleteObject': {
      const objectID = readObjectID(body, where)
      if (objectID === undefined) throw badRequest(`${where}: missing objectID`)
      records.delete(indexName, objectID)
      return { kind: 'delete', indexName, objectIDs: [objectID] }
    }
    case 'clear':
      records.clear(indexName)
      return { kind: 'clear', indexName }
    case 'delete':
      records.clear(indexName)
      return { kind: 'drop', indexName }
    default:
      throw badRequest(`${where}: unknown action ${JSON.stringify(action)}`)
  }
}

// Consecutive writes of the same kind to the same index become one engine call, which keeps bulk
// imports (1,000 records per batch from the clients) fast.
function merge(steps: Step[], step: Step): void {
  const last = steps[steps.length - 1]
  if (last && last.kind === step.kind && last.indexName === step.indexName) {
    if (last.kind === 'save' && step.kind === 'save') return void last.records.push(...step.records)
    if (last.kind === 'partial' && step.kind === 'partial' && last.create === step.create) {
      return void last.updates.push(...step.updates)
    }
    if (last.kind === 'delete' && step.kind === 'delete') {
      return void last.objectIDs.push(...step.objectIDs)
    }
  }
  steps.push(step)
}

function run(engine: Engine, step: Step): void {
  switch (step.kind) {
    case 'save':
      return engine.saveObjects(step.indexName, step.records)
    case 'partial':
      if (step.create || engine.hasIndex(step.indexName)) {
        engine.partialUpdateObjects(step.indexName, step.updates, step.create)
      }
      return
    case 'delete':
      if (engine.hasIndex(step.indexName)) engine.deleteObjects(step.indexName, step.objectIDs)
      return
    case 'clear':
      if (engine.hasIndex(step.indexName)) engine.clearObjects(step.indexName)
      return
    case 'drop':
      return engine.deleteIndex(step.indexName)
  }
}

/**
 * Validates every operation first, with every check the engine would make (so a bad one leaves
 * every index untouched, across indices too), then applies them in order. Returns the objectIDs of the record operations, in request order. `where` names the operations in
 * errors (default `requests[i]`).
 */
export function applyBatch(
  engine: Engine,
  operations: readonly BatchOperation[],
  maxRecordBytes: number,
  where?: string,
): string[] {
  const steps: Step[] = []
  const objectIDs: string[] = []
  const records = plannedRecords(engine)
  operations.forEach((op, i) => {
    const step = planOne(engine, records, op, where ?? `requests[${i}]`, maxRecordBytes)
    if (step.kind === 'save') objectIDs.push(step.records[0]!.objectID)
    else if (step.kind === 'partial') objectIDs.push(step.updates[0]!.objectID)
    else if (step.kind === 'delete') objectIDs.push(step.objectIDs[0]!)
    merge(steps, step)
  })
  for (const step of steps) run(engine, step)
  return objectIDs
}
