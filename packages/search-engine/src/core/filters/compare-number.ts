import type { NumericOperator } from './ast'

/** Compares `a <op> b` with Algolia's 3-decimal precision for equality. */
export function compareNumber(a: number, operator: NumericOperator, b: number): boolean {
  switch (operator) {
    case '<':
      return a < b
    case '<=':
      return a <= b
    case '>':
      return a > b
    case '>=':
      return a >= b
    case '=':
      return Math.abs(a - b) < 5e-4
    case '!=':
      return Math.abs(a - b) >= 5e-4
  }
}
