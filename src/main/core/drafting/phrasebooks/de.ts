import type { Phrasebook } from './types'

/** German with "Sie", which no customer minds from a company. */
export const de: Phrasebook = {
  code: 'de',
  locale: 'de',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hallo {name},'], formal: ['Hallo {name},', 'Guten Tag {name},'] },
    anonymous: { casual: ['Hallo,'], formal: ['Guten Tag,'] },
  },
  opener: {
    high: {
      casual: [
        'Vielen Dank für die tolle Bewertung!',
        'Herzlichen Dank für Ihre netten Worte!',
        'Wow, danke für die super Bewertung!',
      ],
      formal: [
        'Vielen Dank für Ihre positive Bewertung.',
        'Herzlichen Dank für die sehr gute Bewertung.',
        'Wir freuen uns sehr über Ihr positives Feedback.',
      ],
    },
    mid: {
      casual: [
        'Danke für Ihr ehrliches Feedback!',
        'Danke, dass Sie sich die Zeit für eine Bewertung genommen haben.',
        'Vielen Dank für Ihre Einschätzung.',
      ],
      formal: [
        'Vielen Dank für Ihr Feedback.',
        'Danke, dass Sie Ihre Eindrücke mit uns teilen.',
        'Vielen Dank für Ihre ehrliche Bewertung.',
      ],
    },
    low: {
      casual: [
        'Das tut uns wirklich leid.',
        'Schade, dass {brand|die App} Sie bisher nicht überzeugen konnte.',
        'Es tut uns leid, dass Sie so eine Erfahrung gemacht haben.',
      ],
      formal: [
        'Bitte entschuldigen Sie die Unannehmlichkeiten.',
        'Es tut uns leid, dass Ihre Erfahrung nicht Ihren Erwartungen entsprach.',
        'Wir bedauern die Probleme, die Sie hatten.',
      ],
    },
  },
  issue: {
    crash: [
      'Die Abstürze tun uns leid; wir haben Ihre Meldung an unser Team weitergegeben.',
      'Danke für den Hinweis auf den Absturz; wir haben die Details an unsere Entwickler weitergegeben.',
    ],
    bug: [
      'Danke, dass Sie den Fehler gemeldet haben; wir haben ihn an unser Entwicklerteam weitergegeben.',
      'Das beschriebene Problem haben wir an unser Team weitergegeben.',
    ],
    feature_request: [
      'Danke für den Vorschlag! Wir haben ihn an unser Team weitergegeben.',
    ],
    pricing: [
      'Wir verstehen, dass der Preis wichtig ist, und haben Ihr Feedback an das Team weitergegeben.',
      'Danke für Ihre Meinung zu den Preisen; wir nehmen sie ernst.',
    ],
    login: [
      'Es tut uns leid, dass die Anmeldung nicht klappt.',
      'Wir helfen Ihnen gern, wieder Zugriff auf Ihr Konto zu bekommen.',
    ],
    performance: [
      'Wir wissen, wie wichtig Tempo und Akkulaufzeit sind, und haben Ihr Feedback an unsere Entwickler weitergegeben.',
      'Danke für den Hinweis zur Geschwindigkeit; wir haben ihn an das Team weitergegeben.',
    ],
    ads: [
      'Danke für Ihr Feedback zur Werbung; wir haben es an das Team weitergegeben.',
      'Wir nehmen Ihre Anmerkungen zur Werbung ernst.',
    ],
    sync: [
      'Wir wissen, wie wichtig Ihre Daten sind, und möchten uns das so schnell wie möglich mit Ihnen ansehen.',
      'Die Probleme mit der Synchronisierung tun uns leid; wir haben Ihre Meldung an unser Team weitergegeben.',
    ],
    ui: [
      'Danke für Ihr Feedback zum Design; wir haben es an unser Designteam weitergegeben.',
      'Wir möchten, dass {brand|die App} einfach zu bedienen ist, und Ihr Feedback hilft uns dabei.',
    ],
    support: [
      'Es tut uns leid, dass Sie auf eine Antwort warten mussten.',
      'Schade, dass unser Support Ihre Erwartungen diesmal nicht erfüllt hat.',
    ],
  },
  positive: {
    praise: [
      'Schön zu hören, dass {brand|die App} Ihnen weiterhilft.',
      'Bewertungen wie Ihre motivieren unser ganzes Team.',
      'Wir freuen uns, dass alles so gut für Sie funktioniert.',
    ],
    ui: ['Schön, dass Ihnen das Design gefällt!', 'Freut uns, dass die App für Sie einfach zu bedienen ist.'],
    support: [
      'Wir geben Ihr Lob gern an unser Support-Team weiter!',
      'Darüber wird sich unser Support-Team sehr freuen.',
    ],
  },
  nextStep: {
    contact: [
      'Bitte schreiben Sie uns über {contact}, damit wir uns das genauer ansehen können.',
      'Melden Sie sich gern über {contact}, wir helfen Ihnen weiter.',
      'Unser Team hilft Ihnen unter {contact} gern weiter.',
    ],
    noContact: [
      'Bitte wenden Sie sich an unseren Support, damit wir uns das genauer ansehen können.',
      'Unser Support-Team hilft Ihnen gern weiter.',
    ],
  },
  askMore: ['Wir würden gern wissen, was wir besser machen können.', 'Schreiben Sie uns gern, was Ihnen noch fehlt; wir lesen jede Nachricht.'],
  closing: {
    high: ['Viel Spaß weiterhin mit {brand|der App}!', 'Nochmals danke für Ihre Unterstützung!', 'Einen schönen Tag noch!'],
    mid: ['Nochmals danke für Ihr Feedback.', 'Ihr Feedback ist uns sehr wichtig.'],
    low: ['Danke für Ihre Geduld.', 'Vielen Dank für Ihr Verständnis.'],
  },
  team: 'Ihr Team von {brand}',
  apology: /leid|entschuldig|bedauer|schade/i,
  keywords: {
    crash: ['absturz', 'abstürz', 'stürzt', 'abgestürzt', 'schließt sich', 'crash', 'öffnet nicht', 'startet nicht', 'schwarzer bildschirm'],
    bug: ['fehler', 'bug', 'funktioniert nicht', 'geht nicht', 'problem', 'kaputt', 'beheb'],
    feature_request: ['hinzufügen', 'wäre schön', 'wäre toll', 'wäre super', 'wäre cool', 'wünsche', 'wunsch', 'funktion', 'option', 'dark mode', 'dunkelmodus', 'vorschlag', 'fehlt'],
    pricing: ['preis', 'teuer', '=abo', 'abonnement', 'bezahl', 'zahlen', 'kosten', 'premium', 'geld', 'erstattung', 'kostenlos', 'gratis', 'abzocke', 'sauteuer', 'überteuert', '=wucher', 'wucherpreis'],
    login: ['anmeld', 'login', 'einloggen', 'passwort', 'konto', 'account', 'verifizier'],
    performance: ['langsam', 'akku', 'batterie', 'ruckel', 'hängt', 'lädt', 'ladezeit', 'friert', '=lag', 'laggt'],
    ads: ['werbung', 'werbe', 'anzeigen', 'reklame'],
    sync: ['synchron', 'sync', 'verloren', 'daten', 'backup', '=weg', 'gelöscht', 'wiederherstell', 'neues handy', 'neue handy', 'neuen handy', 'übertragen'],
    ui: ['design', 'oberfläche', 'layout', 'bedienung', 'schrift', 'farbe', 'menü', 'button', 'unübersichtlich', 'übersichtlich', 'intuitiv'],
    support: ['support', 'kundendienst', 'kundenservice', 'keine antwort', 'antworten nicht'],
    praise: ['super', 'toll', 'klasse', 'genial', 'perfekt', 'liebe', 'empfehle', 'danke', 'sehr gut', 'hilfreich', 'praktisch', 'beste', '=top'],
  },
}
