import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: ironic praise of an update that deletes their notes, said in the present. */
const DELETES: [lang: string, body: string][] = [
  ['es', 'Qué maravilla, una versión nueva que borra todas mis listas 🙄'],
  ['pt', 'Que beleza, uma versão nova que apaga todas as minhas listas 🙄'],
  ['it', 'Complimenti, una versione nuova che cancella tutte le mie liste 🙄'],
  ['fr', 'Bravo, une nouvelle version qui efface toutes mes listes 🙄'],
  ['nl', 'Knap hoor, een nieuwe versie die al mijn lijstjes verwijdert 🙄'],
  ['pl', 'Brawo, nowa wersja, która kasuje wszystkie moje listy 🙄'],
  ['ru', 'Браво, новая версия, которая удаляет все мои списки 🙄'],
  ['uk', 'Браво, нова версія, яка видаляє всі мої списки 🙄'],
  ['tr', 'Aferin, bütün listelerimi silen yeni bir sürüm 🙄'],
  ['id', 'Keren banget, versi baru malah hapus semua catatan 🙄'],
  ['ja', 'さすがです、新しいバージョンにするとメモが消える🙄'],
]

describe('a sarcastic review of an update that deletes their data leads with the loss', () => {
  it.each(DELETES)('%s: "%s" gets the loss apology and recovery, no thanks', (lang, body) => {
    const d = notesProDraft(lang, 1, body)
    const moves = d.plan?.moves.map((m) => m.kind) ?? []
    expect(d.reading?.main).toBe('data_loss')
    expect(moves[0]).toBe('sorryLoss')
    expect(moves).toContain('recovery')
    expect(moves.some((m) => m === 'thanks' || m === 'thanksFor' || m === 'praiseAlso')).toBe(false)
  })

  it.each([
    ['en', 'The option that deletes finished checklists by itself is really handy'],
    ['es', 'La opción que borra las listas terminadas sola es muy práctica'],
    ['it', 'La funzione che cancella da sola le liste finite è davvero utile'],
  ])('%s: "%s" praises what a feature does; it reports no loss', (lang, body) => {
    const d = notesProDraft(lang, 5, body)
    expect(d.reading?.points.map((p) => p.intent)).not.toContain('data_loss')
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('sorryLoss')
  })
})
