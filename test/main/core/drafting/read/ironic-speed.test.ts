import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: speed praised beside the minutes the app takes to open. */
const SO_FAST: [lang: string, body: string][] = [
  ['en', 'Lightning fast… only 8 minutes to load my notes'],
  ['fr', 'Vraiment rapide, 8 minutes pour charger mes notes 👏'],
  ['de', 'Wahnsinnig schnell, nur 8 Minuten bis die Notizen laden'],
  ['es', 'Rapidísima, solo 8 minutos en cargar mis notas'],
  ['pt', 'Super rápido, só 8 minutos pra carregar as notas'],
  ['it', 'Veloce davvero, 8 minuti per caricare le note'],
  ['ru', 'Очень быстро, всего 8 минут, чтобы загрузить заметки'],
  ['tr', 'Çok hızlı, notların yüklenmesi sadece 8 dakika'],
  ['ja', '爆速ですね、メモの読み込みに8分かかります'],
  ['zh', '速度真快，加载笔记要8分钟'],
]

describe('praise of speed beside minutes of waiting is sarcasm about slowness', () => {
  it.each(SO_FAST)('%s: "%s" is answered as slowness, never thanked', (lang, body) => {
    const d = notesProDraft(lang, 2, body)
    const moves = d.plan?.moves ?? []
    expect(
      moves.some((m) => m.kind === 'thanks' || m.kind === 'thanksFor' || m.kind === 'praiseAlso'),
    ).toBe(false)
    expect(moves.some((m) => m.kind === 'heard' && m.about === 'slow')).toBe(true)
  })

  it.each([
    ['en', 'Fast GPS lock and I love the 30 minute plans'],
    ['de', 'Super schnell, ich laufe jeden Tag 30 Minuten und starte per Uhr'],
    ['en', 'Quick to open, loads in 2 seconds'],
  ])('%s: "%s" is praise: minutes run or seconds to load are no wait', (lang, body) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.reading?.sarcasm).toBe(false)
    expect(d.reading?.points.map((p) => p.intent)).toContain('praise')
  })
})
