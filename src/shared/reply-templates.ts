import { TEMPLATE_VARIABLES, type TemplateVariable } from './dto/templates'

/** `{name}` tokens: letters, digits and underscores between braces. */
const TOKEN = /\{([A-Za-z0-9_]+)\}/g
const KNOWN = new Set<string>(TEMPLATE_VARIABLES.map((v) => v.name))

/** Variable names used in a template that are not known ones (e.g. a typo like `{reviewr}`). */
export function unknownVariables(body: string): string[] {
  return [...new Set([...body.matchAll(TOKEN)].map((m) => m[1] ?? ''))].filter((n) => !KNOWN.has(n))
}

export type TemplateValues = Partial<Record<TemplateVariable, string | null>>

/**
 * Fills a template with a review's values. A variable without a value is left out together with
 * the space before it, so "Hi {reviewer}, thanks" reads "Hi, thanks" (and at the start of a line
 * with the comma after it). Everything else is kept exactly as written; unknown tokens stay as
 * they are (saving a template refuses them).
 */
export function fillTemplate(
  body: string,
  values: TemplateValues,
): { text: string; missing: TemplateVariable[] } {
  const missing = new Set<TemplateVariable>()
  const text = body
    .replace(/([ \t]*)\{([A-Za-z0-9_]+)\}/g, (whole, space: string, name: string) => {
      if (!KNOWN.has(name)) return whole
      const value = values[name as TemplateVariable]?.trim()
      if (!value) {
        missing.add(name as TemplateVariable)
        return '\uE000'
      }
      return `${space}${value}`
    })
    // Left out at the start of a line: its punctuation goes too ("{reviewer}, thanks" → "thanks").
    .replace(/(^|\n)\uE000[,;:]?[ \t]*/g, '$1')
    .replace(/\uE000/g, '')
    .trim()
  return { text, missing: [...missing] }
}
