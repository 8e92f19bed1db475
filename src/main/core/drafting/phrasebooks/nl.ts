import type { Phrasebook } from './types'

/** Dutch with "je", the usual register for apps in the Netherlands and Flanders. */
export const nl: Phrasebook = {
  code: 'nl',
  locale: 'nl',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Hoi {name},', 'Hallo {name},'], formal: ['Beste {name},'] },
    anonymous: { casual: ['Hallo,'], formal: ['Hallo,'] },
  },
  opener: {
    high: {
      casual: ['Heel erg bedankt voor je mooie review!', 'Bedankt voor je lieve woorden!', 'Wat leuk om je review te lezen, bedankt!'],
      formal: ['Bedankt voor je positieve beoordeling.', 'Hartelijk dank voor de goede beoordeling.', 'We waarderen je positieve feedback enorm.'],
    },
    mid: {
      casual: ['Bedankt voor je eerlijke feedback!', 'Bedankt dat je de tijd nam om je mening te delen.', 'Fijn dat je laat weten wat je ervan vindt.'],
      formal: ['Bedankt voor je feedback.', 'Dank je wel voor het delen van je mening.', 'Bedankt voor je eerlijke beoordeling.'],
    },
    low: {
      casual: ['Wat vervelend dat je dit hebt meegemaakt.', 'Jammer dat de app niet aan je verwachtingen voldoet.', 'Sorry voor het ongemak.'],
      formal: ['Onze excuses voor het ongemak.', 'Het spijt ons dat je ervaring niet aan je verwachtingen voldeed.', 'Excuses voor de problemen die je hebt ondervonden.'],
    },
  },
  issue: {
    crash: [
      'Sorry dat de app crasht; we hebben je melding doorgegeven aan ons team.',
      'Bedankt voor het melden van de crash; we hebben de details doorgegeven aan onze ontwikkelaars.',
    ],
    bug: ['Bedankt voor het melden van de bug; we hebben hem doorgegeven aan onze ontwikkelaars.', 'We hebben het probleem dat je beschrijft doorgegeven aan ons team.'],
    feature_request: ['Bedankt voor de suggestie! We hebben hem gedeeld met ons team.'],
    pricing: ['We begrijpen dat de prijs belangrijk is en hebben je feedback doorgegeven aan het team.', 'Bedankt voor je mening over de prijzen; we nemen die serieus.'],
    login: ['Vervelend dat inloggen niet lukt.', 'We helpen je graag zo snel mogelijk weer toegang te krijgen tot je account.'],
    performance: ['We weten hoe belangrijk snelheid en batterijduur zijn, en hebben je feedback gedeeld met onze ontwikkelaars.', 'Bedankt voor het melden dat de app traag is; we hebben het doorgegeven aan het team.'],
    ads: ['Bedankt voor je feedback over de advertenties; we hebben het doorgegeven aan het team.', 'We nemen je opmerkingen over de advertenties mee.'],
    sync: ['We weten hoe belangrijk je gegevens zijn en willen dit zo snel mogelijk met je uitzoeken.', 'Sorry voor de problemen met synchroniseren; we hebben je melding doorgegeven aan ons team.'],
    ui: ['Bedankt voor je feedback over het ontwerp; we hebben het gedeeld met ons designteam.', 'We willen dat {brand|de app} makkelijk te gebruiken is, en jouw feedback helpt daarbij.'],
    support: ['Sorry dat je op een antwoord moest wachten.', 'Jammer dat onze support deze keer niet aan je verwachtingen voldeed.'],
  },
  positive: {
    praise: ['Wat fijn dat {brand|de app} je helpt!', 'Reviews zoals die van jou motiveren ons hele team.', 'Leuk om te horen dat alles zo goed werkt.'],
    ui: ['Fijn dat je het ontwerp mooi vindt!', 'Leuk dat je de app makkelijk in gebruik vindt.'],
    support: ['We geven je compliment graag door aan ons supportteam!', 'Ons supportteam zal dit geweldig vinden om te lezen.'],
  },
  nextStep: {
    contact: [
      'Neem contact met ons op via {contact}, dan zoeken we het samen uit.',
      'Stuur ons een bericht via {contact}; we helpen je graag.',
      'Ons team helpt je graag verder via {contact}.',
    ],
    noContact: ['Neem contact op met onze support, dan zoeken we het samen uit.', 'Ons supportteam helpt je graag verder.'],
  },
  askMore: ['We horen graag wat we beter kunnen doen.', 'Laat ons weten wat je mist; we lezen elk bericht.'],
  closing: {
    high: ['Veel plezier met {brand|de app}!', 'Nogmaals bedankt voor je steun!', 'Fijne dag!'],
    mid: ['Nogmaals bedankt voor je feedback.', 'Je feedback betekent veel voor ons.'],
    low: ['Bedankt voor je geduld.', 'Bedankt voor je begrip.'],
  },
  team: 'Het team van {brand}',
  apology: /sorry|excuses|spijt|jammer|vervelend/i,
  keywords: {
    crash: ['crasht', 'crash', 'sluit af', 'valt uit', 'opent niet', 'start niet', 'zwart scherm'],
    bug: ['fout', 'bug', 'werkt niet', 'probleem', 'storing', 'oplossen', 'repareren'],
    feature_request: ['toevoegen', 'zou fijn zijn', 'zou mooi zijn', 'zou handig zijn', 'functie', 'optie', 'donkere modus', 'dark mode', 'suggestie', 'mis ik', 'ontbreekt'],
    pricing: ['prijs', '=duur', 'abonnement', 'betalen', 'betaald', 'premium', '=geld', 'terugbetal', 'gratis', 'belachelijk duur', 'afzetterij'],
    login: ['inloggen', 'log in', 'wachtwoord', 'account', 'verificatie', 'aanmelden'],
    performance: ['traag', 'langzaam', 'batterij', '=accu', 'hapert', 'laden', 'bevriest', 'loopt vast'],
    ads: ['reclame', 'advertentie'],
    sync: ['synchronis', 'sync', 'kwijt', 'verloren', 'gegevens', '=data', 'back-up', 'backup', 'verwijderd', 'herstel', 'nieuwe telefoon', 'overzetten'],
    ui: ['ontwerp', 'design', 'interface', 'layout', '=knop', '=menu', 'lettertype', 'kleur', 'onoverzichtelijk', 'overzichtelijk', 'gebruiksvriendelijk'],
    support: ['klantenservice', 'support', 'helpdesk', 'geen antwoord', 'geen reactie', 'reageren niet'],
    praise: ['geweldig', '=top', 'super', 'prima', 'perfect', '=fijn', 'handig', 'aanrader', 'bedankt', '=dank', 'heel goed', '=mooi'],
  },
}
