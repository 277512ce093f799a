import type { AndFilter, FilterAtom, FilterNode, NotFilter, NumericOperator, OrFilter } from './ast'
import { filterKind } from './ast'
import { lex, syntaxError, type Token } from './lexer'

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return 'end of filter'
    case 'word':
      return token.quoted ? `"${token.value}"` : token.value
    case 'op':
      return token.value
    case 'score':
      return '<score>'
    case 'lparen':
      return '('
    case 'rparen':
      return ')'
    case 'colon':
      return ':'
  }
}

/** Deepest parenthesis nesting accepted (Algolia's filters are ANDs of ORs: 2 levels suffice). */
export const MAX_FILTER_DEPTH = 32

class Parser {
  private i = 0
  private depth = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]!
  }

  private next(): Token {
    return this.tokens[this.i++]!
  }

  private isKeyword(word: string): boolean {
    const t = this.peek()
    return t.kind === 'word' && !t.quoted && t.value === word
  }

  private fail(token: Token, expected: string): never {
    throw syntaxError(token.at, `expected ${expected}, found ${describe(token)}`)
  }

  parseExpression(): FilterNode {
    const clauses: Array<FilterAtom | NotFilter | OrFilter> = [this.parseClause()]
    while (this.isKeyword('AND')) {
      this.next()
      clauses.push(this.parseClause())
    }
    const end = this.peek()
    if (end.kind !== 'end') this.fail(end, 'AND, OR or end of filter')
    return clauses.length === 1 ? clauses[0]! : ({ type: 'and', children: clauses } as AndFilter)
  }

  private parseClause(): FilterAtom | NotFilter | OrFilter {
    const start = this.peek()
    const terms: Array<FilterAtom | NotFilter> = [...this.parseTerm()]
    while (this.isKeyword('OR')) {
      this.next()
      terms.push(...this.parseTerm())
    }
    if (terms.length === 1) return terms[0]!
    const kind = filterKind(terms[0]!)
    if (terms.some((term) => filterKind(term) !== kind)) {
      throw syntaxError(
        start.at,
        'filters of different types (facet, numeric, tag) cannot be combined with OR',
      )
    }
    return { type: 'or', children: terms }
  }

  /** A term is a (possibly negated) filter, or a parenthesised OR group (returned flattened). */
  private parseTerm(): Array<FilterAtom | NotFilter> {
    const token = this.peek()
    if (token.kind === 'lparen') {
      this.next()
      if (++this.depth > MAX_FILTER_DEPTH) {
        throw syntaxError(token.at, `parentheses nested more than ${MAX_FILTER_DEPTH} levels deep`)
      }
      const inner = this.parseClause()
      this.depth--
      if (this.isKeyword('AND')) {
        throw syntaxError(
          this.peek().at,
          'AND is not allowed inside parentheses (filters must be ANDs of ORs)',
        )
      }
      const close = this.next()
      if (close.kind !== 'rparen') this.fail(close, ')')
      return inner.type === 'or' ? inner.children : [inner]
    }
    if (this.isKeyword('NOT')) {
      this.next()
      if (this.peek().kind === 'lparen') {
        throw syntaxError(this.peek().at, 'NOT can only negate a single filter, not a group')
      }
      return [{ type: 'not', child: this.parseAtom() }]
    }
    return [this.parseAtom()]
  }

  private parseWord(expected: string): string {
    const token = this.next()
    if (token.kind !== 'word' || (!token.quoted && KEYWORDS.has(token.value))) {
      this.fail(token, expected)
    }
    return token.value
  }

  private parseNumber(): number {
    const token = this.next()
    if (token.kind !== 'word' || token.value.trim() === '') this.fail(token, 'a number')
    const value = Number(token.value)
    if (!Number.isFinite(value)) this.fail(token, 'a number')
    return value
  }

  private withScore<T extends FilterAtom>(atom: T): T {
    const token = this.peek()
    if (token.kind !== 'score') return atom
    this.next()
    return { ...atom, score: token.value }
  }

  private parseAtom(): FilterAtom {
    const first = this.parseWord('a filter')
    const token = this.peek()
    if (token.kind === 'op') {
      this.next()
      const value = this.parseNumber()
      return this.withScore({
        type: 'numeric',
        attribute: first,
        operator: token.value as NumericOperator,
        value,
      })
    }
    if (token.kind !== 'colon') {
      return this.withScore({ type: 'tag', value: first })
    }
    this.next()
    const valueToken = this.peek()
    const value = this.parseWord('a value')
    if (this.isKeyword('TO')) {
      this.next()
      if (valueToken.kind !== 'word' || Number.isNaN(Number(value)) || value.trim() === '') {
        this.fail(valueToken, 'a number before TO')
      }
      const upper = this.parseNumber()
      return this.withScore({ type: 'range', attribute: first, lower: Number(value), upper })
    }
    if (first === '_tags') return this.withScore({ type: 'tag', value })
    return this.withScore({ type: 'facet', attribute: first, value })
  }
}

/**
 * Parses Algolia's `filters` syntax into an AST. Throws a 400 EngineError naming the position
 * for syntax errors and for the combinations Algolia rejects (mixed OR, AND inside an OR group,
 * NOT on a group).
 */
export function parseFilters(text: string): FilterNode | undefined {
  const tokens = lex(text)
  if (tokens.length === 1) return undefined
  return new Parser(tokens).parseExpression()
}
