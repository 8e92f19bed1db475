import { describe, expect, it } from 'vitest'
import { draftBuiltin } from '../../../../../src/main/core/drafting/builtin/draft'
import { checkDraft } from '../../../../../src/main/core/drafting/check/check'
import type { Plan } from '../../../../../src/main/core/drafting/decide/plan'
import { phrasebookFor } from '../../../../../src/main/core/drafting/phrasebooks'
import type { DraftStore, VoiceSettings } from '../../../../../src/shared/dto/drafting'
import { voiceWith } from '../fixtures'

const CONTACT = 'help@recipebox.example'
const voice = voiceWith({ brandName: 'Recipe Box', supportContact: CONTACT })
const REFUND = /reportaproblem\.apple\.com|play\.google\.com\/store\/account\/orderhistory/

function draft(
  language: string,
  body: string,
  { rating = 1, store = 'google_play' as DraftStore, with: v = voice as VoiceSettings } = {},
) {
  return draftBuiltin({
    review: { id: `${language}:${body}`, rating, body, language },
    voice: v,
    store,
    limit: store === 'google_play' ? 350 : 5970,
    answers: [],
  })
}

/** The sentences of a draft that apologise, by the language's own apology words. */
function apologies(language: string, body: string): string[] {
  const apology = phrasebookFor(language)?.apology ?? /sorry/i
  return body.split(/\n+|(?<=[.!?。！？])\s*/u).filter((s) => apology.test(s))
}

describe('support that never answered', () => {
  const cases: [string, string][] = [
    [
      'en',
      'Cancelled the yearly plan in May and was still charged $39.99 in June. I emailed your support twice and nobody replied.',
    ],
    [
      'de',
      'Jahresabo gekündigt und trotzdem wieder abgebucht, 39,99 €. Zwei Mails an den Support geschrieben, keine Antwort.',
    ],
    [
      'es',
      'Cancelé la suscripción anual y me volvieron a cobrar 39,99 €. Escribí dos veces a soporte y nadie contesta.',
    ],
  ]
  for (const [language, body] of cases)
    it(`is acknowledged before the direct contact, with one apology and the refund path, within Google Play's limit (${language})`, () => {
      const d = draft(language, body)
      const ack = (d.plan?.moves ?? []).findIndex((m) => m.kind === 'supportFailed')
      expect(ack).toBeGreaterThan(-1)
      expect(d.body).toContain(CONTACT)
      expect(d.body).toMatch(REFUND)
      expect(apologies(language, d.body)).toHaveLength(1)
      // The acknowledgement comes before the address it gives.
      const sentences = d.body.split(/(?<=[.!?])\s+/u)
      const withContact = sentences.findIndex((s) => s.includes(CONTACT))
      expect(withContact).toBeGreaterThan(0)
      expect(d.body.length).toBeLessThanOrEqual(350)
    })

  it('is apologised for beside a question too, with the direct contact after it', () => {
    const d = draft(
      'en',
      'How do I share a recipe with my sister? I emailed support twice and nobody answered.',
      {
        rating: 2,
      },
    )
    expect(d.body).toContain('[answer: How do I share a recipe with my sister?]')
    expect(apologies('en', d.body)).toHaveLength(1)
    expect(d.body.indexOf(CONTACT)).toBeGreaterThan(
      d.body.indexOf(apologies('en', d.body)[0] ?? '@'),
    )
  })

  it('without a direct contact in the voice, sends them to no "support team" and holds the draft for a person', () => {
    const d = draft('en', cases[0]![1], {
      with: voiceWith({ brandName: 'Recipe Box', supportContact: null }),
    })
    expect(d.body).not.toMatch(/support team/i)
    expect(d.assessment.confidence).toBe('low')
    expect(d.assessment.reasons.join(' ')).toMatch(/no direct contact/)
  })
})

describe('a reviewer the store sent back to us', () => {
  it('hears that once, gets no store refund path, and gets the direct contact with one apology', () => {
    const d = draft(
      'en',
      'Charged twice for the monthly plan. Apple says to contact the developer, so here I am.',
      { store: 'app_store' },
    )
    expect(d.body).not.toMatch(REFUND)
    expect(d.body).toContain(CONTACT)
    expect(d.body).toMatch(/back and forth/i)
    expect(apologies('en', d.body)).toHaveLength(1)
  })

  it('hears it about lost data too, and is not sent back to the store', () => {
    const d = draft(
      'en',
      'Lost all my recipes after changing phones. Google support told me to contact the developer. So here I am.',
    )
    expect(d.body).toMatch(/back and forth/i)
    expect(d.body).toContain(CONTACT)
    expect(d.body).not.toMatch(REFUND)
    expect(apologies('en', d.body)).toHaveLength(1)
  })

  it('gets one apology in Polish and Russian too, the runaround taken on plainly', () => {
    const pl = draft(
      'pl',
      'Zapłaciłem dwa razy za plan roczny. Google każe mi pisać do was, a wy do Google. Kto mi odda pieniądze?',
    )
    const ru = draft(
      'ru',
      'Списали два раза за годовую подписку. Google говорит обращаться к разработчику, а разработчик молчит.',
    )
    for (const [language, d] of [
      ['pl', pl],
      ['ru', ru],
    ] as const) {
      expect(d.body).toContain(CONTACT)
      expect(apologies(language, d.body).length, d.body).toBeLessThanOrEqual(1)
    }
  })
})

