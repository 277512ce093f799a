import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { csvFields } from '../bench/csv'
import { loadOrderFile, parseOrderFile, parseOrderTime } from '../bench/order-file'

// The basket bench's reader of a shop's own order export (BENCH_ORDERS_FILE).
describe('order file for the basket bench', () => {
  it('reads an invoice export: lines grouped by invoice, returns left out, orders by date', () => {
    const csv = [
      'InvoiceNo,StockCode,Description,Quantity,InvoiceDate,UnitPrice,CustomerID,Country',
      '536366,22633,"HAND WARMER UNION JACK",6,12/1/2010 8:28,1.85,17850,United Kingdom',
      '536365,85123A,"WHITE HANGING HEART T-LIGHT HOLDER",6,12/1/2010 8:26,2.55,17850,United Kingdom',
      '536365,71053,"WHITE METAL LANTERN, SILVER",6,12/1/2010 8:26,3.39,17850,United Kingdom',
      'C536379,D,Discount,-1,12/1/2010 9:41,27.5,14527,United Kingdom',
      '536367,84879,"ASSORTED COLOUR BIRD ORNAMENT",32,12/1/2010 8:34,1.69,,France',
      '536366,22632,"HAND WARMER RED POLKA DOT",6,12/1/2010 8:28,1.85,17850,United Kingdom',
    ].join('\n')
    const file = parseOrderFile(csv, 'retail.csv')
    expect(file.baskets).toEqual([['85123A', '71053'], ['22633', '22632'], ['84879']])
    expect(file.users).toEqual(['customer-17850', 'customer-17850', 'order-2'])
    expect(file).toMatchObject({ timed: true, lines: 6, skipped: 1 })
  })

  it('reads one order per row with its items joined by |, in file order', () => {
    const file = parseOrderFile(
      'basket_id,n_items,items\n1,2,whole milk|yogurt\n2,1,soda\n',
      'groceries.csv',
    )
    expect(file.baskets).toEqual([['whole milk', 'yogurt'], ['soda']])
    expect(file.users).toBeUndefined()
    expect(file.timed).toBe(false)
  })

  it('groups a till export without order ids by customer and date, day-first dates included', () => {
    const file = parseOrderFile(
      [
        'Member_number;Date;itemDescription',
        '1808;21-07-2015;tropical fruit',
        '2552;05-01-2015;whole milk',
        '1808;21-07-2015;rolls/buns',
      ].join('\n'),
      'till.csv',
    )
    expect(file.baskets).toEqual([['whole milk'], ['tropical fruit', 'rolls/buns']])
    expect(file.users).toEqual(['customer-2552', 'customer-1808'])
  })

  it('takes column names from BENCH_ORDERS_COLUMNS and says what is missing', () => {
    const csv = 'ticket;sku;when\nA;x;2024-01-02\nA;y;2024-01-02\nB;z;2024-01-01\n'
    expect(parseOrderFile(csv, 'f', 'order=ticket,time=when').baskets).toEqual([['z'], ['x', 'y']])
    expect(() => parseOrderFile('a,b\n1,2\n', 'f')).toThrow(/no item column/)
    expect(() => parseOrderFile(csv, 'f', 'order=nope')).toThrow(/no column "nope"/)
  })

  it('loads a gzipped file from the environment, and nothing when unset', () => {
    const dir = mkdtempSync(join(tmpdir(), 'orders-'))
    const path = join(dir, 'orders.csv.gz')
    writeFileSync(path, gzipSync('\uFEFForder_id,product_id\n1,a\n1,b\n'))
    expect(loadOrderFile({ BENCH_ORDERS_FILE: path })?.baskets).toEqual([['a', 'b']])
    expect(loadOrderFile({})).toBeUndefined()
  })

  it('parses dates as exports write them', () => {
    expect(parseOrderTime('2024-03-01T10:00:00Z')).toBe(Date.UTC(2024, 2, 1, 10))
    expect(parseOrderTime('1709287200')).toBe(1709287200000)
    expect(parseOrderTime('01-03-2024')).toBe(parseOrderTime('2024-03-01'))
    expect(parseOrderTime('soon')).toBeNaN()
  })

  it('splits quoted CSV fields', () => {
    expect(csvFields('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', ''])
    expect(csvFields('a;b', ';')).toEqual(['a', 'b'])
  })
})
