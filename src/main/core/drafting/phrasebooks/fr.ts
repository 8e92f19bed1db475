import type { Phrasebook } from './types'

/**
 * French with "vous". Templates avoid "de/que {brand}" because a brand starting with a vowel
 * would need elision (d'Acme, qu'Acme).
 */
export const fr: Phrasebook = {
  code: 'fr',
  locale: 'fr',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Bonjour {name},', 'Bonjour {name} !'], formal: ['Bonjour {name},'] },
    anonymous: { casual: ['Bonjour,'], formal: ['Bonjour,'] },
  },
  opener: {
    high: {
      casual: [
        'Merci beaucoup pour ce super avis !',
        'Un grand merci pour vos gentils mots !',
        'Merci pour cette excellente note, ça nous fait très plaisir !',
      ],
      formal: [
        'Merci pour votre avis positif.',
        'Nous vous remercions pour cette excellente note.',
        "Merci d'avoir pris le temps de nous évaluer.",
      ],
    },
    mid: {
      casual: [
        'Merci pour votre retour sincère !',
        "Merci d'avoir pris le temps de partager votre avis.",
        'Merci pour vos remarques.',
      ],
      formal: [
        'Merci pour votre retour.',
        "Nous vous remercions d'avoir partagé votre avis.",
        'Merci pour votre évaluation.',
      ],
    },
    low: {
      casual: [
        'Nous sommes vraiment désolés pour cette mauvaise expérience.',
        "Désolés que l'application ne soit pas à la hauteur pour le moment.",
        'Nous sommes navrés pour ces désagréments.',
      ],
      formal: [
        'Nous vous prions de nous excuser pour la gêne occasionnée.',
        "Nous regrettons que votre expérience n'ait pas été à la hauteur.",
        'Veuillez accepter nos excuses pour ces désagréments.',
      ],
    },
  },
  issue: {
    crash: [
      'Désolés pour les plantages : nous avons transmis votre signalement à notre équipe.',
      'Merci de nous avoir signalé ce plantage ; nous en avons transmis les détails à nos développeurs.',
    ],
    bug: [
      "Merci d'avoir signalé ce bug ; nous l'avons transmis à nos développeurs.",
      'Nous avons transmis le problème que vous décrivez à notre équipe.',
    ],
    feature_request: [
      "Merci pour la suggestion ! Nous l'avons partagée avec notre équipe.",
    ],
    pricing: [
      "Nous comprenons que le prix compte, et nous avons transmis votre avis à l'équipe.",
      'Merci pour votre avis sur les tarifs ; nous le prenons très au sérieux.',
    ],
    login: [
      'Désolés que vous ayez du mal à vous connecter.',
      "Nous souhaitons vous aider à retrouver l'accès à votre compte au plus vite.",
    ],
    performance: [
      "Nous savons combien la rapidité et l'autonomie comptent, et nous avons transmis votre avis à nos développeurs.",
      "Merci de nous avoir signalé ces lenteurs ; nous les avons transmises à l'équipe.",
    ],
    ads: [
      "Merci pour votre avis sur les publicités ; nous l'avons transmis à l'équipe.",
      'Nous prenons note de vos remarques sur la publicité.',
    ],
    sync: [
      'Nous savons à quel point vos données comptent, et nous voulons examiner cela avec vous au plus vite.',
      'Désolés pour ces problèmes de synchronisation ; nous avons transmis votre signalement à notre équipe.',
    ],
    ui: [
      "Merci pour votre avis sur le design ; nous l'avons partagé avec notre équipe.",
      "Nous voulons que l'application soit simple à utiliser, et vos remarques nous aident.",
    ],
    support: [
      'Désolés de vous avoir fait attendre notre réponse.',
      "Nous regrettons que notre support n'ait pas répondu à vos attentes.",
    ],
  },
  positive: {
    praise: [
      "Nous sommes ravis que l'application vous soit utile.",
      "Des avis comme le vôtre motivent toute l'équipe.",
      'Ravis de savoir que tout fonctionne bien pour vous.',
    ],
    ui: ['Ravis que le design vous plaise !', "Heureux de savoir que l'application vous semble simple à utiliser."],
    support: [
      'Nous transmettrons vos compliments à notre équipe support !',
      'Notre équipe support sera ravie de lire cela.',
    ],
  },
  nextStep: {
    contact: [
      'Contactez-nous via {contact} afin que nous puissions examiner cela de plus près.',
      "N'hésitez pas à nous contacter via {contact}, nous serons ravis de vous aider.",
      'Notre équipe se tient à votre disposition via {contact}.',
    ],
    noContact: [
      'Contactez notre support afin que nous puissions examiner cela de plus près.',
      "N'hésitez pas à contacter notre support, nous serons ravis de vous aider.",
    ],
  },
  askMore: ['Nous aimerions savoir ce que nous pourrions améliorer.', 'Dites-nous ce qui vous manque : nous lisons tous les messages.'],
  closing: {
    high: ["Profitez bien de l'application !", 'Merci encore pour votre soutien !', 'Belle journée à vous !'],
    mid: ['Merci encore pour votre retour.', 'Votre avis compte beaucoup pour nous.'],
    low: ['Merci pour votre patience.', 'Merci de votre compréhension.'],
  },
  team: "L'équipe {brand}",
  apology: /désolé|navré|excuse|regrett/i,
  keywords: {
    crash: ['plante', 'plantage', 'plantait', 'plantaient', 'crash', 'se ferme', 'ferme tout seul', "s'ouvre pas", 'ne se lance', 'écran noir'],
    bug: ['bug', 'beug', 'erreur', 'ne fonctionne', 'ne marche', 'problème', 'corrig'],
    feature_request: ['ajouter', 'ajoutez', 'serait bien', 'serait top', 'serait génial', 'fonctionnalité', 'option', 'mode sombre', 'suggestion', 'suggère', 'manque'],
    pricing: ['prix', 'cher', 'abonnement', 'payer', 'payant', 'premium', 'rembours', 'argent', 'tarif', 'gratuit', 'hors de prix', 'exorbitant'],
    login: ['connexion', 'connecter', 'mot de passe', 'compte', 'identifiant', 'code de vérification'],
    performance: ['lent', 'lente', 'lenteur', 'batterie', 'rame', 'ramer', 'freeze', 'fige', 'chargement', 'chauffe'],
    ads: ['=pub', '=pubs', 'publicité', 'annonce'],
    sync: ['synchro', 'perdu', 'données', 'sauvegarde', 'disparu', 'effacé', 'restaur', 'nouveau téléphone', 'transférer'],
    ui: ['design', 'interface', 'ergonomie', 'bouton', 'menu', 'police', 'couleur', 'thème', 'intuiti', 'facile à utiliser'],
    support: ['support', 'service client', '=sav', 'aucune réponse', 'pas de réponse', 'répond'],
    praise: ['super', 'génial', 'excellent', 'parfait', "j'adore", '=top', 'merci', 'recommande', 'très bien', 'très bonne', 'pratique', 'utile', 'incroyable'],
  },
  // French puts a no-break space before ! ? ; : (not inside URLs or times).
  polish: (text) => text.replace(/ ([!?;:])(?=\s|$)/g, '\u00a0$1'),
}
