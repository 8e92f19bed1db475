import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import type { DraftStore } from '../../../../../src/shared/dto/drafting'
import type { TeamAnswer } from '../../../../../src/main/core/drafting/types'
import { voiceWith } from '../fixtures'

/** What the reply says once the review is read: slots, support that failed, acknowledgements. */

const CONTACT = 'help@recipebox.example'

const PRIVACY: TeamAnswer = {
  id: 'privacy',
  language: 'en',
  title: 'What Recipe Box does with your data',
  keywords: ['sell my data', 'contacts', 'tracking'],
  examples: ['do you sell my data?', 'why does it need my contacts?'],
  body: 'Recipe Box sells no data. It reads your contacts only when you share a recipe, and never uploads them.',
}

function draft(
  language: string,
  body: string,
  opts: { rating?: number; store?: DraftStore; title?: string; answers?: TeamAnswer[] } = {},
) {
  const store = opts.store ?? 'google_play'
  return draftBuiltin({
    review: {
      id: `r-${language}-${body.length}`,
      rating: opts.rating ?? 3,
      title: opts.title ?? null,
      body,
      language,
      author: 'Robin Vale',
    } as never,
    voice: voiceWith({ brandName: 'Recipe Box', supportContact: CONTACT }),
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers: opts.answers ?? [],
  } as never)
}

const slotOf = (body: string): string => /\[answer: ([^\]]*)\]/u.exec(body)?.[1] ?? ''

describe('a slot says briefly what must be answered', () => {
  it('holds every question of the review, not only the first (en)', () => {
    const d = draft(
      'en',
      'Can I print a recipe with its photo? And can I scale the servings up for a party?',
      { rating: 4 },
    )
    const slot = slotOf(d.body)
    expect(slot).toMatch(/print a recipe/u)
    expect(slot).toMatch(/scale the servings/u)
  })

  it('holds every question, without the lead-in words or doubled marks (ru)', () => {
    const d = draft(
      'ru',
      'Подскажите, можно ли распечатать рецепт с фото?? И можно ли делиться списком покупок с мужем??',
      { rating: 4 },
    )
    const slot = slotOf(d.body)
    expect(slot).toMatch(/распечатать рецепт/u)
    expect(slot).toMatch(/списком покупок/u)
    expect(slot).not.toMatch(/Подскажите/u)
    expect(slot).not.toMatch(/\?\?/u)
  })

  it('drops doubled question marks and a leading "anyone know if" (en)', () => {
    const d = draft('en', 'anyone know if the recipes can be exported to a cookbook pdf??', {
      rating: 4,
    })
    const slot = slotOf(d.body)
    expect(slot).not.toMatch(/^anyone know/iu)
    expect(slot).not.toMatch(/\?\?/u)
    expect(slot).toMatch(/cookbook pdf\?$/u)
  })

  it('keeps a Spanish question a Spanish question (es)', () => {
    const d = draft(
      'es',
      'se pueden guardar recetas sin conexión? viajo mucho y en el avión no tengo internet',
      { rating: 4 },
    )
    expect(slotOf(d.body)).toMatch(/^¿.*\?$/u)
  })
})

