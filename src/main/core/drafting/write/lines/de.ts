import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * German with "Sie", as the phrasebook writes it. A named thing stands after a preposition
 * ("bei", "zu", "mit", "für", "an", "über"), which gives it its case: `write/naming` adds the
 * article and declines it ("beim Kalender", "für die täglichen Belohnungen"); a device is "auf Ihrem Pixel 8" (a watch "auf Ihrer Apple Watch", which `write/refer` fits), never "Ihr Gerät (Pixel 8)"; "Ihrem"/"Ihrer"
 * would depend on whether it is a phone or a watch. "Bald" and "gleich" never appear: a reply
 * says nothing about when.
 */
export const de: MoveLines = {
  thanks: {
    casual: [
      'Vielen Dank für Ihre netten Worte!',
      'Herzlichen Dank für die tolle Bewertung!',
      'Danke, dass Sie sich die Zeit für diese Bewertung genommen haben!',
    ],
    formal: [
      'Vielen Dank für Ihre freundliche Bewertung.',
      'Herzlichen Dank für Ihre netten Worte.',
      'Wir freuen uns sehr über Ihr positives Feedback.',
    ],
  },
  thanksFor: {
    casual: [
      'Vielen Dank für Ihr Lob für {feature}!',
      'Danke! Schön, dass Sie mit {feature} so zufrieden sind.',
      'Danke für die netten Worte zu {feature}!',
    ],
    formal: [
      'Vielen Dank für Ihre freundlichen Worte zu {feature}.',
      'Vielen Dank! Es freut uns, dass Sie mit {feature} so zufrieden sind.',
    ],
  },
  praiseMore: [
    'Schön zu hören, dass Ihnen {brand|die App} so gut gefällt.',
    'Bewertungen wie Ihre freuen unser ganzes Team.',
    'Es freut uns, dass Sie {brand|die App} so gern nutzen.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Und herzlichen Glückwunsch zu Ihrem Erfolg!'],
  praiseAlso: [
    'Danke auch für das Lob[ für {feature}].',
    'Ihr Lob[ für {feature}] freut uns ebenfalls sehr.',
  ],
  askMissing: [
    'Sagen Sie uns gern, was wir besser machen können: Wir lesen jede Nachricht.',
    'Erzählen Sie uns gern, was Ihnen fehlt oder was wir besser machen können.',
  ],
  neutral: {
    casual: [
      'Danke für Ihr Feedback.',
      'Danke, dass Sie sich die Zeit für eine Bewertung genommen haben.',
    ],
    formal: [
      'Vielen Dank für Ihr Feedback.',
      'Vielen Dank, dass Sie sich die Zeit für eine Bewertung genommen haben.',
    ],
  },
  request: [
    'Danke für den Vorschlag[ zu {feature}]! Wir haben ihn an unser Team weitergegeben.',
    'Ihren Vorschlag[ zu {feature}] haben wir gern an unser Produktteam weitergegeben.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: [
    'Danke für Ihren Vorschlag[ zu {feature}]! Wir haben ihn an unser Team weitergegeben.',
  ],
  sorry: {
    casual: [
      'Es tut uns leid, dass es[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] Probleme gibt[ und {also}].',
      'Ärgerlich, dass es[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] hakt; das tut uns leid.',
      'Wir bedauern, dass es[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht rund läuft.',
    ],
    formal: [
      'Wir bedauern die Probleme[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}].',
      'Bitte entschuldigen Sie die Probleme[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}].',
      'Es tut uns leid, dass es[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] zu Problemen kommt[ und {also}].',
    ],
  },
  sorryCrash: [
    'Es tut uns leid, dass {brand|die App}[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] abstürzt[ und {also}].',
    'Die Abstürze[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] tun uns leid.',
    'Dass {brand|die App}[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] abstürzt, ist ärgerlich; das tut uns leid.',
  ],
  phoneHot: 'Ihr Gerät heiß wird',
  measures: {
    distance: 'die Distanz',
    steps: 'die Schrittzahl',
    calories: 'der Kalorienverbrauch',
    pace: 'das Tempo',
    heartRate: 'die Herzfrequenz',
  },
  sorryFor: {
    freeze: [
      'Es tut uns leid, dass {brand|die App}[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] hängen bleibt[ und {also}].',
      'Ärgerlich, dass {brand|die App}[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] einfriert[ und {also}]; das tut uns leid.',
    ],
    slow: [
      'Es tut uns leid, dass {brand|die App}[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] so langsam ist[ und {also}].',
    ],
    sync: [
      'Es tut uns leid, dass die Synchronisierung[ bei {feature}][ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht richtig funktioniert[ und {also}].',
    ],
    logout: [
      'Es tut uns leid, dass {brand|die App} Sie[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] immer wieder abmeldet.',
    ],
    open: [
      'Es tut uns leid, dass sich {brand|die App}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht öffnen lässt.',
    ],
    battery: [
      'Es tut uns leid, dass {brand|die App}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] so viel Akku verbraucht[ und {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Es tut uns leid, dass Ihr {device} mit {brand|der App}[ {when}][ unter {os}][ in Version {version}] so heiß wird[ und {also}].',
      'Es tut uns leid, dass Ihr Gerät mit {brand|der App}[ {when}][ unter {os}][ in Version {version}] so heiß wird[ und {also}].',
    ],
    late: [
      'Es tut uns leid, dass die Benachrichtigungen[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] verspätet ankommen[ und {also}].',
    ],
    wrong: [
      'Es tut uns leid, dass {measure}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht stimmt.',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Es tut uns leid, dass sich {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht mehr aktualisiert[ und {also}].',
    ],
    blank: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] leer bleibt[ und {also}].',
    ],
    cuts: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] immer wieder aussetzt[ und {also}].',
    ],
    load: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht lädt[ und {also}].',
    ],
    reset: [
      'Es tut uns leid, dass sich {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] immer wieder zurücksetzt[ und {also}].',
    ],
    save: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht gespeichert wird[ und {also}].',
    ],
    missing: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht angezeigt wird[ und {also}].',
    ],
    gone: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] verschwindet[ und {also}].',
    ],
    broken: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht funktioniert[ und {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Es tut uns leid, dass {brand|die App}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] die Aufzeichnung von selbst beendet[ und {also}].',
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Es tut uns leid, dass sich {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht mehr aktualisieren.',
    ],
    blank: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] leer bleiben.',
    ],
    cuts: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] immer wieder aussetzen.',
    ],
    load: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht laden.',
    ],
    reset: [
      'Es tut uns leid, dass sich {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] immer wieder zurücksetzen.',
    ],
    save: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht gespeichert werden.',
    ],
    missing: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht angezeigt werden.',
    ],
    gone: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] verschwinden.',
    ],
    broken: [
      'Es tut uns leid, dass {feature}[ {when}][ auf Ihrem {device}][ unter {os}][ in Version {version}] nicht funktionieren.',
    ],
  },
  alsoFor: {
    gone: '{feature} verschwindet',
    freeze: '{feature} hängen bleibt',
    stale: 'sich {feature} nicht aktualisiert',
    blank: '{feature} leer bleibt',
    cuts: '{feature} immer wieder aussetzt',
    load: '{feature} nicht lädt',
    reset: 'sich {feature} zurücksetzt',
    save: '{feature} nicht gespeichert wird',
    missing: '{feature} nicht angezeigt wird',
    broken: '{feature} nicht funktioniert',
    sync: 'sich {feature} nicht synchronisiert',
    wrong: '{feature} nicht stimmt',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} verschwinden',
    freeze: '{feature} hängen bleiben',
    stale: 'sich {feature} nicht aktualisieren',
    blank: '{feature} leer bleiben',
    cuts: '{feature} immer wieder aussetzen',
    load: '{feature} nicht laden',
    reset: 'sich {feature} zurücksetzen',
    save: '{feature} nicht gespeichert werden',
    missing: '{feature} nicht angezeigt werden',
    broken: '{feature} nicht funktionieren',
    sync: 'sich {feature} nicht synchronisieren',
    wrong: '{feature} nicht stimmen',
  },
  heard: {
    price: [
      'Es tut uns leid, dass Ihnen der Preis[ für {feature}] nicht angemessen erscheint; wir haben Ihr Feedback an das Team weitergegeben.',
      'Dass Sie der Preis[ für {feature}] nicht überzeugt, tut uns leid; wir haben Ihre Rückmeldung an das Team weitergegeben.',
      "Dass Sie der Preis[ für {feature}] nicht überzeugt, verstehen wir; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    ads: [
      'Es tut uns leid, dass die Werbung Sie stört; wir haben Ihr Feedback an das Team weitergegeben.',
      'Dass Ihnen die Werbung das Erlebnis verdirbt, tut uns leid; wir haben Ihre Rückmeldung an das Team weitergegeben.',
      "Dass die Werbung Sie stört, verstehen wir; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    design: [
      'Es tut uns leid, dass Ihnen das Design[ bei {feature}] nicht zusagt; wir haben Ihr Feedback an unser Designteam weitergegeben.',
      'Dass sich die Neugestaltung[ bei {feature}] wie ein Rückschritt anfühlt, tut uns leid; wir haben Ihre Rückmeldung an das Team weitergegeben.',
      "Dass Ihnen das Design[ bei {feature}] nicht zusagt, verstehen wir; Ihre Rückmeldung haben wir an unser Designteam weitergegeben.",
    ],
    slow: [
      'Es tut uns leid, dass die App bei Ihnen so langsam ist; wir haben Ihr Feedback an das Team weitergegeben.',
      'Dass die App so langsam läuft, tut uns leid; wir haben Ihre Rückmeldung an das Team weitergegeben.',
      "Dass die App so langsam läuft, ist ärgerlich; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    account: [
      'Es tut uns leid, dass Sie die Pflicht zur Registrierung stört; wir haben Ihr Feedback an das Team weitergegeben.',
    ],
    notifications: [
      'Es tut uns leid, dass Ihnen die Benachrichtigungen zu viel sind; wir haben Ihr Feedback an das Team weitergegeben.',
      "Dass Ihnen die Benachrichtigungen zu viel sind, verstehen wir; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Es tut uns leid, dass Sie der Schwierigkeitsgrad so frustriert; wir haben Ihr Feedback an das Team weitergegeben.",
      "Dass Sie der Schwierigkeitsgrad frustriert, verstehen wir; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Es tut uns leid, dass Sie den Eindruck haben, ohne Bezahlen nicht weiterzukommen; wir haben Ihr Feedback an das Team weitergegeben.",
      "Wir bedauern, dass sich das Spiel für Sie so anfühlt, als käme man nur mit Geld voran; Ihre Rückmeldung haben wir an das Team weitergegeben.",
      "Wir verstehen, dass Sie das Gefühl haben, ohne Bezahlen nicht weiterzukommen; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    other: [
      'Es tut uns leid, dass Sie[ mit {feature}] nicht zufrieden sind; wir haben Ihr Feedback an das Team weitergegeben.',
      'Wir bedauern, dass Sie[ von {feature}] enttäuscht sind; Ihre Rückmeldung haben wir an das Team weitergegeben.',
      "Dass Sie[ mit {feature}] nicht zufrieden sind, nehmen wir ernst; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Es tut uns leid, dass Sie jetzt[ ohne {feature}] auskommen müssen; Ihre Rückmeldung haben wir an das Team weitergegeben.',
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Es tut uns leid, dass die App Ihre Erwartungen nicht erfüllt hat; wir haben Ihr Feedback an das Team weitergegeben.',
      'Schade, dass wir Ihre Erwartungen nicht erfüllen konnten; Ihre Rückmeldung haben wir an das Team weitergegeben.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Es tut uns leid, dass {feature} Sie stören; wir haben Ihr Feedback an das Team weitergegeben.",
      "Wir verstehen, dass {feature} Sie stören; Ihre Rückmeldung haben wir an das Team weitergegeben.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "das Lebenssystem",
    priceOf: "der Preis für {feature}",
    priceSum: "der Preis ({feature})",
    designOf: "das Design von {feature}",
    newDesignOf: "das neue Design von {feature}",
    price: "der Preis",
    ads: "die Werbung",
    design: "das Design",
    newDesign: "das neue Design",
    slow: "die Langsamkeit der App",
    notifications: "die vielen Benachrichtigungen",
    account: "der Kontozwang",
    hard: "der hohe Schwierigkeitsgrad",
    payToWin: "der Druck, Geld auszugeben",
    rateNag: "die ständigen Bitten um eine Bewertung",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Es tut uns sehr leid, dass Sie durch den Absturz[ in Version {version}] Daten verloren haben.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Es tut uns sehr leid, dass die App[ in Version {version}] hängen geblieben ist und Sie dadurch Daten verloren haben.',
  ],
  sorryLoss: [
    'Es tut uns sehr leid um {feature}[ seit Version {version}].',
    'Es tut uns sehr leid, dass Ihre Daten[ seit Version {version}] fehlen.',
    'Dass Ihre Daten[ auf Ihrem {device}] fehlen, tut uns sehr leid.',
    'Es tut uns sehr leid, dass Sie durch einen Fehler bei {cause}[ in Version {version}] Daten verloren haben.',
  ],
  elsewhere: {
    app: ['Entschuldigen Sie die Verwechslung! Es klingt, als ginge es um eine andere App.'],
    outside: ['Danke, dass Sie so fair sind; es tut uns trotzdem leid, dass es so ärgerlich ist.'],
  },
  sorrySarcasm: [
    'Berechtigte Kritik[ an {feature}], und es tut uns leid, dass das so frustrierend ist.',
    'Wir verstehen Ihren Ärger[ über {feature}], und das tut uns leid.',
  ],
  details: {
    contact: [
      'Schicken Sie uns gern über {contact} Ihr Gerätemodell und Ihre App-Version, dann sehen wir es uns mit Ihnen an.',
    ],
    noContact: [
      'Bitte schicken Sie unserem Support Ihr Gerätemodell und Ihre App-Version, damit wir uns das gemeinsam mit Ihnen ansehen können.',
    ],
  },
  followUp: {
    contact: [
      'Schreiben Sie uns gern über {contact}, dann sehen wir uns das gemeinsam mit Ihnen an.',
      'Wenn Sie uns über {contact} schreiben, gehen wir der Sache gemeinsam mit Ihnen nach.',
    ],
    noContact: [
      'Wenden Sie sich gern an unseren Support, dann sehen wir uns das gemeinsam mit Ihnen an.',
    ],
  },
  recovery: {
    contact: [
      'Bitte schreiben Sie uns möglichst schnell über {contact}, damit wir gemeinsam prüfen können, was sich wiederherstellen lässt.',
      'Melden Sie sich bitte direkt über {contact}; wir prüfen dann mit Ihnen, was sich wiederherstellen lässt.',
    ],
    noContact: [
      'Bitte wenden Sie sich möglichst schnell an unseren Support, damit wir gemeinsam prüfen können, was sich wiederherstellen lässt.',
    ],
  },
  answerLead: ['Danke für Ihre Frage!', 'Gern helfen wir weiter!', 'Gute Frage, danke dafür!'],
  askedLead: ['Danke für Ihre Frage.', 'Danke für Ihre Nachricht.'],
  billing: {
    // What was charged follows the charge or the purchase with its preposition: a plan takes
    // "für"/"von" and its article ("für das Jahresabo"), a sum "über" ("über 24,99 €").
    afterCancel: [
      'Es tut uns leid, dass nach Ihrer Kündigung noch {feature} für {item} abgebucht wurden.',
      'Es tut uns leid, dass nach Ihrer Kündigung noch eine Abbuchung[ für {feature}] erfolgt ist.',
      'Eine Abbuchung[ für {feature}] nach der Kündigung darf nicht sein; das tut uns leid.',
    ],
    cantCancel: [
      'Es tut uns leid, dass Sie Ihr Abo nicht kündigen konnten und trotzdem eine Abbuchung[ für {feature}] erfolgt ist.',
    ],
    twice: [
      'Es tut uns leid, dass die Zahlung über {feature} für {item} doppelt abgebucht wurde.',
      'Es tut uns leid, dass die Zahlung[ für {feature}] doppelt abgebucht wurde.',
      'Die doppelte Abbuchung[ für {feature}] tut uns leid.',
    ],
    wrongPlan: [
      'Es tut uns leid, dass die Abbuchung[ über {feature}] für einen anderen Tarif erfolgte als den, den Sie gewählt hatten.',
    ],
    unknown: [
      'Es tut uns leid, dass Sie eine unerwartete Abbuchung über {feature} für {item} sehen.',
      'Es tut uns leid, dass Sie eine unerwartete Abbuchung[ für {feature}] sehen.',
      'Eine unerwartete Abbuchung[ für {feature}] ist ärgerlich; das tut uns leid.',
    ],
    renewed: [
      'Es tut uns leid, dass bei der Verlängerung ohne klare Erinnerung {feature} für {item} abgebucht wurden.',
      'Es tut uns leid, dass Ihr Abo ohne klare Erinnerung verlängert wurde und eine Abbuchung[ für {feature}] erfolgt ist.',
      'Eine Verlängerung mit Abbuchung[ für {feature}] ohne Vorwarnung ist ärgerlich; das tut uns leid.',
    ],
    trial: [
      'Es tut uns leid, dass nach dem Testzeitraum {feature} für {item} abgebucht wurden.',
      'Es tut uns leid, dass aus dem Testzeitraum ein kostenpflichtiges Abo wurde und eine Abbuchung[ für {feature}] erfolgt ist.',
      'Dass nach dem Testzeitraum eine Abbuchung[ für {feature}] kam, mit der Sie nicht gerechnet haben, tut uns leid.',
    ],
    // What was bought is said after "für" or "mit", never "Ihr Kauf von …": German names what
    // a purchase was of in the genitive, and "Kauf vom Abo" reads as a translation.
    missing: [
      'Es tut uns leid, dass Ihr Kauf fehlt, obwohl Sie[ für {feature}] bezahlt haben.',
      'Ärgerlich, dass Ihr Kauf nicht angezeigt wird[, obwohl Sie für {feature} bezahlt haben]; das tut uns leid.',
    ],
    refund: [
      'Wir verstehen, dass Sie eine Erstattung[ für {feature}] möchten.',
      'Es tut uns leid, dass es mit {feature} Ärger gibt.',
      'Es tut uns leid, dass es mit Ihrem Kauf Ärger gibt.',
    ],
    family: [
      'Es tut uns leid, dass die Familienfreigabe[ für {feature}] bei Ihrer Familie nicht funktioniert.',
    ],
    currency: [
      'Es tut uns leid, dass Ihnen[ {feature}] in einer anderen Währung als Ihrer eigenen berechnet wurde.',
    ],
    priceRise: ['Wir verstehen Ihren Ärger darüber, dass der Preis[ für {feature}] gestiegen ist.'],
    child: [
      'Es tut uns leid, dass Ihr Kind ohne Ihre Zustimmung {feature} für {item} ausgegeben hat.',
      'Es tut uns leid, dass Ihr Kind ohne Ihre Zustimmung einen Kauf getätigt hat.',
    ],
    approval: {
      app_store: [
        'Damit das nicht wieder passiert, können Sie festlegen, dass Apple vor jedem Kauf Ihre Zustimmung oder Ihr Passwort verlangt.',
      ],
      google_play: [
        'Damit das nicht wieder passiert, können Sie in den Einstellungen von Google Play für jeden Kauf eine Authentifizierung verlangen.',
      ],
    },
    storeSettings: {
      app_store: [
        'Ihr Abo können Sie jederzeit in den Abo-Einstellungen von Apple einsehen oder kündigen: Einstellungen → Ihr Name → Abonnements.',
      ],
      google_play: [
        'Ihr Abo können Sie jederzeit in Google Play einsehen oder kündigen: Profil → Zahlungen und Abos → Abos.',
      ],
    },
    other: [
      'Es tut uns leid, dass es mit der Zahlung[ für {feature}] Probleme gibt.',
      'Wir verstehen, wie ärgerlich Probleme mit einer Zahlung sind.',
    ],
    refundPath: {
      app_store: [
        `Käufe im App Store kann nur Apple erstatten: Sie können die Erstattung unter ${APPLE} anfordern.`,
      ],
      google_play: [
        `Bis zu 48 Stunden nach dem Kauf können Sie unter ${GOOGLE} eine Erstattung anfordern.`,
      ],
    },
    checkOrder: {
      contact: [
        'Schicken Sie uns Ihre Bestellnummer über {contact}, dann prüfen wir die Abbuchung mit Ihnen.',
        'Senden Sie uns Ihre Bestellnummer über {contact}; wir sehen uns die Bestellung dann mit Ihnen an.',
      ],
      noContact: [
        'Wenn Sie unserem Support Ihre Bestellnummer schicken, prüfen wir die Abbuchung mit Ihnen.',
      ],
    },
    loop: [
      'Dass Sie hin- und hergeschickt wurden, hätte nicht passieren dürfen.',
      'Es tut uns leid, dass Sie von einer Stelle zur nächsten geschickt wurden.',
    ],
  },
  supportFailed: [
    'Dass niemand geantwortet hat, hätte nicht passieren dürfen.',
    'Es tut uns leid, dass sich niemand bei Ihnen gemeldet hat.',
  ],
  supportFailedDirect: {
    contact: [
      'Sie hätten eine Antwort verdient: Mit Ticketnummer oder Absenderadresse an {contact} finden wir Ihre Nachricht.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Sie hätten eine Antwort verdient: Mit Bestellnummer und Absenderadresse an {contact} finden wir Ihre Nachricht.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Sie hätten eine Antwort verdient: Senden Sie Ihre Bestellnummer an {contact}.'],
  },
  supportReplied: [
    'Es tut uns leid, dass unsere bisherigen Antworten Ihnen nicht weitergeholfen haben.',
    'Unsere bisherigen Antworten haben Ihnen nicht weitergeholfen.',
  ],
  contactAgain: {
    contact: [
      'Sie müssen nicht alles neu erklären: Senden Sie Ticketnummer oder Absenderadresse an {contact}, damit wir Ihre Nachricht finden.',
    ],
  },
  orderAgain: {
    contact: [
      'Senden Sie Bestellnummer und Absenderadresse an {contact}, damit wir Ihre Nachricht und die Abbuchung finden.',
    ],
  },
  privacyAsked: ['Sie fragen zu Recht, warum die App Zugriff auf {feature} möchte.'],
  permissions: {
    location: 'Ihren Standort',
    contacts: 'Ihre Kontakte',
    microphone: 'Ihr Mikrofon',
    camera: 'Ihre Kamera',
    photos: 'Ihre Fotos',
  },
  privacy: [
    'Sie fragen zu Recht, was mit Ihren Daten geschieht, und sollen eine klare Antwort bekommen.',
    'Eine berechtigte Frage zu Ihren Daten, deshalb hier eine klare Antwort.',
  ],
  deletionAsked: [
    'Wir verstehen, dass Sie uns gebeten haben, Ihr Konto und Ihre Daten zu löschen.',
  ],
  dataCopy: {
    contact: [
      'Für eine Auskunft über die Daten, die wir zu Ihrer Person gespeichert haben, wenden Sie sich bitte direkt über {contact} an uns, damit wir Ihre Anfrage bearbeiten können.',
    ],
    noContact: [
      'Für eine Auskunft über die Daten, die wir zu Ihrer Person gespeichert haben, wenden Sie sich bitte direkt an unser Support-Team, damit wir Ihre Anfrage bearbeiten können.',
    ],
  },
  deletion: [
    'Wir verstehen, dass Sie Ihr Konto und Ihre Daten löschen möchten.',
    'Sie möchten Ihr Konto und Ihre Daten löschen – das verstehen wir.',
  ],
  tried: {
    contact: [
      'Da Sie die üblichen Schritte schon versucht haben, schreiben Sie uns bitte direkt über {contact}; wir sehen uns Ihren Fall dann mit Ihnen an.',
    ],
    noContact: [
      'Da Sie die üblichen Schritte schon versucht haben, wenden Sie sich bitte direkt an unser Support-Team; wir sehen uns Ihren Fall dann mit Ihnen an.',
    ],
  },
  lockedOut: {
    contact: [
      'Es tut uns leid, dass Sie nicht in Ihr Konto kommen. Schreiben Sie uns bitte über {contact} von der E-Mail-Adresse Ihres Kontos, damit wir Ihnen wieder Zugang verschaffen können.',
      'Damit Sie wieder in Ihr Konto kommen, schreiben Sie uns bitte über {contact} von der E-Mail-Adresse Ihres Kontos; wir helfen Ihnen dann weiter.',
    ],
    noContact: [
      'Es tut uns leid, dass Sie nicht in Ihr Konto kommen. Bitte wenden Sie sich von der E-Mail-Adresse Ihres Kontos an unseren Support, damit wir Ihnen wieder Zugang verschaffen können.',
      'Damit Sie wieder in Ihr Konto kommen, wenden Sie sich bitte von der E-Mail-Adresse Ihres Kontos an unseren Support; wir helfen Ihnen dann weiter.',
    ],
  },
  contact: {
    contact: [
      'Wenn Sie uns über {contact} schreiben, helfen wir Ihnen gern weiter.',
      'Unser Team hilft Ihnen unter {contact} gern weiter.',
    ],
    noContact: ['Wenn Sie sich an unseren Support wenden, helfen wir Ihnen gern weiter.'],
  },
  closing: {
    positive: [
      'Viel Spaß weiterhin mit {brand|der App}!',
      'Nochmals vielen Dank!',
      'Einen schönen Tag noch!',
    ],
    neutral: ['Nochmals danke für Ihr Feedback.', 'Danke, dass Sie {brand|die App} nutzen.'],
    negative: ['Danke für Ihre Geduld.', 'Danke, dass Sie uns Bescheid gegeben haben.'],
  },
}