describe('deleting an account the team has no Answer for', () => {
  const cases: [string, string][] = [
    ['en', 'how do I delete my account and everything in it? cant find it in settings'],
    ['de', 'Wie kann ich mein Konto löschen? Finde nichts in den Einstellungen.'],
    ['ja', '退会したいのですが、アカウントの削除方法が見つかりません。'],
    ['tr', 'hesabımı silmek istiyorum, nasıl silinir bulamadım'],
  ]
  for (const [language, body] of cases)
    it(`invents no process: the wish heard, a slot for how, the draft held (${language})`, () => {
      const d = draft(language, body, { rating: 2 })
      expect(d.body).toContain('[answer: how to delete the account]')
      expect(d.body).not.toContain(CONTACT)
      expect(d.assessment.confidence).toBe('low')
      // Nobody suggested anything.
      expect((d.plan?.moves ?? []).map((m) => m.kind)).not.toContain('request')
    })
})

describe('a privacy worry the team has no Answer for', () => {
  it('gets what the team can honestly say, then a slot, never "write to us and we will explain"', () => {
    const d = draft(
      'en',
      'Why does a recipe app need my location? Do you sell it to advertisers?',
      { rating: 2 },
    )
    // The worry heard, not a stock "we take your privacy seriously"; both questions held for a person.
    expect(d.body).toMatch(/right to ask|fair question/i)
    expect(d.body).not.toMatch(/privacy seriously|privacy matters/i)
    expect(d.body).toContain(
      '[answer: Why does a recipe app need my location? / Do you sell it to advertisers?]',
    )
    expect(d.body).not.toMatch(/explain/i)
    expect(d.body).not.toContain(CONTACT)
    expect(d.assessment.confidence).toBe('low')
  })

  it('gets the slot and no thanks for a suggestion in French', () => {
    const d = draft('fr', 'Vous vendez mes données ? Je veux savoir ce qui est collecté.', {
      rating: 2,
    })
    expect(d.body).toContain('[answer:')
    expect(d.body).not.toMatch(/suggestion|idée/i)
  })
})

describe('a charge with "please refund me"', () => {
  it('gets no thanks for a suggestion nobody made (Japanese, Korean)', () => {
    const ja = draft('ja', '年額プランを解約したのに今月も請求されています。返金してください。')
    const ko = draft('ko', '정기 결제를 해지했는데 또 결제됐어요. 환불해 주세요.')
    expect(ja.body).not.toContain('ご提案')
    expect(ko.body).not.toMatch(/제안|아이디어/)
    expect(ja.body).toMatch(REFUND)
    expect(ko.body).toMatch(REFUND)
  })
})

describe('questions', () => {
  it('a rhetorical question in a sarcastic complaint gets no slot', () => {
    const d = draft('en', 'Great, another subscription. Meal planner behind a paywall now?', {
      rating: 2,
    })
    expect(d.body).not.toContain('[answer:')
  })

  it('a real question beside a fault gets a slot, after the apology and without "thanks for asking"', () => {
    const d = draft(
      'en',
      'The timer freezes on my Pixel 7 after the update. Can I still use it offline?',
      { rating: 3 },
    )
    expect(d.body).toContain('[answer: Can I still use it offline?]')
    expect(d.body).not.toMatch(/thanks for (asking|your message)/i)
    expect(d.body).toContain('Pixel 7')
  })

  it('"also why does it…" beside a fault is one more complaint, not a slot', () => {
    const d = draft(
      'en',
      'The app crashes every time I open a recipe on my Moto G. Also why does it have to load ads before every recipe',
      { rating: 2 },
    )
    expect(d.body).not.toContain('[answer:')
  })
})

describe('one apology per reply', () => {
  it('a locked-out reviewer gets one apology, not "Sorry about the trouble. We are sorry you are locked out."', () => {
    const d = draft(
      'en',
      'Locked out since the update, the login screen shows an error every time. All my recipes are on that account',
      { rating: 1 },
    )
    expect(apologies('en', d.body)).toHaveLength(1)
    expect(d.body).toContain(CONTACT)
  })
})

describe('the check', () => {
  const plan: Plan = {
    moves: [{ kind: 'sorry', where: {} }],
    mood: -1,
    naming: [],
    confidence: 'high',
    reasons: [],
  }
  const check = (body: string) =>
    checkDraft({ body, plan, voice, language: 'en', limit: 350, teamTexts: [], review: 'it broke' })

  it('warns when a reply apologises more than once', () => {
    expect(
      check(
        "Sorry about the trouble. We're sorry you had to wait. Write to us at help@recipebox.example.",
      ).warnings.join(' '),
    ).toMatch(/apologises 2 times/)
    expect(
      check('Sorry about the trouble. Write to us at help@recipebox.example.').warnings.join(' '),
    ).not.toMatch(/apologises/)
  })

  it('fails a reply that says the same sentence twice', () => {
    expect(
      check('Open Settings and tap Restore. Open Settings and tap Restore.').failures.join(' '),
    ).toMatch(/same thing twice/)
  })
})

describe('lost data the team has no Answer for', () => {
  it('a question how to get it back gets a slot for the steps, beside the recovery contact', () => {
    const d = draft(
      'en',
      'I deleted a recipe folder by mistake. How do I restore a deleted folder??',
    )
    expect(d.body).toContain('[answer: How do I restore a deleted folder?]')
    expect(d.body).toContain(CONTACT)
  })

  it('"why did it disappear?" waits for the team to look: the recovery contact, no slot', () => {
    const d = draft(
      'en',
      'Why did my whole recipe folder disappear after the update?? 200 recipes gone',
    )
    expect(d.body).not.toContain('[answer:')
    expect(d.body).toContain(CONTACT)
  })
})
