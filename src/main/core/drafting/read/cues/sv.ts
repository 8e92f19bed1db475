import type { Cues } from './types'

/*
 * Swedish puts "inte" after the verb ("funkar inte", "gillar den inte"), so those forms are
 * listed as they are written; "inte" before an adjective ("inte bra") is a negator like any other.
 * Text is folded (å and ä are a, ö is o), so lists may be written either way.
 */

// "synkar inte", "laddas inte", "slutade fungera": the verbs an app's features do.
// prettier-ignore
const VERBS = [
  'funkar', 'fungerar', 'startar', 'öppnas', 'öppnar', 'laddar', 'laddas', 'sparar', 'sparas', 'synkar', 'synkas', 'synkroniseras',
  'synkroniserar', 'uppdateras', 'uppdaterar', 'visas', 'visar', 'syns', 'räknar', 'registrerar', 'spelar in', 'ansluter', 'ansluts',
  'kopplar', 'reagerar', 'exporterar', 'importerar', 'skickar', 'piper', 'ringer', 'vibrerar', 'mäter', 'loggar', 'hämtar', 'läser in',
]
const broken = [
  ...VERBS.flatMap((v) => [`${v} inte`, `${v} ej`, `${v} aldrig`]),
  ...['slutade', 'slutat', 'har slutat'].flatMap((p) =>
    ['fungera', 'funka', 'synka', 'spara', 'ladda', 'visa', 'räkna', 'starta', 'uppdatera'].map(
      (v) => `${p} ${v}`,
    ),
  ),
]

