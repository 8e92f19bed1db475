import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: thanks for an improvement, or praise, put in quotes. */
const QUOTED: [lang: string, body: string][] = [
  ['pt', 'Obrigado pela "melhoria" nos lembretes, agora nenhum toca'],
  ['nl', 'Dank voor de "verbeterde" widget, nu laadt er niks'],
  ['sv', 'Tack för den "förbättrade" widgeten, nu visas ingenting'],
  ['ar', 'شكرا على الودجت "المحسن"، الآن لا يظهر أي شيء'],
  ['de', 'Danke für das „tolle“ neue Menü, seitdem sehe ich meine Ordner nicht'],
  ['en', 'Thanks for the "improved" widget, now it shows nothing'],
  ['es', 'Gracias por el widget "mejorado", ahora no muestra nada'],
  ['it', 'Grazie per il widget "migliorato", ora non mostra niente'],
  ['fr', 'Merci pour le widget « amélioré », maintenant il est vide'],
  ['id', 'Makasih buat widget yang "diperbaiki", sekarang kosong'],
]

describe('praise or an improvement in quotes is sarcasm, never thanked', () => {
  it.each(QUOTED)('%s: "%s" reads as sarcastic and gets no thanks for kind words', (lang, body) => {
    const d = notesProDraft(lang, 2, body)
    expect(d.reading?.sarcasm).toBe(true)
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('praise')
    const moves = d.plan?.moves.map((m) => m.kind) ?? []
    expect(moves.some((m) => m === 'thanks' || m === 'thanksFor' || m === 'praiseAlso')).toBe(false)
  })

  it('a feature named in quotes is no sarcasm ("love the "Focus" mode")', () => {
    const d = notesProDraft('en', 5, 'Love the "Focus" mode, it keeps me on track')
    expect(d.reading?.sarcasm).toBe(false)
    expect(d.reading?.points.map((p) => p.intent)).toContain('praise')
  })
})
