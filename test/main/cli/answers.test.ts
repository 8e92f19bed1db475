import { describe, expect, it } from 'vitest'
import type { AnswerDto } from '../../../src/shared/dto/answers'
import { tempDir } from '../../support/core'
import { cli } from '../../support/cli'

describe('review-reply answer', () => {
  it('adds, lists, edits and removes Answers, with --json fields on stdout', async () => {
    const dir = tempDir()
    expect(
      (await cli(dir, 'app', 'add', '--name', 'Notes', '--google-play-package', 'com.acme.notes'))
        .code,
    ).toBe(0)

    const added = await cli(
      dir,
      'answer',
      'add',
      '--app',
      'Notes',
      '--language',
      'pt_BR',
      '--title',
      'Exportar PDF',
      '--keywords',
      'PDF, exportar,pdf',
      '--examples',
      'Como exporto um PDF?|Dá para salvar em PDF, sem pagar?',
      '--body',
      'Abra a nota, toque em Compartilhar e escolha PDF.',
      '--json',
    )
    expect(added.code).toBe(0)
    const answer = JSON.parse(added.stdout) as AnswerDto
    expect(answer).toMatchObject({
      id: expect.stringMatching(/^ans_/),
      appId: expect.stringMatching(/^app_/),
      appName: 'Notes',
      language: 'pt-BR',
      title: 'Exportar PDF',
      keywords: ['PDF', 'exportar'],
      examples: ['Como exporto um PDF?', 'Dá para salvar em PDF, sem pagar?'],
      body: 'Abra a nota, toque em Compartilhar e escolha PDF.',
      createdBy: { id: expect.stringMatching(/^usr_/) },
      updatedBy: { id: expect.stringMatching(/^usr_/) },
    })
    expect(Object.keys(answer).sort()).toEqual([
      'appId',
      'appName',
      'body',
      'createdAt',
      'createdBy',
      'examples',
      'id',
      'keywords',
      'language',
      'title',
      'updatedAt',
      'updatedBy',
    ])
    const everywhere = await cli(
      dir,
      'answer',
      'add',
      '--language',
      'en',
      '--title',
      'Refunds',
      '--body',
      'Google Play refunds within 48 hours.',
    )
    expect(everywhere.code).toBe(0)
    expect(everywhere.stdout).toContain('for every app in en')

    const list = await cli(dir, 'answer', 'list')
    expect(list.code).toBe(0)
    expect(list.stdout).toContain('Every app · en\n')
    expect(list.stdout).toContain(
      `Notes · pt-BR\n  ${answer.id}  Exportar PDF\n      keywords: PDF, exportar\n      example: Como exporto um PDF?`,
    )
    const portuguese = JSON.parse(
      (await cli(dir, 'answer', 'list', '--language', 'pt', '--json')).stdout,
    ) as AnswerDto[]
    expect(portuguese.map((a) => a.id)).toEqual([answer.id])

    const edited = await cli(
      dir,
      'answer',
      'edit',
      answer.id,
      '--app',
      'all',
      '--examples',
      '',
      '--title',
      'PDF',
      '--json',
    )
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.stdout)).toMatchObject({
      id: answer.id,
      appId: null,
      title: 'PDF',
      examples: [],
      keywords: ['PDF', 'exportar'],
    })

    const removed = await cli(dir, 'answer', 'remove', answer.id, '--json')
    expect(removed.code).toBe(0)
    expect(JSON.parse(removed.stdout)).toEqual({ id: answer.id, removed: true })
    const left = JSON.parse((await cli(dir, 'answer', 'list', '--json')).stdout) as AnswerDto[]
    expect(left.map((a) => a.title)).toEqual(['Refunds'])
  }, 120_000)

  it('reports bad input at its option and unknown Answers with the usual exit codes', async () => {
    const dir = tempDir()
    const slot = await cli(
      dir,
      'answer',
      'add',
      '--language',
      'en',
      '--title',
      'X',
      '--body',
      'Hi [answer: steps]',
      '--json',
    )
    expect(slot.code).toBe(2)
    expect(slot.stdout).toBe('')
    expect(JSON.parse(slot.stderr)).toMatchObject({
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('(--body)') },
    })

    const language = await cli(
      dir,
      'answer',
      'add',
      '--language',
      'xx',
      '--title',
      'X',
      '--body',
      'Hi',
    )
    expect(language.code).toBe(2)
    expect(language.stderr).toContain(
      '"xx" is not a language code Review Reply knows. Use one like en, de, pt or pt-BR. (--language)',
    )

    const missing = await cli(dir, 'answer', 'remove', 'ans_nothere')
    expect(missing.code).toBe(3)
    expect(missing.stderr).toContain('Answer not found.')
    const nothing = await cli(dir, 'answer', 'edit', 'ans_nothere')
    expect(nothing.code).toBe(2)
    expect(nothing.stderr).toContain('Nothing to change')
  }, 120_000)
})
