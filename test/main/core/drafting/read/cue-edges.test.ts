import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { voiceWith } from '../fixtures'

/** Cue words that matched inside other words. Reviews written for this test. */
const draft = (language: string, body: string, rating = 3) =>
  draftBuiltin({
    review: { id: `edge-${body}`, rating, body, language },
    voice: voiceWith(),
    store: 'google_play',
    limit: 350,
  })

describe('cue edges', () => {
  it('French "régler" (to set) is no "réglé" (solved): a complaint is not praise', () => {
    const d = draft(
      'fr',
      'Impossible de régler une alerte de fréquence cardiaque personnalisée, dommage',
    )
    expect(d.reading?.main).not.toBe('praise')
    expect(d.body).not.toMatch(/ravis|merci pour vos compliments/iu)
  })

  it('French "réglé" still says support solved it', () => {
    const d = draft('fr', 'Problème de synchro réglé en une heure par le support, merci', 5)
    expect(d.reading?.main).toBe('praise')
  })

  it('English "missing a dark mode" wishes for it', () => {
    const d = draft('en', 'Missing a dark mode for the widget. Otherwise fine')
    expect(d.reading?.main).toBe('request')
    expect(d.body).toMatch(/dark mode/u)
    expect(d.body).not.toMatch(/sorry/iu)
  })

  it('English notes that went missing are still lost', () => {
    const d = draft('en', 'Half my notes went missing after the update', 1)
    expect(d.reading?.main).toBe('data_loss')
  })

  it('Chinese 特别 (especially) holds no 别 (do not): "特别方便" is praise, at any rating', () => {
    for (const rating of [1, 5]) {
      const d = draft('zh', '很好用，清单功能特别方便', rating)
      expect(d.reading?.main).toBe('praise')
      expect(d.body).not.toMatch(/抱歉|失望/u)
    }
  })

  it('English plays a level "on" it, whatever the line says before it', () => {
    for (const body of [
      'Stuck at level 512, the screen freezes when I use the hammer. Samsung A14',
      'Game crashes on level 88 every time',
      'Level 340 is bugged, the tiles do not drop. Pixel 6',
    ]) {
      const d = draft('en', body, 2)
      expect(d.body).toMatch(/on level \d+/u)
      expect(d.body).not.toMatch(/(?:with|use|in) [Ll]evel \d/u)
    }
  })
})
