import type { Cues } from './types'

// Dutch puts "niet" after the verb ("laadt niet", "synchroniseert niet meer"); the verbs an
// app's features do, singular and plural, Netherlands and Flemish.
const VERBS = [
  'werkt', 'werken', 'opent', 'openen', 'gaat', 'laadt', 'laden', 'synchroniseert', 'synchroniseren', 'synct', 'slaat', 'bewaart', 'toont', 'tonen', 'telt',
  'meet', 'registreert', 'verbindt', 'koppelt', 'exporteert', 'importeert', 'start', 'starten', 'reageert', 'herkent', 'stuurt', 'verstuurt', 'komt', 'komen',
  'verschijnt', 'verschijnen', 'speelt', 'doet het', 'doen het', 'lukt', 'klopt', 'kloppen', 'wil', 'draait',
  // "Het klassement update niet", "de widget ververst niet": a screen that does not refresh.
  'update', 'updatet', 'ververst', 'vernieuwt',
]
const broken = VERBS.flatMap((v) => [`${v} niet`, `${v} niet meer`, `${v} nooit`, `${v} helemaal niet`, `${v} totaal niet`, `${v} nog steeds niet`])
const ACTIONS = ['openen', 'laden', 'synchroniseren', 'opslaan', 'exporteren', 'importeren', 'verbinden', 'koppelen', 'inloggen', 'toevoegen', 'bewerken', 'herstellen', 'downloaden', 'installeren', 'starten', 'spelen']
const cannot = ACTIONS.flatMap((v) => [`kan niet ${v}`, `kan niet meer ${v}`, `kan het niet ${v}`, `niet te ${v}`])

