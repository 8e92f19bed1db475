import { describe, expect, it } from 'vitest'
import { draftOf, expectReply, type Case } from './polarity'

/**
 * Reviews written for this test (none is taken from a corpus): the readings that make a draft
 * WRONG rather than merely clumsy. Ads for other apps answered, insults answered as reviews,
 * a real review marked as spam; a fault the text denies ("rien à redire", "不具合もなく") read
 * as a fault; praise with a heart and then a fault read as irony; a wish for every other app
 * read as a suggestion; a small gripe after "but" in five stars thanked as praise; a design line
 * that speaks of a redesign nobody mentioned.
 */

type Plain = [language: string, stars: number, text: string]

/** Ads and insults with nothing about the app: each must be marked and get no draft. */
const NO_REVIEW: Plain[] = [
  // Another app pushed: a store search with a reason, the order to fetch a named app, a code handed out.
  ['en', 5, 'Top budgeting app is CoinNest, search it on the store, miles better than this one'],
  ['en', 5, 'Use promo code DEAL40 at bargainz dot net for half off headphones!!'],
  ['es', 5, 'Descarga la app PlataYa y gana dinero jugando, código PEPE25'],
  ['id', 5, 'Download aplikasi UangCepat, masukkan kode referal SARI88 dapat 25rb'],
  ['pt', 5, 'Baixe o app GanhaMais e ganhe dinheiro assistindo vídeos, código LUCAS30'],
  // Scorn for the people who made the app, saying nothing of the app.
  ['fr', 1, "Bande d'incompétents, vous êtes des menteurs"],
  ['fr', 1, 'Vous êtes des incapables et des escrocs'],
  ['es', 1, 'Sois unos inútiles y unos mentirosos'],
  ['it', 1, 'Siete degli incapaci e dei bugiardi'],
  ['de', 1, 'Ihr seid unfähige Lügner'],
  ['en', 1, 'The devs are clueless frauds'],
  ['pt', 1, 'Vocês são uns incompetentes mentirosos'],
  ['nl', 1, 'Jullie zijn incompetente leugenaars'],
]

/** Near misses a publisher must still answer: a code of the app's own, swearing beside a fault. */
const REAL: Plain[] = [
  ['en', 2, 'The promo code SPRING24 does not work at checkout'],
  ['es', 2, 'El código VERANO20 no funciona al pagar'],
  ['en', 1, 'You guys are useless, the sync broke again'],
  ['en', 1, 'You are the worst app I ever installed'],
  ['de', 1, 'Ihr seid die schlechteste App überhaupt'],
  ['fr', 1, "Vous êtes nuls, l'appli plante tout le temps"],
  ['es', 1, 'Son unos sinvergüenzas, me cobraron dos veces'],
  ['en', 5, 'Download the app Notes Pro, you will not regret it'],
  ['en', 3, 'I searched for it in the store and could not find the pro version'],
  ['en', 3, 'Search for it in the store and it shows up third, odd'],
  ['en', 5, 'Get the app Notes Pro, it is better than anything else and free'],
  ['es', 2, 'Son unos vagos, el widget lleva meses roto'],
  ['pt', 1, 'Vocês são uns ladrões, cobraram duas vezes'],
  // Judging what the team does is a review: no noun that scorns people, or a price beside it.
  ['en', 2, 'You are disappointing, I expected more'],
  ['en', 1, 'You guys are so greedy'],
  ['fr', 1, 'Vous êtes des voleurs, 10 euros par mois'],
]

const READINGS: Case[] = [
  // A fault named to say there is none, and the praise after it.
  ['fr', 5, 'praise', 'Super appli, rien à redire 👍👍'],
  ['ja', 5, 'praise', 'バグもなく毎日快適に使えています'],
  ['ja', 5, 'praise', 'エラーが一度もなくて助かる'],
  ['ko', 5, 'praise', '튕김 전혀 없이 잘 써요'],
  ['zh', 5, 'praise', '用了半年从没遇到过问题，推荐'],
  // A wish that every other app were like this one.
  ['en', 5, 'praise', 'Wish every app was this well made'],
  ['es', 5, 'praise', 'Ojalá todas las aplicaciones fueran así'],
  ['pt', 5, 'praise', 'Queria que todos os aplicativos fossem assim'],
  ['fr', 5, 'praise', "J'aimerais que toutes les applis soient aussi claires"],
  // A gripe after "but" in five stars: too small, too many.
  ['de', 5, 'mixed', 'Super App, nur die Knöpfe sind zu klein'],
  ['fr', 5, 'mixed', 'Très bonne appli, mais les boutons sont trop petits'],
  ['es', 5, 'mixed', 'Muy buena app, pero los botones son demasiado pequeños'],
  ['ru', 5, 'mixed', 'Отличное приложение, но кнопки слишком мелкие'],
  // Too small, with no other word of blame: a complaint, not feedback to thank for.
  ['pt', 3, 'problem', 'Os botões são pequenos demais'],
  ['fr', 3, 'problem', 'Les icônes sont trop petites, on clique à côté'],
  ['nl', 3, 'problem', 'De letters zijn veel te klein'],
  // A fault wished away ("would be nice if it didn't crash"): a bug report, not a suggestion.
  ['de', 3, 'problem', 'Wäre toll, wenn die App nicht dauernd abstürzen würde'],
  ['fr', 3, 'problem', "Ce serait bien si l'appli ne plantait pas à chaque ouverture"],
  ['es', 3, 'problem', 'Estaría bien que dejara de cerrarse sola al abrir notas'],
  // "Cannot be used": a fault, not a thank-you.
  ['id', 4, 'problem', 'Voucher HEMAT50 tidak bisa dipakai'],
]