// prettier-ignore
export const sv: Cues = {
  resolved: ['löste', 'löst', 'hjälpte', 'inom en timme', 'på en timme', 'svarade snabbt'],
  thanks: ['tack', 'tack på förhand', 'tackar', 'mvh'],
  positive: [
    '=bra', 'jättebra', 'superbra', 'asbra', 'skitbra', 'kanonbra', 'mycket bra', 'riktigt bra', 'toppen', '=topp', 'grym', 'fantastisk',
    'underbar', 'suverän', 'utmärkt', 'strålande', 'klockren', 'kanon', 'perfekt', 'bäst', 'bästa', 'älskar', 'gillar', 'gilla', '=tack',
    'tusen tack', 'stort tack', 'rekommenderar', 'rekommenderas', 'smidig', 'praktisk', 'genomtänkt', 'välgjord', 'enkel', 'enkelt', 'enkla', 'lättanvänd', 'lätt att använda',
    'användarvänlig', 'snygg', 'skitsnygg', 'snabb', 'stabil', 'pålitlig', 'användbar', 'hjälpsam', 'värd varenda', 'värd pengarna',
    'värt pengarna', 'värt varenda', 'prisvärd', 'nöjd', 'glad', '=kul', 'roligt', 'rolig', 'beroendeframkallande', 'avkopplande',
    'funkar bra', 'funkar klockrent', 'funkar perfekt', 'funkar fint', 'funkar utmärkt', 'funkar smidigt', 'funkar felfritt', 'funkar utan',
    'faktiskt funkar', 'fungerar bra', 'fungerar perfekt', 'fungerar felfritt', 'fungerar utmärkt', 'fungerar utan', 'felfri', 'är guld',
    'guld värd', 'guldvärd', 'sparar mig', 'sparar tid', 'sparar massa', 'räddar', 'livräddare', 'ett måste', 'fett bra', 'sjukt bra',
    '=nice', '=najs', 'imponerad', 'imponerande', 'gott jobb', 'bra jobbat', 'snyggt jobbat', 'heja', '5 stjärnor', 'fem stjärnor', 'äntligen',
    'inga problem', 'utan problem', 'utan strul', 'kraschar aldrig', 'kraschar inte', 'buggar inte', 'laggar inte', 'hänger sig aldrig',
    'inga buggar', 'inga krascher', 'ångrar inte', 'ångrar mig inte', 'ångrar inget', 'härlig', 'underhållande', 'trevlig', 'genial', '=smart', 'intuitiv', 'tydlig', 'överskådlig', 'bäst i test',
    'wow', '👍', '❤', '😍', '🥰', '👌', '🙌', '🔥', '💯', '⭐', '💪', '🙂', '😊', ':)',
  ],
  negative: [
    // Scorn for the people who made the app ("you are incompetent liars").
    'inkompetenta', 'bedragare', 'lögnare',
    'dålig', 'usel', 'urusel', 'värdelös', 'skräp', '=skit', 'skitapp', 'skitdålig', 'skitspel', 'bedrövlig', 'katastrof', 'hemsk',
    'fruktansvärd', 'vidrig', 'värst', 'sämst', 'sämre', 'besviken', 'besvikelse', 'irriterande', 'irriterad', 'irriterar', 'störande',
    'stör mig', 'frustrerande', 'trött på', 'less på', 'förbannad', '=arg', 'skämt', 'bluff', 'lurendrej', 'lurad', 'lurar', 'blåst',
    'girig', 'snål', 'mjölka', 'oanvändbar', 'meningslös', 'onödig', 'slöseri', 'bortkastad', 'bortkastade', 'avinstaller', 'tar bort appen',
    'tog bort appen', 'raderar appen', 'raderade appen', 'undvik', 'håll er borta', 'inte värd', 'inte värt', 'ångrar', 'rekommenderar inte',
    'rekommenderar den inte', 'rekommenderar ingen', 'gillar inte', 'gillar den inte', 'gillar ej', 'tycker inte om', 'för mycket reklam',
    'för dyr', 'dyr', 'dyrt', 'svindyr', 'överpris', 'alldeles för', 'för många', 'för mycket', 'för lite', 'för svår', 'omöjlig',
    'reklam efter varje', 'reklam hela tiden', 'reklam mellan varje', 'massa reklam', 'mycket reklam', 'fullt med reklam', 'bara reklam',
    'tvingar', 'tvingas', 'påtvingad', 'förr var', 'brukade vara', 'var bättre förut', 'bättre förut', 'förstört', 'förstörde', 'förstör',
    'varför ändra', 'ingen bad om', 'vem bad om', '1 stjärna', 'en stjärna', 'noll stjärnor', '0 stjärnor', 'problem', 'strul', 'krångel',
    'krånglig', 'rörig', 'plottrig', 'förvirrande', '=seg', 'segt', '=sega', 'fixa!', 'fixa det här', 'fixa detta', 'fixa buggen',
    'fixa felet', 'fixa appen', 'snälla fixa', 'fixa nu', 'laga det', 'efter uppdateringen', 'sedan uppdateringen', 'sen uppdateringen',
    'sen senaste uppdateringen', 'efter senaste uppdateringen', 'sedan senaste uppdateringen', 'skandal', 'pinsamt', 'löjlig', 'patetisk',
    'tröttsam', 'tråkig', '=fan', 'jävla', 'wtf', '😡', '🤬', '😤', '👎', '💩', '😠', '😞', '😢', '🤮', '😭', '💔',
    'ännu segare', 'segare', 'långsammare', 'ännu sämre', 'svårläst', 'oläslig', 'raderade alla', 'raderat allt',
    'fram till omdesignen', 'innan uppdateringen', 'fram till uppdateringen',
  ],
  negators: ['inte', '=ej', 'aldrig', 'ingen', 'inget', 'inga', 'utan', 'knappast', 'varken', 'icke', 'långt ifrån', 'knappt'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'älskar att betala',
    '🙄', '🙃', '😒', 'tack för ingenting', 'tack för inget', 'tack för nada', '"förbättr', '”förbättr', '"uppdater', '”uppdater',
    '🤡', 'bästa uppdateringen någonsin',
  ],
  ironic: ['fantastiskt', 'toppen', 'underbart', 'lysande', 'briljant', 'genialt', 'snyggt', 'tack för', 'grattis', 'bra jobbat', 'bravo', 'härligt', 'kul', 'genidrag', '👏', 'wow', 'bästa uppdatering'],
  contrast: [
    '=men', '=fast', 'dock', 'däremot', 'tyvärr', 'även om', 'trots att', 'bortsett från', 'förutom', 'enda minus', 'enda nackdelen',
    'enda problemet', 'det enda', 'annars', 'ändå', 'samtidigt', 'synd att', 'synd bara',
  ],
  bug: [
    ...broken,
    'krasch', 'crashar', 'crash', 'stänger ner sig', 'stängs ner', 'stänger av sig', 'stängs av', 'slänger ut mig', 'kastar ut mig', 'åker ut',
    'slängs ut', 'kastas ut', 'blir utslängd', 'blir utkastad', 'hänger sig', 'hängde sig', 'fryser', 'frös', 'fastnar', 'fastnade', 'laggar', 'laggig', 'buggar', 'bugg', '=bug', 'glitch', '=fel',
    'felmeddelande', 'felkod', 'funkar dåligt', 'fungerar dåligt', 'funkar sådär', 'funkar halvdant', 'går inte att', 'går ej att',
    'kan inte öppna', 'kan inte logga', 'kan inte spara', 'kan inte synka', 'kan inte ansluta', 'kan inte starta', 'kommer inte ihåg',
    'kommer inte in', 'kommer inte åt', 'inget funkar', 'ingenting funkar', 'inget fungerar', 'ingenting fungerar', 'tappar', 'tappade',
    'svart skärm', 'vit skärm', 'tom skärm', 'laddar i evigheter', 'laddar hela tiden', 'snurrar', 'nollställs', 'nollställdes', 'återställs',
    'försvinner', 'försvann', 'dubbletter', 'dubblerade', 'visar fel', 'räknar fel', 'mäter fel', 'helt fel', 'blir fel', 'snett', 'hamnar fel',
    'trasig', 'sönder', '=paj', 'pajar', 'pajade', 'drar batteri', 'drar mycket batteri', 'tömmer batteriet', 'batteritjuv', 'blir varm',
    'blir het', 'överhettas', 'loggar ut mig', 'loggas ut', 'utloggad', 'frågar hela tiden', 'försenad', 'försenade', 'kommer sent',
    'krånglar', 'strular', 'hackar', 'segar', 'error', 'kraschar', 'ofunktionell', 'notiser kommer inte', 'notiserna kommer inte',
    'aviseringar kommer inte', 'påminnelser kommer inte', 'påminnelserna kommer inte', 'hittar inte gps', 'ingen gps',
    'för sent', 'timme sent', 'med fördröjning', 'tills jag öppnar', 'först när jag öppnar', 'bara när jag öppnar', 'laddar ingenting', 'laddar inget', 'ingenting laddar', 'kommer dubbelt',
    'åtgärda',
  ],
  notWish: ['vill tacka', 'ville bara tacka', 'vill bara tacka', 'önskar jag hade'],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    'planerar ni', 'tänker ni', 'kommer ni att', 'finns det planer', '=planeras', 'är planerad', 'på gång', 'kommer det en', 'kommer det ett', 'kommer det någon', 'kommer det snart',
    // Asking to be let do something ("… låt mig göra det") wishes for it.
    'låt mig',
    'lägg till', 'lägga till', 'lägger till', 'snälla lägg', 'önskar', 'önskemål', 'skulle vara', 'hade varit', '=vore', 'saknar', 'saknas',
    'behöver en', 'behöver ett', 'borde finnas', 'borde gå att', 'ni borde', 'borde ha', 'vill ha', 'vill kunna', 'skulle vilja', 'skulle gärna',
    'förslag', 'föreslår', 'ge oss', 'låt oss', 'möjlighet att', 'möjligheten att', 'ta tillbaka', 'fler nivåer', 'så blir det 5',
    'blir det 5', 'blir det fem', '5 stjärnor om', 'fem stjärnor om', 'ger 5 stjärnor om', 'varför finns det inte', 'varför finns det ingen',
    'varför kan man inte', 'varför går det inte', 'hoppas ni', 'hoppas att ni', 'gärna se', 'ser gärna', 'kan ni lägga', 'kan ni göra',
    'kan ni fixa', 'det behövs', 'behövs en', 'behövs ett', 'gör gärna', 'gör den större', 'gör det möjligt', 'gärna en', 'gärna ett',
    'gärna fler', 'gärna mer',
    'när kommer stöd', 'när lägger ni till', 'när kommer ni att lägga', 'hade det varit', 'skulle det vara', 'vore det',
  ],
  question: [
    '=hur', 'varför', 'vad händer', 'vad hände', 'vad har hänt', 'vad ingår', 'vad kostar', 'vad betyder', 'vad är', 'vad gör jag', 'vad ska jag',
    '=vart', 'var finns', 'var hittar', 'var är', 'var kan jag', 'när kommer', 'när blir', 'när ska', 'finns det',
    'går det att', 'kan man', 'kan jag', 'funkar den med', 'fungerar den med', 'funkar appen med', 'fungerar appen med', 'stöds', 'stödjer ni',
    'stöder ni', 'stödjer appen', 'stöder appen', 'är det möjligt', 'är det säkert', 'har ni', 'någon som vet', 'vet någon', 'hjälp!',
    'hjälp mig', 'behöver hjälp', 'snälla hjälp', 'vet inte hur', 'hittar inte', 'hittar ingen', 'undrar', '=fråga', 'en fråga', 'min fråga',
  ],
  billing: [
    'betal', 'pengar', '=kr', 'kronor', '=sek', 'drog pengar', 'drogs pengar', 'dras pengar', 'debiter', 'prenumer', 'abonnemang', 'säga upp',
    'sagt upp', 'sade upp', 'förnya', 'provperiod', 'gratisperiod', 'testperiod', 'kortet', 'mitt kort', 'kontokort', 'bank', 'köpt', 'köpte',
    'köpa', 'köpet', 'köpen', '=köp', 'kvitto', 'faktura', 'transaktion', 'återbetal', 'pengarna tillbaka', 'premium', 'mikrotransaktion',
    '$', '€', 'gem-paket', 'paket för',
  ],
  charge: {
    afterCancel: [
      'trots att jag sagt upp', 'trots att jag avslutat', 'trots att jag avbrutit', 'efter att jag sagt upp', 'efter att jag avslutat',
      'redan sagt upp', 'redan avslutat', 'fortfarande dras', 'fortsätter dra', 'drar fortfarande', 'drogs igen', 'dras igen', 'förnyades ändå',
      'förnyades trots',
    ],
    twice: ['två gånger', '2 gånger', 'dubbelt', 'dubbeldebiter', 'dragit två', 'drog två', 'två dragningar', 'två köp'],
    unknown: [
      'aldrig prenumererat', 'inte prenumererat', 'aldrig tecknat', 'inte tecknat', 'aldrig köpt', 'inte köpt', 'utan mitt godkännande',
      'utan godkännande', 'utan att fråga', 'utan tillstånd', 'utan min tillåtelse', 'utan förvarning', 'ingen aning om varför',
      'okänd dragning', 'okänd debitering', 'aldrig startade', 'aldrig startat', 'aldrig skaffat', 'aldrig beställt',
    ],
    refund: ['återbetalning', 'återbetala', 'pengarna tillbaka', 'mina pengar', 'pengar tillbaka', 'ersättning', 'chargeback', 'kompensation'],
    charged: [
      'drog pengar', 'drogs pengar', 'dragit pengar', 'dras pengar', 'drogs', 'dragits', 'debiterad', 'debiterade', 'debiterat', 'fick betala',
      'tog betalt', 'tog pengar', 'förnyades', 'förnyade',
    ],
    cancelled: ['sagt upp', 'sade upp', '=sa upp', 'avslutat prenumer', 'avslutade prenumer', 'avbrutit', 'avbröt', 'uppsägning'],
    missing: [
      'återställ köp', 'återställa köp', 'köpet försvann', 'köpet syns inte', 'köpen försvann', 'premium försvann', 'premium är borta',
      'premium borta', 'har gratisversionen', 'står att jag har gratis', 'tillbaka till gratis', 'och fick inga', 'men fick inga', 'fick inga gems',
      'fick inga mynt', 'fick inte mina', 'fick inte det jag', 'fick aldrig mina',
      'måste betala igen', 'betala igen', 'reklamen kom tillbaka', 'reklamen är tillbaka',
    ],
  },
  privacy: [
    'integritet', 'personuppgift', 'mina uppgifter', 'min data', 'mina data', 'datainsamling', 'samlar in', 'säljer min', 'säljer data',
    'säljer ni', 'tredje part', 'spårning', 'spårar', 'spionerar', 'övervak', 'platsåtkomst', 'platsdata', 'min plats', 'kräver behörighet', 'onödiga behörigheter', 'så många behörigheter', 'varför behöver appen',
    'åtkomst till', 'kontakter', 'mikrofon', 'kryptering', 'krypterad', 'gdpr', 'dataskydd', 'läcka', 'läckt', 'är det säkert', 'säkerhet',
    'var jag bor', 'annonsörer',
    'min adress', 'alla kan se', 'synlig för alla',
  ],
  account: [
    '=konto', 'kontot', 'registrer', 'skapa konto', 'logga in', 'inloggning', 'inlogg', 'lösenord', 'e-post', 'mejl', '=mail', 'användarnamn',
    'profil', 'verifiering', 'bankid', 'tvåfaktor', 'apple-id', 'apple id', 'google-konto',
  ],
  lockedOut: [
    'kan inte logga in', 'går inte att logga in', 'kommer inte in', 'kommer inte åt mitt konto', 'utelåst', 'låst ute', 'spärrat', 'kontot är låst',
    'kontot låst', 'får ingen kod', 'koden kommer inte', 'får inget mejl', 'återställa lösenord', 'glömt lösenord', 'konto hittades inte',
    'kontot finns inte', 'fel lösenord',
    'glömt lösenordet', 'glömt mitt lösenord', 'återställa lösenordet', 'återställningslänk', 'återställningsmejl',
  ],
  deletion: [
    'radera mitt konto', 'radera kontot', 'ta bort mitt konto', 'ta bort kontot', 'avsluta mitt konto', 'avsluta kontot', 'stänga mitt konto',
    'radera min data', 'radera mina uppgifter', 'ta bort min data', 'ta bort mina uppgifter', 'ta bort all data', 'radering av konto',
    'kontoradering', 'bli bortglömd',
  ],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'sparades inte', 'sparade inte', 'inte sparats', 'inte sparad', 'inte sparat', 'registrerades inte',
      'borta', 'försvunn', 'försvann', 'försvinner', 'raderad', 'raderades', 'raderats', 'borttagen', 'borttagna', 'togs bort', 'tappat',
      'förlorat', 'förlorade', 'nollställd', 'nollställdes', 'nollställts', 'återställd', 'från början', 'från noll', 'till nivå 1', 'ner till nivå',
    ],
    objects: [
      'antecknin', 'data', 'löprund', 'rundor', '=pass', 'passen', 'träningspass', 'historik', 'framsteg', 'nivå', 'mynt', 'gems', 'diamant',
      '=allt', 'alla mina', 'filer', 'foton', 'bilder', 'mapp', 'listor', 'statistik', 'rekord', 'streak',
      'ädelstenar', 'diamanter',
    ],
    phrases: [
      'allt är borta', 'allt borta', 'allt försvann', 'allt raderades', 'förlorat allt', 'förlorade allt', 'tappat allt', 'dataförlust',
      'framstegen nollställ', 'börja om från början', 'på nivå 1', 'från nivå 1', 'börja om från noll',
    ],
    bought: ['ädelstenar', 'mynt', 'diamanter', 'premium', 'prenumeration', '=köp', '=köpet', 'pro-version', 'reklamfri'],
    fears: ['förlorar jag', 'tappar jag', 'blir jag av med', 'försvinner mina', 'om jag byter', 'när jag byter', 'om jag installerar om', 'om jag tar bort appen', 'utan att förlora', 'utan att tappa'],
    worries: ['rädd', 'vill inte förlora', 'vill inte tappa', 'vill inte'],
    notData: ['förlorat intresset', 'förlorade intresset', 'tappat intresset', 'tappade intresset', 'tappat lusten', 'tappade lusten', 'tappat tålamodet', 'tappade tålamodet', 'förlorat tålamodet', 'tappat förtroendet', 'förlorat förtroendet', 'tappat motivationen'],
  },
  supportFailed: [
    'inget svar', 'ingen svarar', 'svarar inte', 'inte fått svar', 'aldrig fått svar', 'inte fått något svar', 'ingen återkoppling', 'ignorerar',
    'ignorerad', 'struntar i', 'mejlat', 'mailat', 'skrivit till supporten', 'kontaktat supporten', 'kontaktat er', 'ingen support',
    'usel support', 'bara en faq', 'utan kontaktformulär', 'inget kontaktformulär', 'går inte att kontakta', 'ingen kontakt', 'automatsvar',
    'väntar fortfarande', 'väntar på svar',
    'svarar aldrig', 'aldrig fått något svar', 'aldrig svarat', 'har inte svarat', 'inte hört något', 'aldrig hört av sig', 'hör aldrig av sig', 'hört något tillbaka',
  ],
  storeLoop: [
    'google säger', 'google sa', 'google svarade', 'apple säger', 'apple sa', 'apple svarade', 'kontakta utvecklaren', 'kontakta utvecklarna',
    'vända mig till utvecklaren', 'hänvisar till', 'hänvisade mig', 'fram och tillbaka', 'bollas runt', 'nekade återbetalning', 'nekade mig',
    'hänvisar mig', 'skulle kontakta er', 'vända mig till er', 'skickar mig till er',
  ],
  abuse: [
    '=idiot', '=idioter', 'idioterna', 'dumma i huvudet', 'efterbliv', '=cp', 'mongo', 'jävla idioter', 'fitta', 'fittor', '=kuk', 'kukhuvud',
    'rövhål', '=hora', 'horor', 'dra åt helvete', 'åt helvete med er', 'fan ta er', 'ta livet av', 'skitstövel', 'skitstövlar', 'pucko',
    'klantskallar', 'fuck you', 'jag hittar er',
    'hoppas ni går i konkurs', 'ni är idioter',
  ],
  legal: [
    'advokat', 'jurist', 'stämma er', 'stämmer er', 'stämning', 'domstol', '=arn', 'allmänna reklamationsnämnden', 'konsumentverket',
    'konsumentombudsman', 'polisanmäl', 'polisen', 'anmäler er', 'anmäla er', '=imy', 'integritetsskyddsmyndigheten', 'chargeback', 'bestrida köpet',
    'bestrider', 'vi ses i rätten',
  ],
  plea: ['fixa det', 'fixa detta', 'fixa snabbt', 'fixa buggen', 'laga det', 'laga detta', 'kan ni laga', 'kan ni fixa', 'tänker ni fixa', 'ni fixa', 'åtgärda', 'rätta till', 'hjälp mig', 'snälla hjälp', 'hjälp!'],
  rhetorical: ['varför skulle någon', 'vem skulle', 'vem betalar', 'vad tänkte ni', 'vad håller ni på med', 'vem har designat', 'vem kom på', 'vem har godkänt', 'är det ett skämt', 'är detta ett skämt', 'skämtar ni', 'på riktigt?', 'seriöst?', 'allvarligt?', 'testar ni', 'har ni testat', 'är det så svårt', 'hur svårt kan det vara', 'vad är poängen'],
  why: ['varför', 'hur kommer det sig'],
  wishQuestion: ['när kommer', 'går det att'],
  patterns: {
    // After a fronted phrase the subject splits the particle verb: "efter uppdateringen slängs jag ut".
    bug: [
      /(?:^|\s)(?:slangs|kastas|aker|loggas|sparkas) (?:jag|man|vi|den|appen) ut(?:\s|$)/u,
      // "fixa synken", "fixa buggen": fix a thing named; "fixa det så blir det 5 stjärnor" asks for a feature.
      /(?:^|\s)fixa (?:till )?\S{2,}(?:en|et|na)(?:\s|$|[!.,])/u,
    ],
    request: [
      /(?:^|\s)fler \S+ (?:tack|snalla|pls|plz)(?:\s|$|[!.])/u,
      // "lägg gärna till mörkt läge": an adverb splits the particle verb "lägg till" (add).
      /(?:^|\s)l[aä]gg (?:g[aä]rna|bara|[aä]ven|ocks[aå]|sn[aä]lla|nu|g[aä]rna [aä]ven) till\s/u,
    ],
  },
  spam: [
    'tjäna pengar', 'extra inkomst', 'passiv inkomst', 'per dag', 'jobba hemifrån', 'klicka här', 'klicka på länken', 'följ mig', 'min kanal',
    'prenumerera på min', 'rabattkod', 'kampanjkod', 'värvningskod', 'gratis gems', 'gratis mynt', 'gratis diamanter', '=fusk', 'bättre alternativ',
    'sök på', 'sök efter', 'ladda ner istället', 'ladda ner den istället', 'ladda hem', 'använd istället', 'testa istället', 'casino', 'kasino',
    'betting', 'dejting', 'investera', 'krypto',
    'link i bio', 'länk i bio', 'skriv till mig', 'på telegram', 'på whatsapp', 'hemifrån', 'utan erfarenhet', 'bitcoin', 'kopiera och klistra', 'kr om dagen',
    'min sida', 'min hemsida',
  ],
}
