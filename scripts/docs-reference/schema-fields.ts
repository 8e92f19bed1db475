/**
 * A command's input schema (as JSON Schema, from zod) flattened into one row per field, with
 * the type and limits written the way a person reads them: `integer 1–5`, `app_… id`.
 */
export interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  default?: unknown
}

export interface FieldRow {
  name: string
  type: string
  required: boolean
}

function range(min: number | undefined, max: number | undefined, unit = ''): string {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}–${max}${unit}`
  if (min !== undefined) return `≥ ${min}${unit}`
  if (max !== undefined) return `≤ ${max}${unit}`
  return ''
}

const withLimit = (base: string, limit: string): string => (limit ? `${base} (${limit})` : base)

function describeString(s: JsonSchema): string {
  const id = s.pattern ? /^\^([a-z]+)_\[/.exec(s.pattern) : null
  if (id) return `\`${id[1]}_…\` id`
  if (s.format) return s.format
  return withLimit('string', range(s.minLength, s.maxLength, ' chars'))
}

function describeNumber(s: JsonSchema, base: string): string {
  const min = s.minimum ?? s.exclusiveMinimum
  const max = s.maximum ?? s.exclusiveMaximum
  if (s.exclusiveMinimum !== undefined || s.exclusiveMaximum !== undefined) {
    const lo = s.exclusiveMinimum !== undefined ? `(${s.exclusiveMinimum}` : `[${min ?? '−∞'}`
    const hi = s.exclusiveMaximum !== undefined ? `${s.exclusiveMaximum})` : `${max ?? '∞'}]`
    return `${base} ${lo}, ${hi}`
  }
  const limits = range(min, max)
  return limits ? `${base} ${limits}` : base
}

/** The type of one value, without nested object fields (those become rows of their own). */
export function describe(s: JsonSchema): string {
  const variants = s.anyOf ?? s.oneOf
  if (variants) return [...new Set(variants.map(describe))].join(' \\| ')
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``
  if (s.enum) return s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ')
  const type = Array.isArray(s.type) ? s.type.join(' \\| ') : s.type
  switch (type) {
    case 'string':
      return describeString(s)
    case 'integer':
    case 'number':
      return describeNumber(s, type)
    case 'boolean':
    case 'null':
      return type
    case 'array': {
      const item = s.items ? describe(s.items) : 'any'
      const list = item.includes('|') ? `(${item})[]` : `${item}[]`
      return withLimit(list, range(s.minItems, s.maxItems, ' items'))
    }
    case 'object':
      return 'object'
    default:
      return 'any'
  }
}

/** The object variant of a field, if it has one, so its own fields can be listed. */
function objectOf(s: JsonSchema): JsonSchema | undefined {
  if (s.type === 'object' && s.properties) return s
  return (s.anyOf ?? s.oneOf)?.find((v) => v.type === 'object' && v.properties)
}

export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = []
  const required = new Set(schema.required ?? [])
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const path = prefix + name
    rows.push({ name: path, type: describe(field), required: required.has(name) })
    const nested = objectOf(field) ?? (field.items ? objectOf(field.items) : undefined)
    if (nested) rows.push(...fieldRows(nested, field.items && !objectOf(field) ? `${path}[].` : `${path}.`))
  }
  return rows
}
