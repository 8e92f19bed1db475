import { describe, expect, it } from 'vitest'
import { notesProDraft } from '../fixtures'

/** Reviews written for these tests: the app demands an account; nobody is locked out. */
const FORCED: [lang: string, rating: number, body: string, says: RegExp][] = [
  ['en', 1, 'Requires an account just to write a note. Uninstalled.', /create an account/],
  [
    'en',
    2,
    'Forced to sign up with email before I can even see the app. No thanks',
    /create an account/,
  ],
  ['de', 1, 'Man muss sich registrieren um eine Notiz zu schreiben. Nein danke', /Registrierung/],
  ['fr', 1, "Obligé de créer un compte pour écrire une note, c'est ridicule", /compte obligatoire/],
  ['es', 2, 'Te obliga a crear una cuenta para usarla, no gracias', /crear una cuenta/],
  ['ru', 1, 'Обязательная регистрация, просто чтобы записать заметку. Удалила', /регистрация/],
  ['ja', 2, 'メモを書くだけなのにアカウント登録が必須なのは面倒です', /アカウント登録/],
]

describe('an account the app demands is heard as that grievance, not a lockout or praise', () => {
  it.each(FORCED)('%s %d★: "%s"', (lang, rating, body, says) => {
    const d = notesProDraft(lang, rating, body)
    const moves = d.plan?.moves.map((m) => m.kind) ?? []
    expect(moves).toContain('heard')
    expect(moves).not.toContain('lockedOut')
    expect(moves).not.toContain('thanks')
    expect(d.body).toMatch(says)
  })

  it.each([
    ['en', "Can't log in, it says my password is wrong"],
    ['en', 'I have to log in again every time I open the app'],
    ['de', 'Ich muss mich jedes Mal neu registrieren, das nervt'],
  ] as const)('%s: signing in that fails is no demanded account: "%s"', (lang, body) => {
    expect(notesProDraft(lang, 1, body).reading?.forcedAccount).toBeUndefined()
  })
})

/** Reviews written for these tests: notifications that come too often. */
const NOTIFIED: [lang: string, body: string, says: RegExp][] = [
  ['en', 'Way too many notifications, I get like 10 a day', /notifications have been too much/],
  ['de', 'Ständig Benachrichtigungen, nervt total', /Benachrichtigungen zu viel/],
  ['fr', 'Trop de notifications, ça devient pénible', /notifications soient trop nombreuses/],
  ['it', 'Troppe notifiche, ogni ora una', /notifiche siano troppe/],
]

describe('notifications that come too often are heard by name, not sent to support as a fault', () => {
  it.each(NOTIFIED)('%s: "%s"', (lang, body, says) => {
    const d = notesProDraft(lang, 2, body)
    expect(d.plan?.moves.map((m) => m.kind)).not.toContain('details')
    expect(d.body).toMatch(says)
  })
})
