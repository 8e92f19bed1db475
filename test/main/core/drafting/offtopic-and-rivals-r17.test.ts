import { describe, expect, it } from 'vitest'
import { notesProDraft } from './fixtures'

/**
 * Off-topic chatter (a roll call of readers from another site, a call to vote, a birthday wish to
 * someone) and another app held up as better. Written for these tests (round 17).
 */
const CHATTER: [string, number, string][] = [
  ['en', 5, "who's here from tiktok?? 👇"],
  ['en', 3, 'anyone else here because of that mrbeast video lol'],
  ['en', 1, 'Vote for Martinez in November. Our town deserves better!!'],
  ['de', 5, 'Wer ist hier wegen TikTok? 😂'],
  ['pt', 5, 'quem veio pelo tiktok deixa o like 👍'],
  [
    'it',
    1,
    'Questa recensione è per mia mamma che non sa scrivere: buon compleanno mamma ti voglio bene',
  ],
  ['es', 1, 'Vota por el cambio, vota por el partido verde el domingo'],
  ['ru', 5, 'кто с ютуба ставьте лайк'],
  ['tr', 5, 'instagramdan gelenler burada mı'],
  ['ja', 5, 'TikTokから来た人いいねして'],
  ['ko', 5, '유튜브 보고 온 사람 손'],
  ['id', 5, 'Yang dari tiktok absen dulu sini'],
  ['vi', 5, 'ai từ tiktok qua điểm danh nào'],
  ['ar', 5, 'مين جاي من التيك توك'],
  ['en', 5, 'like if ur here from the youtube ad 😂'],
  ['pt', 1, 'Vote 13 para presidente!!'],
  ['en', 5, 'happy birthday to my sister Jess!! love u'],
]

/** The same openings beside something about the app: reviews, answered. */
const REVIEWS: [string, number, string][] = [
  ['en', 5, 'Who is here from TikTok? This app really is as good as they said, love the widget'],
  ['en', 4, 'anyone else here because of that video? how do I turn on sync'],
  ['de', 2, 'Wer kommt von YouTube? Die App stürzt bei mir ständig ab'],
  ['ja', 5, 'TikTokから来ました。このアプリ最高です'],
  ['en', 5, 'Happy birthday to my mom, she uses this app every day for her recipes and loves it'],
  ['es', 3, 'Vota por esta app, pero arreglen la sincronización'],
]

describe('off-topic chatter is held, not answered', () => {
  it.each(CHATTER)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam?.reason).toMatch(/^Off-topic: /)
    expect(d.body).toBe('')
  })
})

/** A roll call beside praise: the praise is thanked, the roll call is neither asked nor quoted. */
describe('a roll call beside praise', () => {
  it.each([
    ['ja', 5, 'YouTubeの広告から来た人いる？このアプリ最高', /answer|YouTube/],
    ['id', 4, 'yg dari tiktok mana suaranya, aplikasinya bagus sih', /answer|suara/],
  ] as const)('%s %d★ %s', (language, stars, text, unwanted) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeFalsy()
    expect(d.body).not.toMatch(unwanted)
    expect(d.body).not.toBe('')
  })
})

describe('the same words beside the app are a review', () => {
  it.each(REVIEWS)('%s %d★ %s', (language, stars, text) => {
    const d = notesProDraft(language, stars, text)
    expect(d.spam).toBeFalsy()
    expect(d.body).not.toBe('')
  })
})

/**
 * Another app held up as better: a letdown about this one ("didn't live up to what you
 * expected"), not a problem with the other app; the other app is never quoted.
 */
const RIVALS: [string, number, string, string][] = [
  ['en', 1, 'Evernote is so much better, this is a cheap copy with fewer features', 'Evernote'],
  ['en', 2, 'Evernote does everything better and it is free', 'Evernote'],
  ['en', 2, 'Honestly way worse than Bear Notes. Switching back.', 'Bear'],
  ['de', 1, 'Evernote ist viel besser, die Suche dort findet alles. Gelöscht.', 'Evernote'],
  ['fr', 2, "C'est moins bien que Google Keep, je retourne sur Keep", 'Keep'],
  ['es', 1, 'La verdad Notion es mucho mejor, me paso a Notion', 'Notion'],
  ['it', 2, 'Onestamente Evernote era molto meglio, torno a Evernote', 'Evernote'],
]
const LET_DOWN = /live up to|fell short|Erwartungen|attentes|esperabas|expectativas|aspettative/

describe('another app held up as better', () => {
  it.each(RIVALS)('%s %d★ %s', (language, stars, text, rival) => {
    const d = notesProDraft(language, stars, text)
    expect(d.body).not.toContain(rival)
    expect(d.body).toMatch(LET_DOWN)
  })
})

/** Praise of this app's own improvement or of this app over another stays praise. */
const OWN_PRAISE: [string, number, string][] = [
  ['en', 5, 'Sync is much better now, great job'],
  ['en', 5, 'The new Dark Mode is way better than the old one'],
  ['en', 5, 'Tried Evernote for years, Notes Pro is so much better'],
]

describe('praise of this app is still thanked', () => {
  it.each(OWN_PRAISE)('%s %d★ %s', (language, stars, text) => {
    expect(notesProDraft(language, stars, text).body).toMatch(/thank/i)
  })
})

/** What a reviewer lived through is no feature to thank for ("kind words about the divorce"). */
describe('a life event is not quoted as a feature', () => {
  it.each([
    ['en', 5, 'This app helped me through my divorce. The sync is slow though'],
    ['en', 5, 'Kept me sane during chemo, love it'],
  ] as const)('%s %d★ %s', (language, stars, text) => {
    expect(notesProDraft(language, stars, text).body).not.toMatch(/divorce|chemo/)
  })
})

/** Said back to other reviewers: their complaint is not the writer's to be sorry for. */
describe('an answer to the other reviewers is no complaint', () => {
  it.each([
    [
      'en',
      2,
      "Why is everyone on here complaining about the price, it's 3 dollars, grow up people",
    ],
    ['es', 3, '¿Por qué todos se quejan del precio? Son 3 dólares, no sean tacaños'],
  ] as const)('%s %d★ %s', (language, stars, text) => {
    const body = notesProDraft(language, stars, text).body
    expect(body).not.toMatch(/sorry|price|precio|lamentamos|sentimos/i)
    expect(body).not.toBe('')
  })
})
