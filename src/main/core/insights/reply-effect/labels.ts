/** Plain-word labels of the Reply Effect breakdown keys (the SQL returns keys, never names). */
import type { EffectDimension } from '../../../../shared/dto/reply-effect'

const DRAFTERS: Record<string, string> = {
  builtin: 'Built-in drafter',
  model: 'Drafting model',
  person: 'Written or edited by a person',
  external: 'Replied outside Review Reply',
}

const STARS: Record<string, string> = { '1-2': '1–2★', '3': '3★', '4-5': '4–5★' }

export interface Names {
  templates: Map<string, string>
  members: Map<string, string>
}

export function effectLabel(dimension: EffectDimension, key: string, names: Names): string {
  switch (dimension) {
    case 'drafter':
      return DRAFTERS[key] ?? key
    case 'stars':
      return STARS[key] ?? key
    case 'language':
      return key === 'unknown' ? 'Unknown language' : key
    case 'template':
      return key === '' ? 'No template' : (names.templates.get(key) ?? 'A deleted template')
    case 'approver':
      if (key === 'auto') return 'Auto-publish'
      if (key === 'external') return 'Replied outside Review Reply'
      return names.members.get(key) ?? 'A former member'
  }
}
