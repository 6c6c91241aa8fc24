/**
 * One hop from a caller to the code: every domain service method takes at most one argument
 * object, and is its implementation given the domain's context, `(args) => impl(ctx, args)`,
 * never a wrapper that takes the object apart into positional arguments. Functions the domains
 * export take one argument object after what they run on (a context, a database or a
 * transaction): at most two parameters. domains.test.ts checks the built app's services too.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import ts from 'typescript'
import { DESIGN_DOMAINS as DOMAINS, type Domain } from '../support/domains'

const domainsDir = path.resolve(__dirname, '../../../src/server/domains')

/** The methods of a service that take more than one argument (none, for the check below). */
type SpreadMethods<Service> = {
  [Name in keyof Service]: Service[Name] extends (...args: infer Args) => unknown
    ? Args extends [] | [unknown?]
      ? never
      : Name
    : never
}[keyof Service]

/** Compiles only when every domain names no such method (`npm run typecheck`). */
type NoSpreadMethods<Found extends { [D in Domain]: never }> = Found
export type _EveryServiceTakesOneArgument = NoSpreadMethods<{
  [D in Domain]: SpreadMethods<FastifyInstance[D]>
}>

/** Every .ts file under a folder. */
function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(file)
    return entry.name.endsWith('.ts') ? [file] : []
  })
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** Exported functions (declared, or arrow functions held by an exported const) and their arity. */
function exportedFunctions(source: ts.SourceFile) {
  const found: { name: string; parameters: number }[] = []
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && isExported(statement)) {
      found.push({ name: statement.name.text, parameters: statement.parameters.length })
    }
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
          found.push({ name: declaration.name.getText(), parameters: value.parameters.length })
        }
      }
    }
  }
  return found
}

/**
 * The service objects a domain builds: those returned by its `create...Service`, and those held
 * by a variable typed as its service.
 */
function serviceObjects(source: ts.SourceFile) {
  const objects: ts.ObjectLiteralExpression[] = []
  const visit = (node: ts.Node, inCreate: boolean) => {
    if (ts.isFunctionDeclaration(node) && node.name) {
      inCreate = /^create\w*Service$/.test(node.name.text)
    }
    if (inCreate && ts.isReturnStatement(node) && node.expression) {
      if (ts.isObjectLiteralExpression(node.expression)) objects.push(node.expression)
    }
    if (
      ts.isVariableDeclaration(node) &&
      node.type &&
      /Service$/.test(node.type.getText()) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      objects.push(node.initializer)
    }
    ts.forEachChild(node, (child) => visit(child, inCreate))
  }
  visit(source, false)
  return objects
}

/**
 * Why a service method is not its implementation given the context, or null when it is: a
 * shorthand property, a value, or an arrow function whose one parameter (a plain name) goes on
 * whole to the one call it makes.
 */
function notAnImplementation(property: ts.ObjectLiteralElementLike): string | null {
  if (ts.isShorthandPropertyAssignment(property)) return null
  if (!ts.isPropertyAssignment(property)) return 'is not a property'
  const method = property.initializer
  if (!ts.isArrowFunction(method) && !ts.isFunctionExpression(method)) return null
  if (method.parameters.length > 1) return 'takes more than one argument'
  const [parameter] = method.parameters
  if (parameter && !ts.isIdentifier(parameter.name)) {
    return 'takes its argument object apart'
  }
  let body: ts.Node = method.body
  if (ts.isBlock(body)) {
    if (body.statements.length !== 1) return 'does more than make one call'
    body = body.statements[0]!
    if (ts.isExpressionStatement(body) || ts.isReturnStatement(body)) body = body.expression!
  }
  if (ts.isAwaitExpression(body)) body = body.expression
  if (!body || !ts.isCallExpression(body)) return 'does more than make one call'
  if (!parameter) return null
  const name = parameter.name.getText()
  return body.arguments.some((argument) => ts.isIdentifier(argument) && argument.text === name)
    ? null
    : `does not pass ${name} on whole`
}

describe.each(DOMAINS)('the %s domain', (domain) => {
  const sources = sourcesUnder(path.join(domainsDir, domain)).map(parse)

  it('exports no function taking more than a context and one argument object', () => {
    const spread = sources.flatMap((source) =>
      exportedFunctions(source)
        .filter((fn) => fn.parameters > 2)
        .map((fn) => `${path.relative(domainsDir, source.fileName)}: ${fn.name}`),
    )
    expect(spread).toEqual([])
  })

  it('builds a service whose methods are their implementations', () => {
    const objects = sources.flatMap(serviceObjects)
    expect(objects.length).toBeGreaterThan(0)
    const adapters = objects.flatMap((object) =>
      object.properties.flatMap((property) => {
        const why = notAnImplementation(property)
        return why ? [`${property.name?.getText()} ${why}`] : []
      }),
    )
    expect(adapters).toEqual([])
  })
})