export const nl: Cues = {
  resolved: ['opgelost', 'hebben geholpen', 'heeft geholpen', 'hielp', 'binnen een uur', 'snel gereageerd'],
  thanks: ['bedankt', 'dank je', 'dank u', 'alvast bedankt', 'groetjes'],
  positive: [
    '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', '=top', 'echt top', 'super', 'geweldig', 'fantastisch', 'prachtig', 'schitterend', 'mooi', 'mooie',
    'leuk', 'leuke', 'fijn', 'fijne', 'prima', '=goed', '=goede', 'heel goed', 'erg goed', 'zeer goed', 'echt goed', 'perfect', 'perfecte', 'uitstekend', 'uitstekende',
    'briljant', 'geniaal', 'handig', 'elke cent waard', 'elke euro waard', 'zijn geld waard', 'handige', 'super handig', 'nuttig', 'nuttige', 'makkelijk', 'gemakkelijk', 'eenvoudig', '=simpel', 'overzichtelijk', 'vindt alles', 'intuïtief',
    'gebruiksvriendelijk', '=snel', 'snelle', 'soepel', 'stabiel', 'betrouwbaar', 'nauwkeurig', 'aanrader', 'aan te raden', 'raad het aan', 'raad hem aan', 'aanbevolen',
    'bedankt', 'dank je', 'dank jullie', 'dankjewel', 'dankuwel', 'dank u', 'merci', 'top gedaan', 'goed gedaan', 'ga zo door', 'tevreden', 'zeer tevreden', '=blij', 'blije', 'blij mee', 'blij met',
    'enthousiast', 'verslavend', 'verslaafd', 'vermakelijk', 'ontspannend', 'lekker', 'de beste', 'het beste', 'allerbeste', 'beste app', 'beste notitie', 'beste spel',
    'beste game', 'beste hardloop', 'kan niet meer zonder', 'niet meer zonder', 'motiveert', 'motiverend', 'wauw', 'waanzinnig', 'gaaf', 'gave', '=vet', 'heerlijk',
    '=tof', 'toffe', 'werkt perfect', 'werkt goed', 'werkt prima', 'werkt super', 'werkt uitstekend', 'werkt feilloos', 'doet wat het moet doen', 'doet wat het belooft',
    'zonder problemen', 'geen problemen', 'respecteert', 'crasht niet meer', 'crasht nooit', 'nooit gecrasht', 'loopt niet meer vast', 'loopt nooit vast', 'hangt niet meer', 'blijft niet meer hangen', 'geen crashes meer', 'eindelijk een', 'levensredder', 'onmisbaar', 'het geld waard', 'is te doen', 'valt mee', 'valt best mee',
    '5 sterren', 'vijf sterren', '10/10', 'verbeterd', 'beter dan', 'helemaal blij', 'genieten', 'plezier',
  ],
  negative: [
    // How it looks ("het nieuwe ontwerp is lelijk"): a complaint about how it is made, nothing broken.
    'lelijk', 'foeilelijk',
    // Scorn for the people who made the app ("you are incompetent liars").
    'incompetent', 'incompetente', 'leugenaars',
    'slecht', 'slechte', 'waardeloos', 'waardeloze', 'rampzalig', 'ramp', 'drama', 'verschrikkelijk', 'vreselijk', 'afschuwelijk', 'belabberd', 'bagger', 'troep', 'rommel',
    'rotzooi', 'zooi', 'kut', 'klote', 'shit', 'nutteloos', 'onbruikbaar', 'zinloos', 'teleurgesteld', 'teleurstellend', 'onmogelijk', 'teleurstelling', 'frustrerend', 'gefrustreerd',
    'irritant', 'ergerlijk', 'erger me', 'vervelend', 'storend', 'belachelijk', 'schandalig', 'schande', 'oplichting', 'oplichters', 'oplichterij', 'zakkenvullers',
    'geldklopperij', '=duur', 'te duur', 'veel te duur', 'prijzig', 'te veel reclame', 'teveel reclame', 'veel reclame', 'reclame na elk', 'vol met reclame',
    'verwijderd', 'gedeïnstalleerd', 'niet aan te raden', 'afrader', 'blijf weg', 'traag', 'langzaam', 'ingewikkeld', 'onoverzichtelijk', 'omslachtig', 'verwarrend',
    'achteruit', 'achteruitgang', 'verslechterd', 'slechter', '=erger', 'jammer', 'helaas', 'balen', '=baal', '=zonde', 'zonde van', 'boos', 'woedend', 'kwaad', 'pay to win',
    'moet betalen', 'moeten betalen', 'probleem', 'problemen', 'elke keer', 'iedere keer', 'telkens', 'sinds de update', 'sinds de laatste update', 'na de update',
    'na de laatste update', 'sinds update', 'na update', 'los het op', 'los dit op', 'graag oplossen', 'oplossen aub', 'fix dit', '1 ster', 'een ster', 'één ster',
    '0 sterren', 'nul sterren', '👎', '😡', '🤬', '😤', '💩', '😠', '😞', '😢', '🤮', '😕', 'niet meer', 'geen zin', 'waarom moet', 'wie heeft daarom gevraagd',
    'gedwongen', 'verplicht', 'bevalt niet', 'bevalt me niet', 'vind ik niks', 'niet waard', 'geld niet waard', 'ergernis', 'pff', '=bah', 'jammer genoeg', 'tegenvaller',
    'valt tegen', 'vroeger was', 'vroeger mijn', 'vroeger de beste', 'vroeger goed', 'kan niks meer vinden', 'vind niks meer', 'was ooit', 'werkte prima', 'werkte het prima', 'werkte goed', 'werkte het goed', 'werkte perfect', 'werkte altijd', 'vroeger werkte', 'achter een betaalmuur', 'achter premium', 'ineens betalen',
    'trager', 'nog trager', 'langzamer', 'nog slechter', 'slecht leesbaar', 'onleesbaar', 'moeilijk te lezen', 'alles gewist', 'alles verwijderd', 'al mijn notities gewist',
    'te veel', 'veel te veel', 'veels te veel',
    // "De levens zijn zo snel op, duurt eeuwen voor ze vol zijn": a wait or a supply that runs
    // out is a grievance, never praise of the thing it is about.
    // "Level 412 is niet te doen zonder boosters te kopen": a level nobody can pass without paying.
    'niet te doen', 'niet te halen', 'niet haalbaar', 'zonder te betalen', 'zonder iets te kopen', 'zonder boosters',
    'duurt eeuwen', 'duurt te lang', 'duurt veel te lang', 'duurt zo lang', 'duurt lang', 'zo snel op', 'te snel op', 'veel te snel op',
    'tot het nieuwe ontwerp', 'tot de update', 'voor de update', 'tot de laatste update',
  ],
  negators: ['niet', 'geen', 'nooit', 'niks', 'niets', 'zonder', 'nauwelijks', 'amper', 'allerminst', 'nergens', 'noch'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'heerlijk om te betalen', 'lekker betalen voor',
    '🙄', '🙃', '😒', '/s', 'lekker dan', 'fijn hoor', 'leuk hoor', 'mooi hoor', 'top hoor', 'geweldig hoor', 'super hoor', 'bedankt hoor', 'dank je de koekoek',
    'bedankt voor niks', 'bedankt voor niets', 'heel klantvriendelijk', 'erg klantvriendelijk', 'zeer klantvriendelijk', 'klantvriendelijk hoor', 'goed bezig',
    'lekker bezig', 'knap hoor', 'ja hoor', 'tuurlijk', 'wat een verrassing', 'alweer een', 'weer een nieuwe', 'precies wat ik nodig had', 'briljant idee',
    '🤡', 'beste update ooit',
  ],
  ironic: ['bedankt voor', 'dank je voor', 'goed gedaan', 'knap', 'bravo', 'geweldig', 'fantastisch', 'super', '👏', 'heerlijk', 'lekker', 'fijn', 'leuk', 'beste update', 'bedankt dat jullie'],
  contrast: ['=maar', 'echter', 'helaas', 'alleen jammer', 'alleen de', 'alleen het', 'alleen wel', 'enige minpunt', 'enig minpunt', 'enige nadeel', 'enige probleem', 'enige wat', 'wel jammer', 'jammer dat', 'ondanks', 'hoewel', 'behalve', 'desondanks', 'daarentegen'],
  // Bare "onmogelijk" is an opinion ("onmogelijk zonder te betalen"); "onmogelijk om/te …" a fault.
  bug: [
    ...broken,
    ...cannot,
    'gecrasht', 'crasht', 'crash', 'loopt vast', 'vastgelopen', 'blijft hangen', 'hangt', 'bevriest', 'bevroren', 'freezet', 'sluit af', 'sluit zichzelf af', 'sluit vanzelf',
    'valt uit', 'valt steeds weg', 'valt weg', 'valt soms weg', 'vallen weg', 'vallen soms weg', 'wegvallen', 'wegvalt', 'viel weg', 'vielen weg', 'gooit me eruit', 'eruit gegooid', 'logt me uit', 'uitgelogd', 'foutmelding', '=fout', '=fouten', 'error', 'bug', 'bugs', 'buggy',
    'glitch', 'zwart scherm', 'wit scherm', 'leeg scherm', 'blijft laden', 'laadt eindeloos', 'oneindig laden', 'hapert', 'haperen', 'laggy', 'lagt', 'loopt achter',
    'verdwijnt', 'verdwijnen', 'klopt niet', 'kloppen niet', 'klopt geen', 'onnauwkeurig', 'niet nauwkeurig', 'verkeerd', 'verkeerde', 'verliest gps',
    'verliest signaal', 'geen signaal', 'geen verbinding', 'verbinding verbroken', 'vreet batterij', 'vreet accu', 'leegt de batterij', 'batterij leeg', 'accu leeg',
    'wordt heet', 'wordt warm', 'wordt heel warm', 'wordt erg warm', 'wordt super warm', 'wordt zo warm', 'wordt gloeiend heet', 'bloedheet', 'oververhit', 'geen geluid', 'geen meldingen', 'kapot', 'defect', 'onmogelijk om', 'onmogelijk te', 'onmogelijk in te', 'werkt niet', 'doet het niet', 'doet niks', 'doet niets', 'lukt niet',
    'start niet op', 'opent niet', 'werkt niks', 'werkt niets', 'werkt helemaal niks', 'werkt helemaal niets', 'niks werkt', 'niets werkt', 'doet helemaal niks', 'niet meer open', 'gaat niet open', 'gaat mis', 'mis gegaan', 'misgegaan', 'kan niet meer in', 'gereset', 'overschreven', 'staat dubbel', 'dubbel weergegeven', 'dubbele',
    'te laat', 'uur te laat', 'met vertraging', 'vertraagd', 'tot ik de app open', 'pas als ik de app open', 'alleen als ik de app open', 'laadt niks', 'laadt niets', 'niks laadt', 'komen dubbel', 'komt dubbel',
    'fixen', 'graag oplossen', 'los dit op', 'repareer', 'repareren',
    // "De PDF-export snijdt de laatste regel af": what the app cuts off or mangles.
    'snijdt de', 'snijdt het', 'wordt afgesneden', 'worden afgesneden', 'afgekapt', 'kapt af', 'valt eraf', 'vallen eraf', 'verminkt',
    // "Beloning van dag 7 niet gekregen": a reward or a purchase that never came.
    'niet gekregen', 'nooit gekregen', 'niet ontvangen', 'nooit ontvangen',
  ],
  notWish: ['ik wil jullie bedanken', 'wil graag bedanken', 'zou graag willen bedanken', 'wil jullie bedanken', 'wil even bedanken'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'gaan jullie', 'zijn er plannen', 'plannen om', 'plannen voor', '=gepland', 'komt ooit', 'ooit een', 'komt er ooit', 'komt er binnenkort', 'komt er nog',
    // Asking to be let do something ("… laat ons dat doen") wishes for it.
    'laat ons', 'laat mij', 'maak het mogelijk',
    'graag een', 'graag de', 'graag het', 'graag meer', 'graag toevoegen', 'graag terug', 'zou graag', 'ik zou graag', 'zou fijn zijn', 'zou mooi zijn', 'zou handig zijn',
    'zou top zijn', 'zou leuk zijn', 'zou super zijn', 'zou geweldig zijn', 'zou prettig zijn', 'zou het fijn vinden', 'zou 5 sterren', 'zou vijf sterren', '5 sterren als',
    'vijf sterren als', 'wens', 'wensen', 'mis ik', 'ik mis', 'mist', 'ontbreekt', 'kunnen jullie', 'toevoegen', 'voeg toe', 'optie om', 'optie voor',
    'mogelijkheid om', 'mogelijkheid tot', 'suggestie', 'idee:', 'verzoek', 'terugbrengen', 'breng terug', 'komt er', 'wanneer komt', 'zou moeten', 'moet er', 'moeten kunnen',
    'hopelijk komt', 'hoop dat', 'ik hoop', 'zouden jullie', 'willen jullie', 'graag zien', 'zie ik graag',
    'zou het 5 sterren', 'zou het vijf sterren', 'dan 5 sterren', 'dan vijf sterren', 'wordt het 5', 'is het 5 sterren',
  ],
  question: [
    'ik wil graag weten', 'ik vraag me af', 'hoe kan ik', 'hoe kan je', 'hoe kun je', 'hoe moet ik', 'hoe doe ik', 'hoe werkt', 'hoe zet ik', 'hoe krijg ik', '=hoe',
    'hoeveel', 'is er een manier', 'is er een mogelijkheid', 'is er een optie', 'is het mogelijk', 'waar vind ik', 'waar staat', 'waar is',
    'waar zijn', 'waarom', 'wat is', 'wat gebeurt', 'wanneer wordt', 'wanneer kan', 'weet iemand', 'iemand een idee', 'heeft iemand', '=help', '=hulp', 'werkt het met', 'werkt dit met',
    'ondersteunt', 'vraagje', 'vraag:', 'weet niet hoe', 'kan niet vinden', 'kan het niet vinden', 'vind het niet', 'vind de optie niet',
  ],
  billing: [
    'afgeschreven', 'afschrijving', 'schrijft af', 'incasso', 'geïncasseerd', 'betaald', 'betalen', 'betaling', 'in rekening', 'rekening', 'factuur', '=geld', 'abonnement',
    '=abo', 'geabonneerd', 'opgezegd', 'opzeggen', 'opzegging', 'verlengd', 'verlenging', 'proefperiode', 'gratis proef', 'creditcard', '=bank', 'bankrekening', 'aankoop',
    'gekocht', 'kopen', 'bonnetje', 'transactie', '€', '$', 'euro', 'premium', 'pro versie', 'terugbetal', 'geld terug', 'restitutie', 'oplichting',
  ],
  charge: {
    afterCancel: ['na opzeggen', 'na het opzeggen', 'na opzegging', 'ondanks opzegging', 'ondanks dat ik heb opgezegd', 'heb opgezegd', 'al opgezegd', 'toch afgeschreven', 'toch weer afgeschreven', 'weer afgeschreven', 'opnieuw afgeschreven', 'nog steeds afgeschreven', 'blijven afschrijven', 'schrijven nog steeds', 'toch verlengd', 'gewoon verlengd'],
    twice: ['dubbel', 'twee keer', '2 keer', '2x', 'twee afschrijvingen', 'dubbele afschrijving'],
    unknown: ['niks gekocht', 'niets gekocht', 'nooit gekocht', 'niet gekocht', 'nooit geabonneerd', 'niet geabonneerd', 'niks afgesloten', 'nooit afgesloten', 'zonder toestemming', 'zonder mijn toestemming', 'zonder te vragen', 'zonder melding', 'onbekende afschrijving', 'geen idee waarvoor', 'proefperiode', 'nooit heb afgesloten', 'nooit aangevraagd', 'nooit besteld', 'niet afgesloten'],
    refund: ['terugbetal', 'terugstort', 'geld terug', 'mijn geld', 'restitutie', 'vergoeding', 'terugboeken'],
    charged: ['afgeschreven', 'afschrijving', 'geïncasseerd', 'in rekening gebracht', 'gerekend', 'op mijn rekening', 'van mijn rekening', 'bankafschrift', 'verlengd', 'gefactureerd'],
    cancelled: ['opgezegd', 'opzegging', 'zeg op', 'stopgezet', 'geannuleerd', 'abonnement beëindigd'],
    missing: ['aankopen herstellen', 'aankoop herstellen', 'herstel aankopen', 'premium weg', 'premium is weg', 'premium kwijt', 'abonnement weg', 'abonnement kwijt', 'aankoop weg', 'aankoop kwijt', 'opnieuw betalen', 'nog een keer betalen', 'weer betalen', 'betaald maar', 'betaald en', 'reclame is terug', 'reclame weer terug', 'advertenties zijn terug', 'herkent mijn aankoop niet'],
  },
  privacy: [
    'privacy', 'met mijn gegevens', 'met mijn data', 'persoonsgegevens', 'persoonlijke gegevens', 'verzamelt gegevens', 'verzamelt data', 'gegevens verzamelen', 'data verzamelen',
    'verkopen mijn', 'verkoopt mijn', 'gegevens verkopen', 'data verkopen', 'derden', 'advertentietracking', 'tracking cookies',
    'bespioneren', 'spion', 'toestemmingen', 'machtigingen', 'toegang tot', 'mijn locatie', 'mijn contacten', 'microfoon', '=avg', 'gdpr', 'versleut', 'encryptie',
    'beveiliging', 'datalek', 'mail afgeven', 'e-mail afgeven', 'mailadres afgeven', 'gepersonaliseerde advertenties',
    'waar ik woon', 'mijn adres', 'iedereen kan zien', 'voor iedereen zichtbaar',
  ],
  account: [
    'account', 'aanmelden', 'registreren', 'registratie', 'inloggen', 'login', 'log in', 'wachtwoord', 'gebruikersnaam', 'e-mailadres', 'profiel', 'verificatie',
    'google-account', 'apple id',
  ],
  lockedOut: ['kan niet inloggen', 'kan niet meer inloggen', 'kan niet meer in', 'kom niet meer in', 'kom er niet meer in', 'kom niet in', 'inloggen lukt niet', 'inloggen werkt niet', 'buitengesloten', 'account geblokkeerd', 'account niet gevonden', 'account bestaat niet', 'geen toegang', 'toegang kwijt', 'code komt niet', 'geen code ontvangen', 'wachtwoord vergeten', 'wachtwoord resetten', 'resetmail', 'reset mail', 'resetlink', 'wachtwoord wordt niet geaccepteerd'],
  deletion: ['account verwijderen', 'mijn account verwijderen', 'account opheffen', 'account wissen', 'gegevens verwijderen', 'mijn gegevens verwijderen', 'data verwijderen', 'verwijder mijn account', 'verwijder mijn gegevens', 'recht op vergetelheid', 'account laten verwijderen', 'verwijder ik mijn account', 'verwijder ik mijn gegevens', 'verwijderen van mijn account', 'account wordt verwijderd'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'niet bewaard', 'niet geregistreerd', 'niet vastgelegd',
      // "Ik verlies steeds mijn voortgang": losing it, said in the present.
      'verlies', 'verliest', 'niet opgeslagen',
      // "Another update that deletes my notes": the app deleting, said in the present.
      'verwijdert', 'die alles wist','kwijt', 'is weg', 'zijn weg',
      // "Nu zijn al mijn notities weg": the verb and "weg" part around the object, as in German ("=weg").
      '=weg', 'alles weg', 'verdwenen', 'verdwijnen', 'verloren', 'kwijtgeraakt', 'gewist', 'verwijderd', 'leeg', 'gereset', 'overschreven', 'niet meer te vinden', 'opnieuw beginnen', 'helemaal opnieuw', 'vanaf nul', 'terug naar level'],
    objects: ['registratie', 'registraties', 'notitie', 'notities', 'gegevens', '=data', 'voortgang', 'levels', 'munten', 'edelstenen', 'diamanten', 'al mijn', 'bestanden', "foto's", 'fotos', 'mappen', 'geschiedenis', 'historie', 'runs', 'rondjes', 'trainingen', 'statistieken', 'records', 'lijsten', 'lijstjes', 'documenten', 'opnames', 'mijn loop', 'badges', 'medailles', 'trainingsschema', 'hardloopschema', 'loopschema', 'mijn schema'],
    phrases: ['dataverlies', 'alles kwijt', 'alles weg', 'alles verdwenen', 'alles is weg', 'terug naar level 1', 'voortgang kwijt', 'voortgang weg'],
    fears: ['raak ik', 'verlies ik', 'ben ik kwijt', 'als ik een nieuwe', 'als ik overstap', 'als ik wissel', 'bij het overzetten', 'zonder kwijt', 'zonder te verliezen', 'als ik de app verwijder', 'als ik opnieuw installeer'],
    // "Wil niet opnieuw beginnen" (don't want to start over): dreaded, not suffered.
    worries: ['bang', 'wil niet kwijt', 'wil ze niet kwijt', 'wil niet opnieuw', 'wil niet weer opnieuw', 'niet opnieuw hoeven', 'niet opnieuw te hoeven'],
    bought: ['edelstenen', 'munten', 'diamanten', 'premium', 'abonnement', 'aankoop', 'aankopen', 'pro-versie', 'reclamevrij'],
    notData: ['zin kwijt', 'zin verloren', 'interesse verloren', 'geduld verloren', 'geduld kwijt', 'vertrouwen verloren', 'vertrouwen kwijt', 'motivatie kwijt', 'motivatie verloren'],
  },
  supportFailed: [
    'support reageert niet', 'klantenservice reageert niet', 'reageert niet op mijn', 'antwoordt niet op mijn', 'geen reactie', 'geen antwoord', 'nooit gereageerd', 'nooit antwoord', 'niet gereageerd', 'reageren niet', 'reageert niemand', 'niemand reageert', 'niemand antwoordt',
    'krijg geen antwoord', 'genegeerd', 'negeren', 'support is waardeloos', 'klantenservice is waardeloos', 'geen support', 'geen klantenservice', 'mail gestuurd',
    'mails gestuurd', 'gemaild', 'contact opgenomen', 'support gemaild', 'wacht nog steeds', 'automatisch antwoord', 'standaard antwoord', 'standaardantwoord',
    'reageert gewoon nooit', 'antwoorden nooit', 'antwoordt nooit', 'nooit iets gehoord', 'niks meer gehoord', 'niets meer gehoord', 'nog steeds geen antwoord',
    'klantenservice reageert gewoon nooit', 'klantenservice reageert nooit', 'support reageert nooit',
    'wacht op antwoord', 'wacht op een antwoord', 'nog geen antwoord', 'nog geen reactie', 'niemand heeft gereageerd',
    'reageren nooit', 'nooit meer iets gehoord', 'laten niks van zich horen',
  ],
  storeLoop: [
    'google zegt', 'apple zegt', 'google stuurt', 'apple stuurt', 'bij jullie moet', 'contact opnemen met de ontwikkelaar', 'naar de ontwikkelaar', 'ontwikkelaar contacteren',
    'kastje naar de muur', 'heen en weer', 'google weigert', 'apple weigert', 'apple wil niet', 'wil niet terugbetalen', 'wilde niet terugbetalen', 'weigert terug te betalen', 'weigerde terug te betalen', 'terugbetaling geweigerd', 'niet meer terugbetalen', 'google wil niet',
    'google zei', 'apple zei', 'stuurt me door', 'stuurde me door', 'doorgestuurd naar',
  ],
  abuse: ['kankerlijer', 'kankerlijers', 'klootzak', 'klootzakken', 'eikel', 'eikels', 'idioot', 'idioten', 'sukkel', 'sukkels', 'debiel', 'debielen', 'mongool', 'mongolen', '=lul', 'lullen', 'stelletje', 'prutsers', 'rot op', 'rot maar op', 'flikker op', 'val dood', 'krijg de tering', 'krijg de kanker', 'krijg de pest', 'teringlijer', 'tyfuslijer', 'krijg allemaal', 'hoop dat jullie failliet', 'jullie zijn idioten', 'kanker op'],
  legal: ['advocaat', 'aangifte', 'politie', 'naar de rechter', 'rechtbank', 'rechtszaak', 'juridische stappen', 'consumentenbond', '=acm', 'autoriteit persoonsgegevens', 'geschillencommissie', 'storneren', 'terugboeken via de bank', 'chargeback'],
  plea: ['graag oplossen', 'snel oplossen', 'alsjeblieft oplossen', 'aub oplossen', 'eindelijk opgelost', 'wordt dit opgelost', 'wordt het opgelost', 'wordt dat opgelost', 'opgelost worden', 'los het op', 'los dit op', 'los dat op', 'jullie dat oplossen', 'jullie dit oplossen', 'jullie het oplossen', 'repareren', 'fixen', 'fix dit', 'fix het', 'help me', 'help!', 'hulp nodig'],
  rhetorical: ['waarom zou iemand', 'wie betaalt', 'wie gaat daar', 'wat dachten jullie', 'wat bezielt', 'wie heeft dit', 'wie heeft deze', 'wie heeft dat', 'wie bedenkt', 'is dit een grap', 'is dit een grapje', 'menen jullie dat', 'serieus?', 'testen jullie', 'getest?', 'is het zo moeilijk', 'hoe moeilijk is het', 'wat is het nut'],
  why: ['waarom', 'hoezo'],
  wishQuestion: ['is het mogelijk'],
  patterns: {
    // "Verwijder alsjeblieft mijn account": the order to delete, a word or two of courtesy between.
    deletion: [/(?:^|\s)verwijder(?: \p{L}+){0,2} (?:mijn|al mijn) (?:account|gegevens|data|profiel)(?=\s|[!.,?]|$)/u],
    // "Kan je hem op de loopband gebruiken", but not "kan ik iedereen aanraden".
    question: [/^(?:kan|kun|mag) (?:ik|je|jij|men|u)\b(?!.*\b(?:aanraden|aanbevelen)\b)/u],
    // "Kan er een tabletweergave komen?": a wish.
    request: [
      // "De app zou herhalende taken moeten ondersteunen", "Meer levels aub!": what it should
      // offer, and more of a thing, are wishes.
      /\bzou (?:\S+ ){1,4}moeten (?:ondersteunen|hebben|kunnen|bieden|tonen|krijgen)\b/u,
      /(?:^|\s)meer \S+ (?:aub|a\.u\.b\.?|graag|pls|plz|please|alsjeblieft|alstublieft)(?:\s|$|[!.])/u,
      /\bkan er\b(?: [\p{L}\d-]+){1,6} (?:komen|bij)\b/u,
      // "voeg dat alsjeblieft toe", "voeg een donkere modus toe": a separable "add".
      /\bvoeg\b(?: [\p{L}\d-]+){0,5} toe\b/u,
    ],
    // "klopt de afstand niet", "werkt sinds de update niet meer": the negation closes the clause.
    bug: [
      /\b(?:werkt|werken|laadt|laden|opent|openen|synchroniseert|klopt|kloppen|start|starten|toont|telt|reageert|komt|komen|doet|lukt|gaat)\b(?: (?!(?:en|of|maar|want|dat|als|omdat)\b)[\p{L}\d%,.-]+){1,7} (?:niet|niks|niets|nooit)\b/u,
      // "loopt hij vast", "sluit hij vanzelf af", "valt het geluid uit": separable verbs.
      /\b(?:loopt|liep)\b(?: [\p{L}\d-]+){0,4} vast\b/u,
      /\b(?:sluit|sloot)(?: (?:hij|ie|het|de app|het spel|zichzelf|vanzelf|steeds|telkens|gewoon|ineens|opeens|zomaar|plots)){1,3} af\b/u,
      /\b(?:valt|viel)\b(?: [\p{L}\d-]+){0,4} (?:uit|weg)\b/u,
    ],
  },
  spam: [
    'geld verdienen', 'verdien geld', 'bijverdienen', 'thuiswerk', 'vanuit huis', 'passief inkomen', 'klik hier', 'bezoek mijn', 'volg mij', 'volg me', 'abonneer op', 'mijn kanaal',
    'kortingscode', 'promocode', 'gebruik mijn code', 'gratis munten', 'gratis diamanten', 'download liever', 'stuur me', 'app me', 'op instagram', 'lening', 'casino', 'gokken',
    'link in bio', 'via whatsapp', 'op whatsapp', 'op telegram', 'stuur me een bericht', 'zonder ervaring', 'crypto', 'bitcoin', 'kopieer en plak', 'euro per dag',
    'mijn site', 'mijn website',
  ],
}
