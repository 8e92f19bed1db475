export { round } from '../insights/labels'

const names = new Intl.DisplayNames('en', { type: 'language' })

export function languageName(language: string | null): string {
  if (!language) return 'Unknown'
  try {
    return names.of(language) ?? language
  } catch {
    return language
  }
}
