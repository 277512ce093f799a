import path from 'node:path'
import ts from 'typescript'

/** One prop of a component with a docs page: its default as written in code and in JSDoc. */
export interface PropDefault {
  component: string
  file: string
  prop: string
  /** `prop = value` in the component's destructured props (its parameter or its first lines). */
  destructured?: string
  /** Whether the destructuring is in the parameter, where the docs' docgen reads it. */
  inParameter?: boolean
  /** The `@default` tag of the prop's JSDoc. */
  tag?: string
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression

/** The function a component value is: a declaration, an arrow, or the one `memo`/`forwardRef` wrap. */
function componentFunction(declaration: ts.Declaration): FunctionLike | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined
  let value: ts.Expression = declaration.initializer
  while (ts.isCallExpression(value) && value.arguments[0]) value = value.arguments[0]
  return ts.isArrowFunction(value) || ts.isFunctionExpression(value) ? value : undefined
}

function bindingDefaults(pattern: ts.ObjectBindingPattern): Map<string, string> {
  const defaults = new Map<string, string>()
  for (const element of pattern.elements) {
    if (!element.initializer) continue
    const name = (element.propertyName ?? element.name).getText()
    defaults.set(name, element.initializer.getText())
  }
  return defaults
}

/** `const { a = 1 } = props` in the component's body (docgen does not read those). */
function bodyDefaults(fn: FunctionLike, props: string): Map<string, string> {
  const defaults = new Map<string, string>()
  if (!fn.body || !ts.isBlock(fn.body)) return defaults
  for (const statement of fn.body.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations)
      if (
        ts.isObjectBindingPattern(declaration.name) &&
        declaration.initializer &&
        ts.isIdentifier(declaration.initializer) &&
        declaration.initializer.text === props
      )
        for (const [name, value] of bindingDefaults(declaration.name)) defaults.set(name, value)
  }
  return defaults
}

/** The `component` of a story file's default export (`const meta = { component: X }`). */
function metaComponents(file: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'component' &&
      ts.isIdentifier(node.initializer)
    )
      found.push(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/**
 * Every prop default of the components that have docs pages, as their code and JSDoc state it,
 * read with the TypeScript compiler from the story files (`component: X` in their meta).
 */
export function storyPropDefaults(storyFiles: readonly string[], tsconfig: string): PropDefault[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )
  if (!config) throw new Error(`cannot read ${tsconfig}`)
  const program = ts.createProgram(storyFiles, { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  const rows: PropDefault[] = []
  const seen = new Set<ts.Node>()
  for (const storyFile of storyFiles) {
    const source = program.getSourceFile(storyFile)
    if (!source) continue
    for (const identifier of metaComponents(source)) {
      let symbol = checker.getSymbolAtLocation(identifier)
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      const declaration = symbol?.declarations?.[0]
      const fn = declaration && componentFunction(declaration)
      const parameter = fn?.parameters[0]
      if (!fn || !parameter || seen.has(fn)) continue
      seen.add(fn)
      const inParameter = ts.isObjectBindingPattern(parameter.name)
        ? bindingDefaults(parameter.name)
        : new Map<string, string>()
      const inBody = ts.isIdentifier(parameter.name)
        ? bodyDefaults(fn, parameter.name.text)
        : new Map<string, string>()
      const file = path.relative(process.cwd(), fn.getSourceFile().fileName)
      const type = checker.getTypeAtLocation(parameter)
      for (const property of type.getProperties()) {
        const prop = property.getName()
        const tag = property.getJsDocTags(checker).find((jsDocTag) => jsDocTag.name === 'default')
        const destructured = inParameter.get(prop) ?? inBody.get(prop)
        if (!tag && destructured === undefined) continue
        rows.push({
          component: identifier.text,
          file,
          prop,
          ...(destructured !== undefined && { destructured, inParameter: inParameter.has(prop) }),
          ...(tag && { tag: ts.displayPartsToString(tag.text).trim() }),
        })
      }
    }
  }
  return rows
}