describe('support that failed them', () => {
  it('unanswered e-mail: not sent to write again, only to send what finds the thread (en)', () => {
    const d = draft(
      'en',
      'The meal planner keeps wiping my week. I emailed support three times and nobody ever replied.',
      { rating: 1 },
    )
    expect(d.body).toContain(CONTACT)
    expect(d.body).not.toMatch(/once more|write to us|contact us|again at/iu)
    expect(d.body).toMatch(/ticket number or e-mail so we can find your thread/u)
  })

  // Beside the store's refund path the order number alone is asked for: the longer line (with the
  // address they wrote from) would push the refund path out of Google Play's 350 characters.
  it('unanswered e-mail about a charge: the order number asked for, and the refund path kept (es)', () => {
    const d = draft(
      'es',
      'Me cobraron dos veces la suscripción anual, 29,99 € cada vez. Escribí a soporte hace dos semanas y nadie contesta.',
      { rating: 1 },
    )
    expect(d.body).toContain(CONTACT)
    expect(d.body).not.toMatch(/escríbenos|de nuevo a través/iu)
    expect(d.body).toMatch(/número de pedido/u)
    expect(d.body).toMatch(/play\.google\.com/u)
  })

  it('support that answered unhelpfully is not told nobody answered (en)', () => {
    const d = draft(
      'en',
      'The shopping list sync is broken again. Support replied with a copy paste about reinstalling, which I had already done.',
      { rating: 2 },
    )
    expect(d.body).not.toMatch(
      /nobody got back|didn't hear back|should have been answered|should have heard back/iu,
    )
    expect(d.body).toMatch(/answers you got|replies you got/iu)
    expect(d.body).toContain(CONTACT)
  })

  it('support that answered unhelpfully is not told nobody answered (de)', () => {
    const d = draft(
      'de',
      'Die Einkaufsliste synchronisiert seit Wochen nicht. Der Support hat geantwortet, aber nur mit einer Standardantwort, die nichts gebracht hat.',
      { rating: 2 },
    )
    expect(d.body).not.toMatch(/niemand|hätten beantwortet werden müssen/iu)
    expect(d.body).toMatch(/bisherigen Antworten/u)
  })
})

describe('a privacy worry', () => {
  it("is heard before the team's Answer, which follows it whole (en)", () => {
    const d = draft(
      'en',
      'Why on earth does a recipe app want my contacts?? Do you sell my data?',
      { rating: 1, answers: [PRIVACY] },
    )
    const at = d.body.indexOf(PRIVACY.body)
    expect(at).toBeGreaterThan(-1)
    const before = d.body.slice(0, at).split('\n').slice(1).join(' ')
    expect(before).toMatch(/right to ask|fair question/iu)
  })

  it('without an Answer gets no stock "we take your privacy seriously", and every question in the slot (en, pl)', () => {
    const en = draft(
      'en',
      'Why does a recipe app need my location? And who do you share my shopping lists with?',
      { rating: 2 },
    )
    expect(en.body).not.toMatch(/seriously|matters to us/iu)
    expect(slotOf(en.body)).toMatch(/location/u)
    expect(slotOf(en.body)).toMatch(/shopping lists/u)
    const pl = draft(
      'pl',
      'Po co aplikacji z przepisami dostęp do kontaktów? Komu sprzedajecie moje dane?',
      { rating: 1 },
    )
    expect(pl.body).not.toMatch(/poważnie/iu)
    expect(slotOf(pl.body)).toMatch(/kontaktów/u)
    expect(slotOf(pl.body)).toMatch(/sprzedajecie/iu)
  })
})

describe("the greeting follows the review's tone", () => {
  const cases: [string, string][] = [
    [
      'es',
      'Me cobraron 9,99 € dos veces por el plan mensual y nadie me explica por qué. Vergüenza.',
    ],
    [
      'pt',
      'Perdi todas as minhas receitas depois da atualização. Três anos de receitas da minha avó, tudo sumiu.',
    ],
    ['sv', 'Varför behöver en receptapp mina kontakter? Säljer ni mina uppgifter?'],
    ['ko', '업데이트 후에 레시피가 전부 사라졌어요. 3년 동안 모은 건데 너무 화가 나네요.'],
    ['zh', '更新以后我所有的菜谱都不见了，三年的收藏全没了，太气人了。'],
  ]
  for (const [language, body] of cases)
    it(`holds back its cheer on an angry or worried review (${language})`, () => {
      const d = draft(language, body, { rating: 1 })
      const greeting = d.body.split('\n')[0] ?? ''
      expect(greeting.length).toBeGreaterThan(0)
      expect(greeting).not.toMatch(/[!！¡]|亲爱的/u)
    })
})

