import { describe, expect, it } from 'vitest'
import type { Draft } from '../../../../src/main/core/drafting/types'
import { corpusDraft } from './fixtures'

const kinds = (d: Draft) => (d.plan?.moves ?? []).map((m) => m.kind)

describe('a backup whose name holds the word for safety raises no privacy worry', () => {
  const cases: [string, string][] = [
    [
      'es',
      '¿Cómo hago una copia de seguridad de mis notas? No quiero perderlas si se me rompe el móvil',
    ],
    ['pt', 'Como faço uma cópia de segurança das minhas notas?'],
    ['it', 'Come faccio una copia di sicurezza delle note?'],
    ['de', 'Wie mache ich eine Sicherheitskopie meiner Notizen?'],
    ['sv', 'Hur gör jag en säkerhetskopia av mina anteckningar?'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 3, body)
      expect(kinds(d), d.body).not.toContain('privacy')
      expect(d.body).not.toMatch(/cámara|câmera|camera|Kamera|kamera/i)
    })

  it('a worry about security is still one', () => {
    const d = corpusDraft('es', 2, '¿Es segura la app? Me preocupa la seguridad de mis datos')
    expect(kinds(d), d.body).toContain('privacy')
  })
})

describe('a loss feared out loud is no loss suffered', () => {
  const cases: [string, string][] = [
    ['ko', '백업은 어떻게 하나요? 폰을 초기화해야 하는데 메모가 다 날아갈까 봐 걱정돼요'],
    ['en', 'I have to reset my phone and I am afraid I will lose all my notes'],
    ['ru', 'Нужно сбросить телефон, боюсь потерять все заметки'],
    ['de', 'Ich muss mein Handy zurücksetzen und habe Angst, dass meine Notizen verloren gehen'],
    ['zh', '我要重置手机，担心笔记会全部丢失'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 3, body)
      expect(kinds(d), d.body).not.toContain('sorryLoss')
    })

  it('a loss that happened is still one, worry or not', () => {
    const d = corpusDraft('en', 1, 'All my notes are gone after the update. I am worried sick')
    expect(kinds(d), d.body).toContain('sorryLoss')
  })
})

describe('a sign-in error while linking a service is a fault of the link, no lockout', () => {
  const cases: [string, string][] = [
    ['ru', 'Не могу подключить Strava, пишет ошибку авторизации. Как это исправить?'],
    ['es', 'No puedo conectar Strava, me sale error de inicio de sesión'],
    ['pl', 'Nie mogę połączyć Stravy, wyskakuje błąd logowania'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 2, body, 'run')
      expect(kinds(d), d.body).not.toContain('lockedOut')
      expect(d.body).not.toMatch(/e-mail konta|почту от аккаунта|correo de la cuenta/)
    })

  it('a lockout from the app itself stays one', () => {
    const d = corpusDraft('ru', 1, 'Не могу войти в аккаунт, пишет неверный пароль', 'run')
    expect(kinds(d), d.body).toContain('lockedOut')
  })
})

describe('a wish for a password on notes is the lock, not the notes it is for', () => {
  const cases: [string, string, RegExp][] = [
    [
      'ru',
      'Хорошее приложение, но очень не хватает возможности ставить пароль на отдельные заметки',
      /блокировк/,
    ],
    [
      'uk',
      'Гарний застосунок, але дуже бракує можливості ставити пароль на окремі нотатки',
      /блокуванн/,
    ],
    [
      'pl',
      'Fajna aplikacja, ale brakuje możliwości ustawienia hasła na pojedyncze notatki',
      /blokad/,
    ],
    ['tr', 'Güzel uygulama ama tek tek notlara şifre koyma özelliği eksik', /kilid/],
  ]
  for (const [lang, body, says] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 4, body)
      expect(d.body).toMatch(says)
      expect(d.body).not.toMatch(/отдельные заметки|окремі нотатки/)
    })
})

describe('Dutch says "de GPS", as reviewers do; the signal stays "het GPS-signaal"', () => {
  it('nl: a fault of the GPS', () => {
    const d = corpusDraft(
      'nl',
      3,
      'De GPS is vaak onnauwkeurig in het bos, afstand klopt niet',
      'run',
    )
    expect(d.body).toMatch(/de GPS/)
    expect(d.body).not.toMatch(/het GPS(?!-)/)
  })
  it('nl: the signal', () => {
    const d = corpusDraft('nl', 2, 'Het GPS-signaal valt steeds weg in de stad', 'run')
    expect(d.body).toMatch(/het GPS-signaal/)
  })
})

describe('"what happened?" after a fault asks nothing to fill in: the fault is the point', () => {
  const cases: [string, string][] = [
    ['sv', 'Bra app men den synkar inte med min Garmin-klocka längre. Vad har hänt?'],
    ['ru', 'Хорошее приложение, но перестало синхронизироваться с часами Garmin. Что случилось?'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 3, body, 'run')
      expect(kinds(d), d.body).not.toContain('slot')
      expect(kinds(d), d.body).toContain('sorry')
    })

  it('what happened to a thing still asks about it', () => {
    const d = corpusDraft('en', 2, 'What happened to my notes? They are all gone after the update')
    expect(kinds(d), d.body).toContain('sorryLoss')
  })
})

describe('a Swedish watch is named in its definite form', () => {
  it('sv: med Garmin-klockan', () => {
    const d = corpusDraft(
      'sv',
      3,
      'Bra app men den synkar inte med min Garmin-klocka längre',
      'run',
    )
    expect(d.body).toMatch(/Garmin-klockan/)
  })
})

describe('a Hindi word matched inside a longer word is named by its plain name, never a piece', () => {
  it('hi: the remove-ads pack', () => {
    const body = 'पैसे कट गए लेकिन विज्ञापन हटाने वाला पैक नहीं मिला। कृपया जल्दी ठीक करें'
    const d = corpusDraft('hi', 1, body, 'game', 'app_store')
    expect(d.body).not.toMatch(/विज्ञापन हटा(?!न)/)
  })
})

describe('Arabic training plans said as "خطط التدريب" are named', () => {
  it('ar: praise of the plans', () => {
    const body = 'تطبيق رائع، خطط التدريب ساعدتني أجري أول ٥ كيلو بدون توقف. شكرًا لكم'
    expect(corpusDraft('ar', 5, body, 'run').body).toMatch(/الخطط التدريبية/)
  })
})

describe('ads back after paying to remove them is a purchase gone missing, no wish', () => {
  const cases: [string, string][] = [
    [
      'ru',
      'Купил отключение рекламы, переустановил игру — и реклама снова появилась. Верните покупку!',
    ],
    ['uk', "Купив вимкнення реклами, перевстановив гру — і реклама знову з'явилася"],
    ['id', 'Udah beli hapus iklan, abis install ulang iklannya muncul lagi'],
    ['vi', 'Đã mua gói xoá quảng cáo, cài lại game thì quảng cáo hiện lại'],
  ]
  for (const [lang, body] of cases)
    it(`${lang}: ${body}`, () => {
      const d = corpusDraft(lang, 1, body, 'game')
      expect(kinds(d), d.body).toContain('billing')
      expect(kinds(d), d.body).not.toContain('request')
    })
})
