import { describe, expect, it } from 'vitest'
import { corpusDraft, replyOf } from './fixtures'

type App = 'notes' | 'run' | 'game'
const movesOf = (d: ReturnType<typeof corpusDraft>): string[] =>
  (d.plan?.moves ?? []).map((m) => m.kind)

/** A shrug ("gaat wel", "idare eder", "może być", "dá pro gasto") is neither sarcasm nor kind words. */
describe('a shrug is heard as a shrug', () => {
  const rows: [string, string, App][] = [
    ['nl', 'Het is wel oké. Niet slecht, niet geweldig', 'game'],
    ['tr', 'idare eder, fena degil', 'game'],
  ]
  for (const [language, body, app] of rows)
    it(`${language}: ${body}`, () => {
      const d = corpusDraft(language, 3, body, app)
      expect(movesOf(d), d.body).not.toContain('sorrySarcasm')
      expect(movesOf(d), d.body).toContain('neutral')
    })
  it('guard (passed before): pt "é ok. da pro gasto" stays a plain thank-you', () => {
    const d = corpusDraft('pt', 3, 'é ok. da pro gasto', 'notes')
    expect(movesOf(d), d.body).toContain('neutral')
  })
  it('tr: a shrug beside a fault is not thanked as kind words', () => {
    const d = corpusDraft(
      'tr',
      3,
      'idare eder. hatırlatıcılar bazen hiç çalmıyor xiaomi telefonda',
      'notes',
    )
    expect(replyOf(d)).not.toMatch(/güzel söz/u)
  })
})

/** A price that rose twice over or unannounced is the price complaint, never a charge. */
describe('a price that rose is no charge taken twice or unknown', () => {
  it('pl: "podnieśliście cenę prawie dwa razy"', () => {
    const d = corpusDraft(
      'pl',
      1,
      'Podniesliscie cene zyc i boosterow prawie dwa razy. Odinstalowuje',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/dwa razy/u)
    expect(replyOf(d)).toMatch(/wzrost ceny/u)
  })
  it('tr: "fiyatı habersiz iki katına çıktı"', () => {
    const d = corpusDraft(
      'tr',
      2,
      'Premium fiyatı habersiz iki katına çıktı. Para verdiğimiz uygulamaya bak',
      'run',
    )
    expect(replyOf(d)).not.toMatch(/Tanımadığınız/u)
    expect(replyOf(d)).toMatch(/Premium fiyatının artması/u)
  })
})

/** Dutch: what wears a player out is a grievance, and a reward never received a fault. */
describe('nl grievances and faults said in plain words', () => {
  it('lives that run out and take ages are not thanked for', () => {
    const d = corpusDraft(
      'nl',
      5,
      'Leuk spelletje voor tussendoor! Alleen de levens zijn zo snel op, duurt eeuwen voor ze weer vol zijn',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/waardeert|fijne woorden over de levens/u)
  })
  it('a daily reward not received is a fault', () => {
    const d = corpusDraft('nl', 3, 'Gaat wel. Dagelijkse beloning van dag 7 niet gekregen.', 'game')
    expect(replyOf(d)).not.toMatch(/teleurgesteld/u)
    expect(movesOf(d), d.body).toContain('sorry')
  })
})

/** Lost data named as the reviewer's own, in each language's grammar, never as a label. */
describe('lost data is the reviewer’s own', () => {
  it('tr: possessive by vowel harmony', () => {
    const d = corpusDraft(
      'tr',
      2,
      'Telefon değiştirdim tüm ilerlemem gitti, 650. bölümdeydim.',
      'game',
    )
    expect(replyOf(d)).toMatch(/ilerlemeniz kaybolmuş/u)
    expect(replyOf(d)).not.toMatch(/dahil verileriniz/u)
  })
  it('nl: "je je voortgang", never "het verlies van de voortgang"', () => {
    const d = corpusDraft(
      'nl',
      2,
      'Nieuwe telefoon en al mijn voortgang kwijt, zat op level 850.',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/verlies van de/u)
    expect(replyOf(d)).toMatch(/je voortgang/u)
  })
  it('pl: no quote in brackets', () => {
    const d = corpusDraft(
      'pl',
      2,
      'Po aktualizacji zniknely mi wszystkie notatki z folderu Praca. Reszta jest.',
      'notes',
    )
    expect(replyOf(d)).not.toMatch(/\(„/u)
    expect(replyOf(d)).toMatch(/notatki z folderu Praca/u)
  })
})

/** What the app cuts off or mangles is a fault, said beside a charge too; a reply writes "para", not "pra". */
describe('a cut or mangled export is a fault', () => {
  it('nl: the PDF export that cuts the last line is named beside the charge', () => {
    const d = corpusDraft(
      'nl',
      2,
      'Abonnement opgezegd en toch weer €4,99 afgeschreven. Wil mijn geld terug. Ook de PDF export snijdt de laatste regel af',
      'notes',
    )
    expect(replyOf(d)).toMatch(/PDF/u)
  })
  it('tr: "karakterler bozuluyor" is a fault', () => {
    const d = corpusDraft('tr', 3, "PDF'e aktarınca Türkçe karakterler bozuluyor", 'notes')
    expect(movesOf(d), d.body).toContain('sorry')
  })
  it('pt: "corta a última linha" is a fault, named with "para"', () => {
    const d = corpusDraft('pt', 3, 'A exportação pra PDF corta a última linha da nota', 'notes')
    expect(movesOf(d), d.body).toContain('sorry')
    expect(replyOf(d)).toMatch(/exportação para PDF/u)
  })
})

describe('batch-2 readings', () => {
  it('nl: a level "niet te doen" without buying boosters is not thanked for', () => {
    const d = corpusDraft(
      'nl',
      3,
      'Leuk spel maar level 412 is niet te doen zonder boosters te kopen',
      'game',
    )
    expect(replyOf(d)).not.toMatch(/fijne woorden|waardeert/u)
  })
  it('nl: "Prima app hoor" beside a wish is not thanked for kind words', () => {
    const d = corpusDraft(
      'nl',
      4,
      'Prima app hoor. Alleen mis ik een donkere modus, mijn ogen branden s avonds',
      'notes',
    )
    expect(replyOf(d)).not.toMatch(/fijne woorden/u)
  })
  it('pt: a widget that "fica em branco" is a fault, not a wish', () => {
    const d = corpusDraft(
      'pt',
      4,
      'Gosto muito, mas podiam adicionar integração com o Garmin. E o widget às vezes fica em branco',
      'run',
    )
    expect(movesOf(d), d.body).toContain('sorry')
  })
})