describe('acknowledgements said once, and only what was said', () => {
  it('a wish and the hassle behind it are passed on once, not twice (en, pt)', () => {
    const en = draft(
      'en',
      'Please add a way to scale recipes by servings. Doing the maths by hand every time is really annoying.',
      { rating: 4 },
    )
    expect(en.body.match(/passed|shared/giu) ?? []).toHaveLength(1)
    const pt = draft(
      'pt',
      'Seria ótimo poder escalar as receitas por porção. Fazer as contas na mão toda vez é bem chato.',
      { rating: 4 },
    )
    expect(pt.body.match(/levamos|compartilhamos|passamos/giu) ?? []).toHaveLength(1)
  })

  it('never tells a reviewer they like the rest of the app (en, de, nl)', () => {
    const cases: [string, string][] = [
      ['en', 'Nice on my phone. Please add a shopping list that sorts by supermarket aisle!'],
      [
        'de',
        'Läuft gut auf dem Handy. Bitte eine Einkaufsliste nach Supermarkt-Gängen sortiert einbauen!',
      ],
      [
        'nl',
        'Werkt fijn op mijn telefoon. Voeg alsjeblieft een boodschappenlijst toe die op gangpad sorteert!',
      ],
    ]
    for (const [language, body] of cases) {
      const d = draft(language, body, { rating: 4 })
      expect(d.body).not.toMatch(/otherwise|ansonsten|verder tevreden/iu)
    }
  })

  it('apologises in Swedish as a team, not with a personal "förlåt" (sv)', () => {
    const d = draft('sv', 'Appen kraschar varje gång jag öppnar ett recept med bild. iPhone 13.', {
      rating: 2,
    })
    expect(d.body).not.toMatch(/förlåt/iu)
    expect(d.body).toMatch(/beklagar|tråkigt|ledsna|ursäkt/iu)
  })
})

describe('a report the reader found no words of feeling in', () => {
  const cases: [string, string, RegExp][] = [
    ['en', 'Timer beeps twice at the end of every step, Galaxy S22, version 2.1', /sorry/iu],
    ['de', 'Timer piept am Ende jedes Schritts zweimal. Pixel 8, Android 15', /bedauern|leid/iu],
  ]
  for (const [language, body, sorry] of cases)
    it(`gets an apology and the next step, not a bare "thanks for the feedback" (${language})`, () => {
      const d = draft(language, body, { rating: 3 })
      expect(d.body).toMatch(sorry)
      expect(d.body).toContain(CONTACT)
      expect(d.body).not.toMatch(/feedback|Rückmeldung|Bewertung/iu)
    })
})

describe('Chinese apologies say who is sorry', () => {
  for (const [language, body] of [
    ['zh', '打开带图片的菜谱就闪退，华为 Mate 60，每次都这样。'],
    ['zh-Hant', '打開有圖片的食譜就閃退，iPhone 13，每次都這樣。'],
  ] as const)
    it(`the apology has its subject (${language})`, () => {
      const d = draft(language, body, { rating: 2 })
      const sorry = d.body.split(/(?<=[。！？])/u).find((s) => /抱歉|歉意/u.test(s)) ?? ''
      expect(sorry).toMatch(/我们|我們/u)
    })
})

describe('a charge after support never answered, on Google Play', () => {
  it('keeps the refund path, the acknowledgement and the order number within 350 characters (en)', () => {
    const d = draft(
      'en',
      'Cancelled the family plan in March, still charged in April. Emailed support twice, nobody answered.',
      { rating: 1 },
    )
    expect(d.body).toMatch(/play\.google\.com/u)
    expect(d.body).toContain(CONTACT)
    expect(d.body).toMatch(/order number and e-mail so we can find your thread/u)
    expect(d.body.length).toBeLessThanOrEqual(350)
  })
})

describe('a sarcastic complaint', () => {
  it('gets an apology that names the symptom and the device it names (en)', () => {
    const d = draft(
      'en',
      'wow a 30 second ad after every single recipe I open on my Galaxy A14, what a treat. love paying with my time',
      { rating: 1 },
    )
    expect(d.body).toMatch(/sorry/iu)
    expect(d.body).toMatch(/\bads?\b/iu)
    expect(d.body).toContain('Galaxy A14')
  })
})