const PAID_YET: Plain[] = [
  ['en', 5, '😂💀 paid for the pro plan and still getting ads'],
  ['es', 3, 'Pagué el plan premium y siguen saliendo anuncios'],
  ['fr', 2, "J'ai payé l'abonnement et toujours de la pub"],
  ['pt', 2, 'Paguei a assinatura e ainda aparece propaganda'],
]

describe('readings that would make a draft wrong', () => {
  it('marks ads for other apps and insults aimed at people, in English, Spanish, Indonesian, Portuguese, French, Italian, German and Dutch', () => {
    const answered = NO_REVIEW.filter(([l, s, t]) => draftOf(l, s, t).spam === null)
    expect(answered.map(([l, s, t]) => `${l} ${s}★ ${t}`)).toEqual([])
  })

  it('still answers the app’s own codes, swearing beside a fault, "you are the worst app" and a search in the store', () => {
    const marked = REAL.map(([l, s, t]) => ({ t, d: draftOf(l, s, t) })).filter(
      ({ d }) => d.spam !== null,
    )
    expect(marked.map(({ t, d }) => `${t} → ${d.spam?.reason}`)).toEqual([])
  })

  for (const [language, stars, want, text] of READINGS) {
    it(`${language} ${stars}★ ${want}: ${text}`, () => expectReply(language, stars, want, text))
  }

  it('reads praise with a heart and then a fault after "でも" as praise and a fault, not as irony', () => {
    const d = draftOf('ja', 5, '見た目は最高😍 でも昨日から保存ができません😡')
    expect(d.reading?.sarcasm, d.body).toBe(false)
    expect(d.reading?.main, d.body).toBe('bug')
  })

  it('does not speak of a new design or a step back when the review mentions no change', () => {
    const change =
      /Neugestaltung|Rückschritt|nouveau|nouvelle|recul|nuevo|paso atrás|новый|шагом назад/u
    const gripes: Plain[] = [
      ['de', 3, 'Die Schrift ist zu klein'],
      ['de', 2, 'Das Layout ist unübersichtlich'],
      ['fr', 3, 'La police est trop petite'],
      ['es', 3, 'La letra es demasiado pequeña'],
      ['ru', 3, 'Шрифт слишком мелкий'],
      ...READINGS.filter(([, , w]) => w === 'mixed').map(([l, s, , t]): Plain => [l, s, t]),
    ]
    for (const [l, s, t] of gripes) {
      const body = draftOf(l, s, t).body
      expect(body, `${l}: ${t} → ${body}`).not.toMatch(change)
    }
    // A review that says the design changed may still hear of the new design.
    expect(draftOf('de', 2, 'Das neue Layout ist unübersichtlich').body).toMatch(
      /Design|Neugestaltung/u,
    )
  })

  it('reads "paid for it and still …" as a purchase that does not work, in English, Spanish, French and Portuguese', () => {
    for (const [l, s, t] of PAID_YET) {
      const d = draftOf(l, s, t)
      expect(d.reading?.main, `${l}: ${t} → ${d.body}`).toBe('billing')
      expect(d.reading?.billing, `${l}: ${t}`).toBe('purchase_missing')
    }
  })

  it('reads "support answered but solved nothing" as the team’s answers failing, not as praise for a fix', () => {
    const cases: [string, string, RegExp][] = [
      [
        'fr',
        "Le support m'a répondu mais n'a rien résolu",
        /Personne ne vous a répondu|merci pour ce super avis/iu,
      ],
      [
        'de',
        'Der Support hat geantwortet, aber nichts gelöst',
        /niemand geantwortet|Danke für Ihr Feedback/u,
      ],
      [
        'es',
        'El soporte contestó pero no resolvió nada',
        /Deberías haber recibido una respuesta|Gracias por tus comentarios/u,
      ],
    ]
    for (const [l, t, wrong] of cases) {
      const d = draftOf(l, 1, t)
      expect(d.reading?.main, `${l}: ${t} → ${d.body}`).not.toBe('praise')
      expect(d.reading?.supportFailed, `${l}: ${t} → ${d.body}`).toBe(true)
      expect(d.body, `${l}: ${t}`).not.toMatch(wrong)
    }
  })

  it('names no bare "the latest" or "the current": an adjective is no thing', () => {
    for (const t of [
      'The latest update broke the calendar view',
      'The previous version was better, the current one is slow',
      'Can you add a widget? The current home screen shortcut crashes sometimes',
    ]) {
      const body = draftOf('en', 2, t).body
      expect(body, `${t} → ${body}`).not.toMatch(
        /\b(?:the|use) (?:latest|current|previous|recent)\b(?! \p{L})|(?:latest|current|previous|recent)\.(?:\s|$)/u,
      )
    }
  })

  it('names no "one" when a wish points back with a pronoun', () => {
    const d = draftOf('en', 4, 'Why is there no dark mode? Would love one')
    expect(d.body).not.toMatch(/\b(?:an?|the) one\b|suggesting one\b/u)
  })
})
