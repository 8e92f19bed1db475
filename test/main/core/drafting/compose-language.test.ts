import { afterEach, describe, expect, it } from 'vitest'
import { composeDraft } from '../../../../src/main/core/drafting'
import { createTestCore, type TestCore } from '../../../support/core'

let t: TestCore
afterEach(() => t?.core.close())

async function setup() {
  t = await createTestCore()
  const app = await t.run('apps.add', {
    workspaceId: t.workspaceId,
    name: 'Folio',
    googlePlayPackage: 'com.acme.folio',
  })
  const answer = (language: string, body: string) =>
    t.run('answers.create', {
      workspaceId: t.workspaceId,
      appId: app.id,
      language,
      title: 'Exportar en PDF',
      keywords: ['PDF', 'exportar'],
      examples: ['¿Cómo exporto una nota en PDF?', 'Como exporto uma nota em PDF?'],
      body,
    })
  await answer('es', 'Abre la nota, toca Compartir y elige PDF.')
  await answer('de', 'Öffne die Notiz, tippe auf Teilen und wähle PDF.')
  await answer('pt-BR', 'Abra a nota, toque em Compartilhar e escolha PDF.')
  await answer('pt-PT', 'Abra a nota, toque em Partilhar e escolha PDF.')
  return app.id
}

const compose = (appId: string, body: string, language: string) =>
  composeDraft(t.core, {
    workspaceId: t.workspaceId,
    appId,
    review: { id: `rev-${language}`, rating: 3, body, language, author: 'Alex' },
    store: 'google_play',
    limit: 350,
  })

describe('the language a composed draft uses its Answers in', () => {
  it("is the text's when the text overrules the store's language field", async () => {
    const appId = await setup()
    const draft = await compose(
      appId,
      '¿Cómo exporto una nota en PDF para enviarla a mi jefe?',
      'de-DE',
    )
    expect(draft.language).toBe('es')
    expect(draft.body).toContain('Abre la nota, toca Compartir y elige PDF.')
    expect(draft.body).not.toContain('Öffne die Notiz')
  })

  it("is Portugal's for a reviewer who writes as people in Portugal do", async () => {
    const appId = await setup()
    const european = await compose(appId, 'Como exporto uma nota em PDF no telemóvel?', 'pt')
    expect(european.body).toContain('toque em Partilhar')
    const brazilian = await compose(appId, 'Como exporto uma nota em PDF no celular?', 'pt')
    expect(brazilian.body).toContain('toque em Compartilhar')
  })
})
