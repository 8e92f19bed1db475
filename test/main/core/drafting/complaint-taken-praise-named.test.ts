import { describe, expect, it } from 'vitest'
import { corpusDraft } from './fixtures'
import type { Draft } from '../../../../src/main/core/drafting/types'

interface Case {
  lang: string
  stars: number
  app: 'notes' | 'run' | 'game'
  text: string
  /** What the reply must say, as a publisher would write it. */
  says: string
  /** What it must not say: a misquote, a thanks for a complaint, a fault apology. */
  not?: RegExp
}

const draft = (c: Case, i: number): Draft =>
  corpusDraft(c.lang, c.stars, c.text, c.app, i % 2 ? 'google_play' : 'app_store')
const moves = (d: Draft): string[] => (d.plan?.moves ?? []).map((m) => m.kind)
const failing = (cases: readonly Case[], check: (c: Case, d: Draft) => boolean) =>
  cases
    .map((c, i) => [c, draft(c, i)] as const)
    .filter(([c, d]) => !check(c, d))
    .map(
      ([c, d]) =>
        `${c.lang} ${c.stars}★ ${c.text} → [${moves(d).join(',')}] ${d.body.replace(/\n/g, ' / ')}`,
    )

// A feature removed or put behind a paywall: the complaint is heard by that feature's name,
// never thanked as a suggestion nor apologised for as a fault.
const TAKEN: Case[] = [
  {
    lang: 'es',
    stars: 1,
    app: 'notes',
    text: 'Eliminaron la opción de compartir notas, qué pena.',
    says: 'compartir notas',
    not: /gracias por la sugerencia/i,
  },
  {
    lang: 'es',
    stars: 2,
    app: 'run',
    text: 'Quitaron la opción de pausar automáticamente, la necesito.',
    says: 'pausar',
    not: /gracias por la sugerencia/i,
  },
  {
    lang: 'pl',
    stars: 1,
    app: 'notes',
    text: 'Usunęliście widżet z ekranu głównego, bez sensu.',
    says: 'widżet',
    not: /błęd/i,
  },
  {
    lang: 'de',
    stars: 2,
    app: 'run',
    text: 'Die Intervalle gibt es jetzt nur noch im Abo, schade.',
    says: 'Intervall',
    not: /Preis/,
  },
  {
    lang: 'ru',
    stars: 2,
    app: 'notes',
    text: 'Папки теперь только по подписке, а раньше были бесплатно.',
    says: 'папк',
    not: /цена/i,
  },
  {
    lang: 'zh',
    stars: 2,
    app: 'notes',
    text: '文件夹功能要付费了，以前是免费的。',
    says: '文件夹',
    not: /价格/,
  },
]

// A price that went up is a complaint about the price: no ad, and no one figure of two quoted.
const RISEN: Case[] = [
  {
    lang: 'it',
    stars: 2,
    app: 'notes',
    text: "L'abbonamento è raddoppiato da un mese all'altro.",
    says: 'prezzo',
  },
  { lang: 'zh', stars: 2, app: 'notes', text: '会员价格翻倍了，太离谱。', says: '价格' },
  {
    lang: 'en',
    stars: 2,
    app: 'notes',
    text: 'They doubled the price from $4 to $8.',
    says: 'price',
    not: /\$4/,
  },
]

// Praise of reports, charts, statistics or a soundtrack names them in the reply's grammar, not
// as a quoted fragment and not generically.
const PRAISED: Case[] = [
  {
    lang: 'fr',
    stars: 5,
    app: 'run',
    text: 'Les graphiques de vitesse et le bilan mensuel sont top.',
    says: 'des graphiques',
    not: /[«»]/,
  },
  {
    lang: 'fr',
    stars: 5,
    app: 'run',
    text: 'Les statistiques sont très claires, bravo.',
    says: 'statistiques',
    not: /[«»]/,
  },
  {
    lang: 'it',
    stars: 5,
    app: 'game',
    text: 'La colonna sonora è bellissima e i livelli sono vari.',
    says: 'colonna sonora',
    not: /[“”]/,
  },
  {
    lang: 'sv',
    stars: 5,
    app: 'run',
    text: 'Statistiken är suverän och kartan också.',
    says: 'statistiken',
    not: /[”]/,
  },
  {
    lang: 'es',
    stars: 5,
    app: 'run',
    text: 'Los informes semanales son geniales.',
    says: 'informes',
    not: /["“]/,
  },
  {
    lang: 'ru',
    stars: 5,
    app: 'run',
    text: 'Обожаю графики и еженедельные отчёты.',
    says: 'график',
  },
  {
    lang: 'de',
    stars: 5,
    app: 'run',
    text: 'Die Diagramme sind super übersichtlich.',
    says: 'Diagramm',
  },
  {
    lang: 'pt',
    stars: 5,
    app: 'run',
    text: 'As estatísticas e os gráficos são incríveis.',
    says: 'estatísticas',
  },
  { lang: 'ja', stars: 5, app: 'run', text: 'グラフが見やすくて最高です。', says: 'グラフ' },
]

const saysIt = (c: Case, d: Draft) =>
  d.body.toLowerCase().includes(c.says.toLowerCase()) && !(c.not?.test(d.body) ?? false)

describe("complaints name what they are about; praise names the feature in the reply's grammar", () => {
  it('hears a feature taken away (removed, or put behind a paywall) by its name', () => {
    expect(
      failing(
        TAKEN,
        (c, d) => saysIt(c, d) && moves(d).includes('heard') && !moves(d).includes('request'),
      ),
    ).toEqual([])
  })
  it('hears a price rise as a complaint about the price, not an ad, with no lone figure', () => {
    expect(
      failing(RISEN, (c, d) => (d.reading?.spam ?? null) === null && d.body !== '' && saysIt(c, d)),
    ).toEqual([])
  })
  it('names praised reports, charts, statistics and soundtracks grammatically', () => {
    expect(failing(PRAISED, (c, d) => saysIt(c, d) && moves(d).includes('thanksFor'))).toEqual([])
  })
})
