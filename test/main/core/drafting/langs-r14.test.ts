import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('a backup whose name holds the word for safety raises no privacy worry', () => {
  const cases: [string, string][] = [
    [
      'es',
      '¿Cómo hago una copia de seguridad de mis notas? No quiero perderlas si se me rompe el móvil',
    ],
    ['pt', 'Como faço uma cópia de segurança das minhas notas?'],
    ['it', 'Come faccio una copia di sicurezza delle note?'],
    ['de', 'Wie mache ich eine Sicherheitskopie meiner Notizen?'],
    ['sv', 'Hur gör jag en säkerhetskopia av mina anteckningar?'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 3, body)
      expect(kinds(d), d.body).not.toContain('privacy')
      expect(d.body).not.toMatch(/cámara|câmera|camera|Kamera|kamera/i)
    })

  it('a worry about security is still one', () => {
    const d = corpusDraft('es', 2, '¿Es segura la app? Me preocupa la seguridad de mis datos')
    expect(kinds(d), d.body).toContain('privacy')
  })
})
