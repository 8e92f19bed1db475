import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'
/** A named thing, with the article it takes fitted after "de" or "à" ("du widget", "des rappels"). */
const F = '{feature}'

/**
 * French with "vous", as the phrasebook writes it. A named thing takes its article, fused
 * after "de" and "à" by `write/naming` ("avec le mode sombre", "des modèles et du widget");
 * "votre {device}" fits any device. Nothing agrees with the reviewer's gender (no "débité·e", "remboursé·e"), and no
 * line puts "de"/"que" before the brand, which an initial vowel would elide. The phrasebook's
 * polish adds the no-break space before ! ? ; :.
 */
export const fr: MoveLines = {
  thanks: {
    casual: [
      'Merci beaucoup pour vos gentils mots !',
      'Un grand merci pour ce super avis !',
      "Merci d'avoir pris le temps d'écrire ce bel avis !",
    ],
    formal: [
      'Merci pour votre avis bienveillant.',
      'Nous vous remercions sincèrement pour vos mots aimables.',
      'Nous apprécions beaucoup votre retour positif.',
    ],
  },
  thanksFor: {
    casual: [
      `Merci beaucoup pour vos compliments sur ${F} !`,
      `Un grand merci pour ce que vous dites de ${F} !`,
      `Merci ! Ravis de lire tout le bien que vous pensez de ${F}.`,
    ],
    formal: [
      `Merci pour vos mots aimables au sujet de ${F}.`,
      `Merci. Nous sommes heureux de savoir que vous appréciez ${F}.`,
    ],
  },
  praiseMore: [
    "Nous sommes ravis que l'application vous plaise autant.",
    "Des avis comme le vôtre font plaisir à toute l'équipe.",
    'Ravis de savoir que tout fonctionne bien pour vous.',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Et toutes nos félicitations pour cette réussite !'],
  praiseAlso: [
    `Merci aussi pour vos compliments[ sur ${F}].`,
    `Vos compliments[ sur ${F}] nous font aussi très plaisir.`,
  ],
  askMissing: [
    'Dites-nous ce que nous pourrions améliorer : nous lisons tous les messages.',
    "N'hésitez pas à nous dire ce qui vous manque ou ce que nous pourrions mieux faire.",
  ],
  neutral: {
    casual: ['Merci pour votre retour.', "Merci d'avoir pris le temps de laisser un avis."],
    formal: [
      'Nous vous remercions pour votre retour.',
      "Merci d'avoir pris le temps de nous laisser un avis.",
    ],
  },
  request: [
    `Merci pour l'idée[ de ${F}] ! Nous l'avons transmise à notre équipe.`,
    `Nous avons transmis votre idée[ de ${F}] à notre équipe produit, merci !`,
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: [
    `Merci pour votre suggestion[ concernant ${F}] ! Nous l'avons transmise à notre équipe.`,
  ],
  sorry: {
    casual: [
      `Désolés pour ce souci[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
      `Nous sommes désolés pour ce problème[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][ ; nous regrettons aussi que {also}].`,
      `Navrés pour ce problème[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
    ],
    formal: [
      `Nous vous prions de nous excuser pour ce problème[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][ ; nous regrettons aussi que {also}].`,
      `Nous regrettons ce dysfonctionnement[ concernant ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
      `Veuillez nous excuser pour ce problème[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
    ],
  },
  sorryCrash: [
    `Désolés pour ces plantages[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
    `Nous sommes désolés que l'application plante[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].`,
    `Navrés que l'application se ferme brusquement[ avec ${F}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}].`,
  ],
  phoneHot: 'votre téléphone chauffe',
  measures: {
    distance: 'de la distance',
    steps: 'du nombre de pas',
    calories: 'des calories',
    pace: "de l'allure",
    heartRate: 'de la fréquence cardiaque',
  },
  sorryFor: {
    freeze: [
      "Désolés que l'application se fige[ avec {feature}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
    slow: [
      "Désolés que l'application soit si lente[ avec {feature}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
    sync: [
      'Désolés que la synchronisation ne fonctionne pas correctement[ avec {feature}][ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    logout: [
      "Désolés que l'application vous déconnecte sans cesse[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].",
    ],
    open: [
      "Désolés que l'application ne s'ouvre pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].",
    ],
    battery: [
      "Désolés que l'application consomme autant de batterie[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
    // The phone heats up, said alone.
    heat: [
      "Désolés que votre {device} chauffe autant avec l'application[ {when}][ ({os})][ dans la version {version}][ et que {also}].",
      "Désolés que votre téléphone chauffe autant avec l'application[ {when}][ ({os})][ dans la version {version}][ et que {also}].",
    ],
    late: [
      'Désolés que les notifications arrivent en retard[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    wrong: [
      'Désolés que la mesure {measure} soit fausse[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Désolés que {feature} ne se mette plus à jour[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    blank: [
      'Désolés que {feature} reste vide[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    cuts: [
      'Désolés que {feature} se coupe sans cesse[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    load: [
      'Désolés que {feature} ne se charge pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    reset: [
      'Désolés que {feature} se réinitialise[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    save: [
      "Désolés que {feature} ne s'enregistre pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
    missing: [
      "Désolés que {feature} ne s'affiche pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
    gone: [
      'Désolés que {feature} disparaisse[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    broken: [
      'Désolés que {feature} ne fonctionne plus[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      "Désolés que l'application arrête l'enregistrement d'elle-même[ {when}][ sur votre {device}][ ({os})][ dans la version {version}][, et que {also}].",
    ],
  },
  // The same for a plural thing, whose verb agrees with it.
  sorryForMany: {
    stale: [
      'Désolés que {feature} ne se mettent plus à jour[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    blank: [
      'Désolés que {feature} restent vides[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    cuts: [
      'Désolés que {feature} se coupent sans cesse[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    load: [
      'Désolés que {feature} ne se chargent pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    reset: [
      'Désolés que {feature} se réinitialisent[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    save: [
      "Désolés que {feature} ne s'enregistrent pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].",
    ],
    missing: [
      "Désolés que {feature} ne s'affichent pas[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].",
    ],
    gone: [
      'Désolés que {feature} disparaissent[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
    broken: [
      'Désolés que {feature} ne fonctionnent plus[ {when}][ sur votre {device}][ ({os})][ dans la version {version}].',
    ],
  },
  alsoFor: {
    gone: '{feature} disparaisse',
    stale: '{feature} ne se mette plus à jour',
    blank: '{feature} reste vide',
    cuts: '{feature} se coupe sans cesse',
    load: '{feature} ne se charge pas',
    reset: '{feature} se réinitialise',
    save: "{feature} ne s'enregistre pas",
    missing: "{feature} ne s'affiche pas",
    broken: '{feature} ne fonctionne plus',
    sync: '{feature} ne se synchronise pas',
    wrong: '{feature} ne fonctionne pas correctement',
    freeze: '{feature} se fige',
  },
  // The same for a plural thing, whose verb agrees with it.
  alsoForMany: {
    gone: '{feature} disparaissent',
    stale: '{feature} ne se mettent plus à jour',
    blank: '{feature} restent vides',
    cuts: '{feature} se coupent sans cesse',
    load: '{feature} ne se chargent pas',
    reset: '{feature} se réinitialisent',
    save: "{feature} ne s'enregistrent pas",
    missing: "{feature} ne s'affichent pas",
    broken: '{feature} ne fonctionnent plus',
    sync: '{feature} ne se synchronisent pas',
    wrong: '{feature} ne fonctionnent pas correctement',
    freeze: '{feature} se figent',
  },
  heard: {
    price: [
      "Désolés que le prix[ de {feature}] ne vous convienne pas ; nous avons transmis votre remarque à l'équipe.",
      "Nous sommes désolés que le prix[ de {feature}] vous freine ; nous avons partagé votre avis avec l'équipe.",
      "Nous comprenons que le prix[ de {feature}] vous freine ; votre remarque a été transmise à l'équipe.",
    ],
    ads: [
      "Désolés que les publicités vous gênent ; nous avons transmis votre remarque à l'équipe.",
      "Nous sommes désolés que les publicités gâchent votre expérience ; nous avons partagé votre avis avec l'équipe.",
      "Quant aux publicités, nous comprenons qu'elles vous gênent ; votre remarque a été transmise à l'équipe.",
    ],
    design: [
      `Désolés que le nouveau design[ de ${F}] ne vous plaise pas ; nous avons transmis votre avis à notre équipe design.`,
      `Nous sommes désolés que la nouvelle présentation[ de ${F}] vous semble un recul ; nous avons partagé votre avis avec l'équipe.`,
      `Nous comprenons que le design[ de ${F}] ne vous plaise pas ; votre avis a été transmis à notre équipe design.`,
    ],
    slow: [
      "Désolés que l'application soit si lente chez vous ; nous avons transmis votre avis à l'équipe.",
      "Nous sommes désolés de cette lenteur ; nous avons partagé votre avis avec l'équipe.",
      "Nous comprenons que cette lenteur soit pénible ; votre avis a été transmis à l'équipe.",
    ],
    account: [
      "Désolés que la création de compte obligatoire vous dérange ; nous avons transmis votre avis à l'équipe.",
    ],
    notifications: [
      "Désolés que les notifications soient trop nombreuses ; nous avons transmis votre avis à l'équipe.",
      "Quant aux notifications, nous comprenons qu'il y en ait trop à votre goût ; votre avis a été transmis à l'équipe.",
    ],
    // Too hard: the difficulty itself, which "sorry about the levels" leaves unsaid.
    hard: [
      "Désolés que la difficulté du jeu vous frustre autant ; nous avons transmis votre avis à l'équipe.",
      "Nous comprenons que la difficulté du jeu vous frustre ; votre avis a été transmis à l'équipe.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: [
      "Désolés que vous ayez l'impression de devoir payer pour avancer ; nous avons transmis votre avis à l'équipe.",
      "Nous sommes désolés que le jeu vous donne le sentiment qu'on ne progresse qu'en payant ; nous avons partagé votre avis avec l'équipe.",
      "Nous comprenons que vous ayez l'impression de devoir payer pour avancer ; votre avis a été transmis à l'équipe.",
    ],
    other: [
      `Désolés que l'expérience[ avec ${F}] ne soit pas à la hauteur de vos attentes ; nous avons transmis votre avis à l'équipe.`,
      `Nous sommes désolés pour cette déception[ au sujet de ${F}] ; nous avons partagé votre avis avec l'équipe.`,
      `Nous comprenons votre déception[ au sujet de ${F}] ; votre avis a été transmis à l'équipe.`,
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      `Nous sommes désolés pour cette déception[ au sujet de ${F}] ; nous avons partagé votre avis avec l'équipe.`,
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      "Nous sommes désolés que l'appli n'ait pas été à la hauteur de vos attentes ; nous avons transmis votre avis à l'équipe.",
      "Navrés que l'appli n'ait pas répondu à vos attentes ; votre avis a été transmis à l'équipe.",
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Désolés que {feature} vous déplaisent ; nous avons transmis votre avis à l'équipe.",
      "Nous comprenons que {feature} vous déplaisent ; votre avis a été transmis à l'équipe.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "le système de vies",
    priceOf: "le prix de {feature}",
    designOf: "le design de {feature}",
    newDesignOf: "le nouveau design de {feature}",
    price: "le prix",
    ads: "les publicités",
    design: "le design",
    newDesign: "le nouveau design",
    slow: "la lenteur de l'application",
    notifications: "les notifications trop fréquentes",
    account: "l'obligation de créer un compte",
    hard: "la difficulté",
    payToWin: "l'impression de devoir payer pour progresser",
    rateNag: "les demandes d'évaluation répétées",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    "Nous sommes vraiment désolés que le plantage de l'application[ dans la version {version}] vous ait fait perdre des données.",
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    "Nous sommes vraiment désolés que l'application se soit figée[ dans la version {version}] et vous ait fait perdre des données.",
  ],
  sorryLoss: [
    'Nous sommes vraiment désolés pour la perte de {feature}[ depuis la version {version}].',
    'Nous sommes vraiment désolés que vos données aient disparu[ depuis la version {version}].',
    'Nous sommes sincèrement désolés pour vos données manquantes[ sur votre {device}].',
    "Nous sommes vraiment désolés que vous ayez perdu des données à cause d'un problème avec {cause}[ dans la version {version}].",
  ],
  elsewhere: {
    app: ["Désolés pour la confusion ! Il semble qu'il s'agisse d'une autre application."],
    outside: ['Merci pour votre honnêteté ; nous sommes tout de même désolés pour ce désagrément.'],
  },
  sorrySarcasm: [
    `Remarque justifiée[ sur ${F}], et nous sommes désolés que ce soit aussi frustrant.`,
    `Nous comprenons votre agacement[ au sujet de ${F}], et nous en sommes désolés.`,
  ],
  details: {
    contact: [
      "Indiquez-nous via {contact} votre appareil et la version de l'application : nous examinerons cela avec vous.",
    ],
    noContact: [
      "Contactez notre support en indiquant le modèle de votre appareil et la version de l'application, afin que nous puissions examiner cela avec vous.",
    ],
  },
  followUp: {
    contact: [
      'Écrivez-nous via {contact}, et nous examinerons cela avec vous.',
      'Si vous nous écrivez via {contact}, nous regarderons cela de près avec vous.',
    ],
    noContact: ['Contactez notre support, et nous examinerons cela avec vous.'],
  },
  recovery: {
    contact: [
      'Écrivez-nous dès que possible via {contact}, afin que nous puissions vérifier avec vous ce qui peut être récupéré.',
      'Contactez-nous sans attendre via {contact} : nous regarderons avec vous ce qui peut être restauré.',
    ],
    noContact: [
      'Contactez notre support dès que possible, afin que nous puissions vérifier avec vous ce qui peut être récupéré.',
    ],
  },
  answerLead: [
    'Merci pour votre question !',
    'Avec plaisir, voici la réponse :',
    'Bonne question, merci de la poser !',
  ],
  askedLead: ['Merci pour votre question.', 'Merci pour votre message.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      'Désolés pour ce prélèvement de {feature} pour {item} après votre résiliation.',
      'Désolés pour ce prélèvement[ de {feature}] après votre résiliation.',
      "Un prélèvement[ de {feature}] après résiliation n'aurait pas dû avoir lieu, et nous en sommes désolés.",
    ],
    cantCancel: [
      "Désolés que vous n'ayez pas pu résilier votre abonnement et que les prélèvements[ de {feature}] aient continué.",
    ],
    twice: [
      'Désolés pour ce double prélèvement de {feature} pour {item}.',
      'Désolés pour ce double prélèvement[ de {feature}].',
      "Un double prélèvement[ de {feature}] n'aurait pas dû avoir lieu, et nous en sommes désolés.",
    ],
    wrongPlan: [
      'Désolés que le prélèvement[ de {feature}] corresponde à une autre formule que celle que vous aviez choisie.',
    ],
    unknown: [
      'Nous sommes désolés pour ce prélèvement inattendu de {feature} pour {item}.',
      'Nous sommes désolés pour ce prélèvement inattendu[ de {feature}].',
      'Désolés pour ce prélèvement[ de {feature}] auquel vous ne vous attendiez pas.',
    ],
    renewed: [
      "Désolés pour ce prélèvement de {feature} pour {item} lors d'un renouvellement sans rappel clair.",
      "Désolés pour ce prélèvement[ de {feature}] lors d'un renouvellement sans rappel clair.",
      "Nous sommes désolés que l'abonnement se soit renouvelé sans avertissement, avec un prélèvement[ de {feature}].",
    ],
    trial: [
      "Désolés pour ce prélèvement de {feature} pour {item} à la fin de l'essai.",
      "Désolés pour ce prélèvement[ de {feature}] à la fin de l'essai.",
      "Nous sommes désolés que l'essai se soit transformé en abonnement payant, avec un prélèvement[ de {feature}].",
    ],
    missing: [
      "Désolés que votre achat[ de {feature}] n'apparaisse pas : vous devez avoir tout ce que vous avez payé.",
      "Désolés que votre achat[ de {feature}] ne s'affiche pas.",
    ],
    refund: [
      'Nous comprenons que vous souhaitiez obtenir le remboursement de votre achat[ de {feature}].',
      'Désolés pour ce souci avec votre achat[ de {feature}].',
    ],
    family: [
      'Désolés que le partage familial ne fonctionne pas pour votre famille[ avec {feature}].',
    ],
    currency: [
      'Désolés que le paiement[ de {feature}] vous ait été facturé dans une autre devise que la vôtre.',
    ],
    priceRise: ['Nous comprenons votre agacement face à la hausse du prix[ de {feature}].'],
    child: ['Nous sommes désolés que votre enfant ait fait un achat sans votre accord.'],
    approval: {
      app_store: [
        "Pour éviter que cela se reproduise, vous pouvez faire en sorte qu'Apple demande votre accord ou votre mot de passe avant chaque achat.",
      ],
      google_play: [
        'Pour éviter que cela se reproduise, vous pouvez exiger une authentification pour chaque achat dans les paramètres de Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        "Vous pouvez consulter ou résilier votre abonnement à tout moment dans les réglages d'abonnement d'Apple : Réglages → votre nom → Abonnements.",
      ],
      google_play: [
        'Vous pouvez consulter ou résilier votre abonnement à tout moment dans Google Play → Profil → Paiements et abonnements → Abonnements.',
      ],
    },
    other: [
      'Désolés pour ce problème de paiement[ de {feature}].',
      'Nous comprenons à quel point un problème de facturation est agaçant.',
    ],
    refundPath: {
      app_store: [
        `Seul Apple rembourse les achats faits sur l'App Store : vous pouvez demander un remboursement sur ${APPLE}.`,
      ],
      google_play: [`Sous 48\u00a0h, vous pouvez demander le remboursement sur ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Envoyez-nous votre numéro de commande via {contact} : nous vérifierons le prélèvement avec vous.',
        'Si vous nous écrivez via {contact} avec votre numéro de commande, nous examinerons la commande avec vous.',
      ],
      noContact: [
        'Si vous contactez notre support avec votre numéro de commande, nous vérifierons le prélèvement avec vous.',
      ],
    },
    loop: [
      "Ces allers-retours n'auraient pas dû arriver.",
      'Désolés pour tous ces allers-retours.',
    ],
  },
  supportFailed: [
    "Personne ne vous a répondu, et ce n'est pas normal.",
    'Nous sommes désolés que personne ne vous ait répondu.',
  ],
  supportFailedDirect: {
    contact: [
      'Vous auriez dû avoir une réponse : envoyez à {contact} votre numéro de ticket ou votre e-mail pour que nous retrouvions votre message.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Vous auriez dû avoir une réponse : envoyez à {contact} votre numéro de commande et votre e-mail pour que nous retrouvions votre message.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Vous auriez dû avoir une réponse : envoyez votre numéro de commande à {contact}.'],
  },
  supportReplied: [
    'Désolés que nos réponses ne vous aient pas été utiles.',
    "Nos réponses jusqu'ici n'ont pas réglé le problème.",
  ],
  contactAgain: {
    contact: [
      "Inutile de tout réexpliquer : envoyez votre numéro de ticket ou l'adresse d'où vous avez écrit à {contact} pour que nous retrouvions votre message.",
    ],
  },
  orderAgain: {
    contact: [
      "Envoyez votre numéro de commande et l'adresse d'où vous avez écrit à {contact} pour que nous retrouvions votre message et le prélèvement.",
    ],
  },
  privacyAsked: ["Vous avez raison de demander pourquoi l'app demande l'accès à {feature}."],
  permissions: {
    location: 'votre position',
    contacts: 'vos contacts',
    microphone: 'votre micro',
    camera: 'votre appareil photo',
    photos: 'vos photos',
  },
  privacy: [
    'Vous avez raison de demander ce que deviennent vos données, et vous méritez une réponse claire.',
    "C'est une question légitime sur vos données, alors voici une réponse directe.",
  ],
  deletionAsked: [
    'Nous comprenons que vous nous avez demandé de supprimer votre compte et vos données.',
  ],
  dataCopy: {
    contact: [
      'Pour obtenir une copie des données personnelles que nous détenons à votre sujet, écrivez-nous directement via {contact} afin que nous puissions traiter votre demande.',
    ],
    noContact: [
      "Pour obtenir une copie des données personnelles que nous détenons à votre sujet, contactez directement notre équipe d'assistance afin que nous puissions traiter votre demande.",
    ],
  },
  deletion: [
    'Nous comprenons que vous souhaitiez supprimer votre compte et vos données.',
    'Vous souhaitez supprimer votre compte et vos données : voici comment faire.',
  ],
  tried: {
    contact: [
      'Puisque vous avez déjà essayé les étapes habituelles, écrivez-nous directement via {contact} : nous examinerons votre cas avec vous.',
    ],
    noContact: [
      "Puisque vous avez déjà essayé les étapes habituelles, contactez directement notre équipe d'assistance : nous examinerons votre cas avec vous.",
    ],
  },
  lockedOut: {
    contact: [
      "Désolés que vous ne puissiez plus accéder à votre compte. Écrivez-nous via {contact} depuis l'adresse e-mail de votre compte, afin que nous vous aidions à le récupérer.",
      "Pour retrouver l'accès à votre compte, écrivez-nous via {contact} depuis l'adresse e-mail du compte : nous vous aiderons.",
    ],
    noContact: [
      "Désolés que vous ne puissiez plus accéder à votre compte. Contactez notre support depuis l'adresse e-mail de votre compte, afin que nous vous aidions à le récupérer.",
      "Pour retrouver l'accès à votre compte, contactez notre support depuis l'adresse e-mail du compte : nous vous aiderons.",
    ],
  },
  contact: {
    contact: [
      'Si vous nous écrivez via {contact}, nous serons ravis de vous aider.',
      'Notre équipe vous aidera volontiers via {contact}.',
    ],
    noContact: ['Si vous contactez notre support, nous serons ravis de vous aider.'],
  },
  closing: {
    positive: ['Bonne utilisation !', 'Merci encore !', 'Belle journée à vous !'],
    neutral: ['Merci encore pour votre retour.', "Merci d'avoir pris le temps de nous écrire."],
    negative: ['Merci pour votre patience.', "Merci de nous l'avoir signalé."],
  },
}
