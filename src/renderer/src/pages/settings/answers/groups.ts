import type { AnswerDto } from '../../../../../shared/dto/answers'

/** The app filter: every Answer, only those for every app, or what one app's drafts use. */
export type AppFilter = { kind: 'any' } | { kind: 'everyApp' } | { kind: 'app'; appId: string }

export const primaryOf = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? tag

/** The same rules drafts use: an app's own Answers and those for every app; a language by its primary tag. */
export function filterAnswers(list: AnswerDto[], app: AppFilter, language: string): AnswerDto[] {
  return list.filter(
    (a) =>
      (app.kind === 'any' || a.appId === null || (app.kind === 'app' && a.appId === app.appId)) &&
      (language === '' || primaryOf(a.language) === language),
  )
}

export interface AnswerGroup {
  /** `all` for every app, else the app id. */
  key: string
  appName: string
  languages: { language: string; answers: AnswerDto[] }[]
}

/** By app (every app first; the core sends them in that order), then language. */
export function groupAnswers(list: AnswerDto[]): AnswerGroup[] {
  const groups: AnswerGroup[] = []
  for (const a of list) {
    const key = a.appId ?? 'all'
    let group = groups.find((g) => g.key === key)
    if (!group) {
      group = {
        key,
        appName: a.appId === null ? 'Every app' : (a.appName ?? a.appId),
        languages: [],
      }
      groups.push(group)
    }
    let byLanguage = group.languages.find((l) => l.language === a.language)
    if (!byLanguage) {
      byLanguage = { language: a.language, answers: [] }
      group.languages.push(byLanguage)
    }
    byLanguage.answers.push(a)
  }
  return groups
}
