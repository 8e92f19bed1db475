import type { AnswerDto } from '../../../shared/dto/answers'
import type { TeamAnswer } from '../drafting/types'

/** A JSON column of phrases; anything else reads as none, so a damaged row never stops drafting. */
function parsePhrases(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json)
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export interface TeamAnswerRow {
  id: string
  language: string
  title: string
  keywords: string
  examples: string
  body: string
}

export const toTeamAnswer = (row: TeamAnswerRow): TeamAnswer => ({
  id: row.id,
  language: row.language,
  title: row.title,
  keywords: parsePhrases(row.keywords),
  examples: parsePhrases(row.examples),
  body: row.body,
})

export interface AnswerRow extends TeamAnswerRow {
  appId: string | null
  appName: string | null
  createdAt: number
  updatedAt: number
  createdById: string | null
  createdByName: string | null
  updatedById: string | null
  updatedByName: string | null
}

const person = (id: string | null, name: string | null) =>
  id && name !== null ? { id, name } : null

export const toAnswerDto = (row: AnswerRow): AnswerDto => ({
  ...toTeamAnswer(row),
  appId: row.appId,
  appName: row.appName,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  createdBy: person(row.createdById, row.createdByName),
  updatedBy: person(row.updatedById, row.updatedByName),
})
