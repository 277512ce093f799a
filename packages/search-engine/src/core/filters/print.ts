import type { FilterAtom, FilterNode, NotFilter, OrFilter } from './ast'

const BARE = /^[^\s()"':<>=!\\]+$/
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])

/** Prints a string bare when the lexer would read it back unchanged, quoted otherwise. */
export function printString(value: string): string {
  if (BARE.test(value) && !KEYWORDS.has(value)) return value
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`
}

function printNumber(value: number): string {
  return String(value)
}

function printAtom(atom: FilterAtom): string {
  const score = atom.score === undefined ? '' : `<score=${atom.score}>`
  switch (atom.type) {
    case 'facet':
      return `${printString(atom.attribute)}:${printString(atom.value)}${score}`
    case 'numeric':
      return `${printString(atom.attribute)} ${atom.operator} ${printNumber(atom.value)}${score}`
    case 'range':
      return `${printString(atom.attribute)}:${printNumber(atom.lower)} TO ${printNumber(atom.upper)}${score}`
    case 'tag':
      return `_tags:${printString(atom.value)}${score}`
  }
}

function printTerm(node: FilterAtom | NotFilter): string {
  return node.type === 'not' ? `NOT ${printAtom(node.child)}` : printAtom(node)
}

function printOr(node: OrFilter): string {
  return node.children.map(printTerm).join(' OR ')
}

/** Prints a filter AST back to the `filters` syntax; `parseFilters(printFilters(ast))` equals `ast`. */
export function printFilters(node: FilterNode): string {
  switch (node.type) {
    case 'and':
      return node.children
        .map((child) => (child.type === 'or' ? `(${printOr(child)})` : printTerm(child)))
        .join(' AND ')
    case 'or':
      return printOr(node)
    case 'not':
      return printTerm(node)
    default:
      return printAtom(node)
  }
}
