import * as api from '../analytics/analytics-api'
import type { AnalyticsStore } from '../analytics/analytics-store'
import type { searchWithAnalytics } from '../analytics/reports'

/** Everything `vitrine-search analytics` reports, as `--json` prints it. */
export interface AnalyticsReport {
  index: string
  startDate: string
  endDate: string
  searches: number
  noResultRate: number
  clickThroughRate: number | null
  conversionRate: number | null
  trackedSearches: number
  topSearches: Array<ReturnType<typeof searchWithAnalytics>>
  noResultSearches: Array<{ search: string; count: number; withFilterCount: number }>
}

/** Builds the report of one index and date range from the aggregates. */
export function buildReport(store: AnalyticsStore, q: api.AnalyticsQuery): AnalyticsReport {
  const query = { ...q, clickAnalytics: true }
  const noResults = api.noResultsRate(store, query)
  const ctr = api.clickThroughRate(store, query)
  const conversion = api.conversionRate(store, query)
  return {
    index: q.index,
    startDate: q.from,
    endDate: q.to,
    searches: noResults.count,
    noResultRate: noResults.rate,
    clickThroughRate: ctr.rate,
    conversionRate: conversion.rate,
    trackedSearches: ctr.trackedSearchCount,
    topSearches: api.topSearches(store, query).searches as AnalyticsReport['topSearches'],
    noResultSearches: api.searchesNoResults(store, query).searches,
  }
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`)

function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)]
}

/** The report as readable text. */
export function formatReport(report: AnalyticsReport): string {
  const lines = [
    `Search analytics for "${report.index}", ${report.startDate} to ${report.endDate}`,
    '',
    `Searches          ${report.searches}`,
    `No-result rate    ${percent(report.noResultRate)}`,
    `Click-through     ${percent(report.clickThroughRate)} of ${report.trackedSearches} tracked searches`,
    `Conversion rate   ${percent(report.conversionRate)}`,
    '',
    'Top searches',
  ]
  if (report.topSearches.length === 0) lines.push('  (no searches in this range)')
  else {
    lines.push(
      ...table(
        ['search', 'count', 'hits', 'CTR', 'conversion'],
        report.topSearches.map((s) => [
          s.search === '' ? '(empty query)' : s.search,
          String(s.count),
          String(s.nbHits),
          percent(s.clickThroughRate),
          percent(s.conversionRate),
        ]),
      ).map((l) => `  ${l}`),
    )
  }
  lines.push('', 'Searches without results')
  if (report.noResultSearches.length === 0) lines.push('  (none)')
  else {
    lines.push(
      ...table(
        ['search', 'count', 'with filters'],
        report.noResultSearches.map((s) => [s.search, String(s.count), String(s.withFilterCount)]),
      ).map((l) => `  ${l}`),
    )
  }
  return lines.join('\n')
}
