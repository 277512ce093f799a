// A shop's own order history for the basket bench: BENCH_ORDERS_FILE=/path/to/orders.csv (or
// .csv.gz), read where it lies and never copied, so that whoever holds real orders can run the
// same evaluation on them beside popularity and co-occurrence. One row per order line (an
// invoice export: order id, product, customer, date, quantity) or one row per order with its
// items joined by `|`. Columns are found by their usual names (InvoiceNo / order_id, StockCode /
// product_id, CustomerID / user_id, InvoiceDate / timestamp, Quantity), or named with
// BENCH_ORDERS_COLUMNS="order=InvoiceNo,item=StockCode,customer=CustomerID,time=InvoiceDate".
import { basename } from 'node:path'
import { csvRows, delimiterOf, findColumns, readCsvFile } from './csv'

export interface OrderFile {
  name: string
  /** Orders in time order (file order where the file has no dates), as lists of item ids. */
  baskets: string[][]
  /** The customer of each order, where the file names one (else a shopper per order). */
  users?: string[]
  /** Whether orders were put in time order from a date column. */
  timed: boolean
  /** Lines read, and lines left out (no order or item, or a quantity of zero or less: returns). */
  lines: number
  skipped: number
}

type Role = 'order' | 'item' | 'customer' | 'time' | 'quantity' | 'items'

/** Usual column names of each role, compared lower case without spaces, `_` or `-`. */
const COLUMN_NAMES: Record<Role, string[]> = {
  order: [
    'invoiceno',
    'invoice',
    'orderid',
    'order',
    'ordernumber',
    'orderno',
    'basketid',
    'basket',
    'transactionid',
    'transaction',
    'receiptid',
    'receipt',
    'ticketid',
  ],
  item: [
    'stockcode',
    'productid',
    'product',
    'itemid',
    'item',
    'sku',
    'articleid',
    'article',
    'objectid',
    'itemdescription',
  ],
  customer: [
    'customerid',
    'customer',
    'userid',
    'user',
    'usertoken',
    'memberid',
    'membernumber',
    'member',
    'clientid',
  ],
  time: [
    'invoicedate',
    'orderdate',
    'timestamp',
    'datetime',
    'date',
    'time',
    'createdat',
    'orderedat',
    'eventtime',
  ],
  quantity: ['quantity', 'qty', 'units'],
  items: ['items', 'products', 'basketitems'],
}

/** Milliseconds of a date as exports write it (ISO, M/D/YYYY h:mm, D-M-YYYY, epoch), or NaN. */
export function parseOrderTime(value: string): number {
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text)
    return n < 1e11 ? n * 1000 : n
  }
  const dayFirst = /^(\d{1,2})[-.](\d{1,2})[-.](\d{4})(.*)$/.exec(text)
  if (dayFirst) {
    const [, d, m, y, rest] = dayFirst
    return Date.parse(
      `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}${rest ? `T${rest.trim()}` : ''}`,
    )
  }
  return Date.parse(text)
}

/** Orders of a CSV text (see the file's header comment). */
export function parseOrderFile(text: string, name: string, named?: string): OrderFile {
  const rows = csvRows(text, delimiterOf(text.split('\n', 1)[0]!))
  if (rows.length < 2) throw new Error(`${name}: no rows`)
  const header = rows[0]!
  const col = findColumns(header, COLUMN_NAMES, named, 'BENCH_ORDERS_COLUMNS')
  const wide = col.items !== undefined
  if (!wide && col.item === undefined)
    throw new Error(`${name}: no item column in ${header.join(', ')}`)
  if (!wide && col.order === undefined && (col.customer === undefined || col.time === undefined))
    throw new Error(`${name}: no order column, nor customer and date columns to group lines by`)
  const orders = new Map<
    string,
    { items: string[]; customer: string; time: number; first: number }
  >()
  let skipped = 0
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!
    const at = (role: Role) => (col[role] === undefined ? '' : (row[col[role]!] ?? '').trim())
    const items = wide
      ? at('items')
          .split('|')
          .map((s) => s.trim())
      : [at('item')]
    const quantity = at('quantity')
    // Without an order id, one customer's lines of one date are one order (a till receipt).
    const key = wide ? at('order') || String(i) : at('order') || `${at('customer')}@${at('time')}`
    if (!key || items.every((item) => !item) || (quantity !== '' && !(Number(quantity) > 0))) {
      skipped++
      continue
    }
    const time = parseOrderTime(at('time'))
    let order = orders.get(key)
    if (!order) orders.set(key, (order = { items: [], customer: at('customer'), time, first: i }))
    if (time < order.time) order.time = time
    for (const item of items) if (item) order.items.push(item)
  }
  const all = [...orders.values()]
  const timed = col.time !== undefined && all.every((order) => Number.isFinite(order.time))
  if (timed) all.sort((a, b) => a.time - b.time || a.first - b.first)
  return {
    name,
    baskets: all.map((order) => order.items),
    users:
      col.customer === undefined
        ? undefined
        : all.map((order, i) => (order.customer ? `customer-${order.customer}` : `order-${i}`)),
    timed,
    lines: rows.length - 1,
    skipped,
  }
}

/** The file BENCH_ORDERS_FILE names, or undefined when unset. */
export function loadOrderFile(env = process.env): OrderFile | undefined {
  const path = env.BENCH_ORDERS_FILE
  if (!path) return undefined
  const text = readCsvFile(path, 'BENCH_ORDERS_FILE')
  return parseOrderFile(text, basename(path), env.BENCH_ORDERS_COLUMNS)
}
