/**
 * What only the contract's source text knows: each command's result type (a phantom type
 * argument, gone at run time) and the doc comments on commands, their fields and their group.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

export interface CommandSource {
  file: string
  result: string
  comment: string
  /** Doc comments on input fields, by field name. */
  fieldComments: Record<string, string>
}

function docComment(node: ts.Node, sourceText: string): string {
  const ranges = ts.getLeadingCommentRanges(sourceText, node.getFullStart()) ?? []
  const doc = ranges.map((r) => sourceText.slice(r.pos, r.end)).filter((c) => c.startsWith('/**'))
  const last = doc[doc.length - 1]
  if (!last) return ''
  return last
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter(Boolean)
    .join(' ')
}

function propertyName(node: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): string {
  return node.name.getText().replace(/^['"]|['"]$/g, '')
}

/** `command<Result>()(...)`: the text of `Result`. */
function resultType(call: ts.Expression): string {
  if (!ts.isCallExpression(call) || !ts.isCallExpression(call.expression)) return 'unknown'
  const typeArg = call.expression.typeArguments?.[0]
  return typeArg ? typeArg.getText().replace(/\s+/g, ' ') : 'unknown'
}

function fieldComments(node: ts.Node, sourceText: string): Record<string, string> {
  const found: Record<string, string> = {}
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) {
      const comment = docComment(n, sourceText)
      if (comment) found[propertyName(n)] = comment
    }
    ts.forEachChild(n, visit)
  }
  ts.forEachChild(node, visit)
  return found
}

/** Reads every `export const xCommands = { 'name': command<R>()(…) }` in the contract folder. */
export function readContractSource(dir: string): {
  commands: Map<string, CommandSource>
  /** The doc comment above each file's command table, by file name. */
  fileComments: Map<string, string>
} {
  const commands = new Map<string, CommandSource>()
  const fileComments = new Map<string, string>()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const text = readFileSync(join(dir, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue
      for (const decl of statement.declarationList.declarations) {
        if (!decl.initializer || !ts.isObjectLiteralExpression(decl.initializer)) continue
        if (!decl.name.getText().endsWith('Commands')) continue
        fileComments.set(file, docComment(statement, text))
        for (const prop of decl.initializer.properties) {
          if (!ts.isPropertyAssignment(prop)) continue
          commands.set(propertyName(prop), {
            file,
            result: resultType(prop.initializer),
            comment: docComment(prop, text),
            fieldComments: fieldComments(prop.initializer, text),
          })
        }
      }
    }
  }
  return { commands, fileComments }
}
