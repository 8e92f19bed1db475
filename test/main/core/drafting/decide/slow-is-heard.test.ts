import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: praise, then a turn to how slow the app is, nothing else named. */
const SLOW: [lang: string, body: string, says: RegExp][] = [
  ['en', 'Handy app but painfully slow to start', /slow/],
  ['de', 'Nette App, aber sie startet extrem langsam', /langsam/],
  ['fr', 'Appli sympa mais tellement lente', /lent/],
  ['es', 'App útil pero tarda muchísimo en abrir', /lent/],
  ['pt', 'App útil mas muito lento', /lent/],
  ['ru', 'Полезное приложение, но жутко долго открывается', /медленно/],
  ['pl', 'Przydatna apka, ale bardzo wolno się uruchamia', /woln/],
  ['ja', '便利なアプリですが、起動がとても遅いです', /遅/],
  ['zh', '应用挺实用，但是打开特别慢', /慢/],
  ['tr', 'Kullanışlı uygulama ama açılması aşırı yavaş', /yavaş/],
  ['nl', 'Handige app maar hij start heel traag', /traag/],
  ['sv', 'Smidig app men den startar väldigt långsamt', /långsam/],
]

describe('slowness set against praise is a grievance named and heard, not a fault report', () => {
  it.each(SLOW)(
    '%s: "%s" says it is slow, without the write-to-support template',
    (lang, body, says) => {
      const d = notesProDraft(lang, 3, body)
      const moves = d.plan?.moves.map((m) => m.kind) ?? []
      expect(moves).toContain('heard')
      expect(moves).not.toContain('details')
      expect(moves).not.toContain('askMissing')
      expect(d.body).toMatch(says)
      expect(d.body).not.toContain('support@notes-pro.example')
    },
  )

  it('still asks for details when the slowness comes with a device to look into', () => {
    const d = notesProDraft('en', 3, 'Nice app but so slow to open on my Galaxy A12')
    expect(d.plan?.moves.map((m) => m.kind)).toContain('details')
    expect(d.body).toContain('Galaxy A12')
  })
})
