import type { Cues } from './types'

// German puts "nicht" after the verb ("lädt nicht", "synchronisiert nicht mehr"), so a broken
// function is the verb with its negation, in the singular and plural reviews use.
const VERBS = [
  'funktioniert', 'funktionieren', 'funktionirt', 'funzt', 'klappt', 'klappen', 'geht', 'gehen', 'läuft', 'laufen', 'lädt', 'laden', 'öffnet', 'öffnen',
  'startet', 'starten', 'synchronisiert', 'synchronisieren', 'synct', 'speichert', 'speichern', 'reagiert', 'reagieren', 'zeigt', 'zeigen',
  'zählt', 'zählen', 'misst', 'messen', 'trackt', 'zeichnet', 'verbindet', 'verbinden', 'klingelt', 'erinnert', 'exportiert', 'importiert', 'aktualisiert',
  'erkennt', 'erkennen', 'kommt', 'kommen', 'sendet', 'sichert', 'tut', 'will', 'piept', 'vibriert', 'spielt', 'ertönt', 'erscheint', 'erscheinen',
]
const broken = VERBS.flatMap((v) => [`${v} nicht`, `${v} nicht mehr`, `${v} gar nicht`, `${v} überhaupt nicht`, `${v} nie`, `${v} nicht richtig`, `${v} kaum`])
// "lässt sich nicht öffnen", "kann keine Notizen speichern".
const CANNOT = ['öffnen', 'starten', 'laden', 'speichern', 'synchronisieren', 'exportieren', 'importieren', 'verbinden', 'koppeln', 'aktualisieren', 'installieren', 'hochladen', 'herunterladen', 'abspielen', 'wiederherstellen', 'hinzufügen', 'anhängen', 'bearbeiten', 'löschen']
const cannot = CANNOT.flatMap((v) => [`lässt sich nicht ${v}`, `lässt sich nicht mehr ${v}`, `lassen sich nicht ${v}`, `lassen sich nicht mehr ${v}`, `kann nicht ${v}`, `kann nicht mehr ${v}`])

export const de: Cues = {
  resolved: ['gelöst', 'hat es gelöst', 'behoben', 'hat geholfen', 'haben geholfen', 'innerhalb einer stunde', 'in einer stunde', 'sofort geantwortet', 'schnell geantwortet'],
  thanks: ['danke', 'danke schön', 'dankeschön', 'vielen dank', 'danke im voraus', 'lg', 'grüße', 'gruß'],
  positive: [
    '=liebe', 'ich liebe', 'lieblings', '❤', '😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '😊', '🤩', 'super', 'toll', '=klasse', 'erstklassig', 'genial', 'spitze', 'spitzenklasse',
    '=top', 'einfach top', 'echt top', 'mega gut', 'mega app', '=mega', 'der hammer', 'echt hammer', 'einfach hammer', 'prima', 'perfekt', 'wunderbar', 'wunderschön',
    'sehr schön', 'richtig schön', 'echt schön', 'schön gemacht', '=schöne', '=schönes', '=gut', '=gute', '=guter', '=gutes', '=guten', 'sehr gut', 'richtig gut', 'echt gut',
    'super gut', 'ziemlich gut', 'fantastisch', 'phantastisch', 'grandios', 'hervorragend', 'ausgezeichnet', 'exzellent', 'sensationell', 'großartig', 'herrlich',
    '=beste', '=bester', '=bestes', 'am besten', 'bestens', 'alles bestens', 'empfehle', 'empfehlen', 'empfehlenswert', 'empfehlung', 'kann ich nur empfehlen',
    'danke', 'vielen dank', 'dankeschön', 'lieben dank', 'merci', 'weiter so', 'gute arbeit', 'daumen hoch', 'macht spaß', 'spaß', 'süchtig', 'suchtfaktor',
    'endlich eine', 'endlich ein', 'endlich mal', 'flüssig', '=schnell', 'stabil', 'zuverlässig', 'sehr genau', 'super genau', 'ist genau', 'sind genau', 'misst genau', 'präzise', 'übersichtlich', 'findet alles', 'intuitiv', 'einfach zu bedienen',
    'leicht zu bedienen', 'benutzerfreundlich', 'praktisch', 'nützlich', 'hilfreich', 'zufrieden', 'sehr zufrieden', 'begeistert', 'genau richtig', 'gelungen',
    'durchdacht', 'ausgereift', 'gefällt', 'lohnt sich', 'jeden cent wert', 'sein geld wert', 'geil', 'nice', 'cool', 'läuft super', 'läuft stabil', 'läuft gut',
    'läuft flüssig', 'läuft einwandfrei', 'funktioniert super', 'funktioniert gut', 'funktioniert einwandfrei', 'funktioniert perfekt', 'funktioniert tadellos',
    'einwandfrei', 'tadellos', 'fehlerfrei', 'problemlos', 'ohne probleme', 'reibungslos', 'lebensretter', 'unverzichtbar', 'nicht mehr wegzudenken',
    'kann nicht mehr ohne', 'nicht mehr ohne', 'stürzt nicht mehr ab', 'stürzt nie ab', 'hängt nicht mehr', 'hängt nie', 'ruckelt nicht', 'ohne abstürze', 'keine abstürze mehr', 'motivierend', 'motiviert', 'entspannend', 'entspannt', 'spaßig', 'überzeugt', 'freue mich', 'wow', 'passt alles', 'alles passt', 'passt perfekt',
    'schickes design', 'sieht schick aus', '=hübsch', 'hübsche', 'hübsches', 'angenehm', 'respektiert', 'verbessert', 'besser als', '5 sterne', 'fünf sterne', '10/10', 'volle punktzahl', 'hat sich gelohnt', 'ins ziel gebracht',
  ],
  negative: [
    // How it looks ("das neue Design ist hässlich"): a complaint about how it is made, nothing broken.
    'hässlich', 'potthässlich',
    // Scorn for the people who made the app ("you are incompetent liars").
    'unfähig', 'unfähige', 'inkompetent', 'inkompetente', 'lügner', 'betrüger',
    'findet man nichts', 'man findet nichts', 'nichts mehr zu finden', 'nichts mehr finden',
    'schlecht', 'mies', 'miserabel', 'furchtbar', 'schrecklich', 'grottig', 'grottenschlecht', 'katastrophe', 'katastrophal', '=müll', 'totaler müll', 'schrott', 'mist', 'scheiße',
    'scheisse', 'scheiß', 'scheiss', 'kacke', 'nutzlos', 'unbrauchbar', 'sinnlos', 'enttäuscht', 'enttäuschend', 'enttäuschung', 'ärgerlich', 'nervig', 'nervt',
    '=nerven', 'genervt', 'frustrierend', 'frustriert', 'lächerlich', 'unverschämt', 'frechheit', 'abzocke', 'abgezockt', 'betrug', 'betrüger', 'geldmacherei',
    'geldgier', 'geldgeil', 'zu teuer', 'überteuert', 'viel zu teuer', 'teuer', 'zu viel werbung', 'zuviel werbung', 'werbung ohne ende', 'nur noch werbung',
    'ständig werbung', 'dauernd werbung', 'voller werbung', 'werbeflut', 'deinstalliert', 'deinstalliere', 'finger weg', 'nicht zu empfehlen', 'nicht empfehlenswert',
    'bloß nicht', 'schade', 'verschlimmbessert', 'verschlechtert', 'schlechter', 'schlimmer', 'rückschritt', 'unübersichtlich', 'umständlich', 'kompliziert',
    'verwirrend', 'langsam', 'lahm', '=träge', 'ruckelt', 'buggy', 'verbuggt', 'fehlerhaft', 'instabil', 'unzuverlässig', 'ungenau', 'zumutung', 'unzumutbar',
    'inakzeptabel', 'ärgere mich', '=sauer', 'wütend', 'stinksauer', 'traurig', 'unmöglich', 'nicht mehr', 'keine lust mehr', 'was soll das', 'wer braucht',
    'hat keiner gefragt', 'hat niemand gefragt', 'gezwungen', 'zwangsweise', 'pay to win', 'pay2win', 'p2w', 'problem', 'probleme', 'jedes mal', 'jedesmal',
    'ständig', 'dauernd', 'andauernd', 'immer wieder', 'seit dem update', 'seit dem letzten update', 'seit update', 'nach dem update', 'nach dem letzten update',
    'nach update', 'seit der aktualisierung', 'bitte beheben', 'bitte fixen', 'bitte reparieren', 'behebt das', 'fixt das', '1 stern', 'ein stern', 'einen stern',
    'null sterne', '0 sterne', 'keinen stern', '👎', '😡', '🤬', '😤', '💩', '😠', '😞', '😢', '🤮', '😕', 'ätzend', 'blöd', 'doof', 'dämlich', 'bescheuert',
    'lästig', 'störend', 'stört', 'gefällt mir nicht', 'gefällt nicht', 'gefällt mir gar nicht', 'gefällt mir überhaupt nicht', 'gefällt mir nicht mehr',
    'lohnt sich nicht', 'nicht wert', 'mag ich nicht', 'leider', 'früher war', 'war mal gut', 'war mal super', 'war früher', 'bis zum update', 'seit kurzem',
    'hat funktioniert', 'hat immer funktioniert', 'lief super', 'lief gut', 'lief immer', 'lief einwandfrei', 'funktionierte', 'unverständlich', 'armselig', 'praktisch unbrauchbar', 'praktisch nutzlos', 'happig', 'gesalzen', 'finde nichts mehr', 'finde ich nichts', 'findet man nichts', 'peinlich', '=witz', 'ein witz', 'eine frechheit', '=uff', '=ugh', 'wtf', 'boah', '=meh',
    'noch langsamer', 'langsamer', 'noch schlechter', 'schlecht lesbar', 'kaum lesbar', 'schwer lesbar', 'schwer zu lesen', 'unlesbar', 'alles gelöscht', 'alle meine notizen gelöscht',
    'bis zum redesign', 'vor dem update', 'vor dem redesign', 'bis zur neuen', 'bis zum neuen',
  ],
  negators: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'keinerlei', 'nie', 'niemals', 'nichts', 'nix', 'ohne', 'kaum', 'weder', 'net', 'ned', 'null', 'nimmer'],
  sarcasm: [
    // "Love paying to watch ads": nobody loves paying; the praise is said with a rolled eye.
    'liebe es zu zahlen', 'liebe es zu verlieren', 'liebe es, zu verlieren', 'liebe es, zu zahlen', 'liebe es zu bezahlen', 'zahle gern für',
    '🙄', '🙃', '😒', '/s', 'danke für nichts', 'danke für nix', 'na toll', 'na super', 'na klasse', 'na prima', 'na bravo', 'ganz toll', 'ganz großes kino',
    'schon wieder ein', 'schon wieder eine', 'wieder mal ein', 'mal wieder ein', 'genau das was ich wollte', 'genau was ich brauchte', 'genau das hat gefehlt',
    'hat ja super geklappt', 'klappt ja super', 'läuft ja super', 'läuft ja prima', 'toll gemacht', 'super gemacht', 'glückwunsch', 'herzlichen glückwunsch',
    'applaus', 'bravo', 'sehr kundenfreundlich', 'wie kundenfreundlich', 'ja klar', 'jaja', 'ja ja', 'chapeau',
    '🤡', 'bestes update aller zeiten', 'ja sicher', 'na klar doch',
  ],
  ironic: ['danke für', 'vielen dank für', 'toll dass', 'super dass', 'klasse dass', 'toll wie', 'super wie', 'ich liebe es wenn', 'liebe es wie', 'großartig', 'genial', 'super', 'toll', 'wow', '👏', 'spitze', 'bestes update', 'danke dass ihr', 'danke, dass ihr', 'danke fürs'],
  contrast: ['=aber', 'allerdings', 'jedoch', 'leider', 'trotzdem', 'obwohl', 'dennoch', 'einziges manko', 'einziger kritikpunkt', 'einziges problem', 'einziger nachteil', 'einziges minus', 'kleines manko', 'nur die', 'nur der', 'nur das', 'nur schade', 'schade nur', 'schade ist', 'wermutstropfen', 'abgesehen davon', 'ansonsten', 'sonst', 'nur leider', 'bloß', 'stattdessen', 'wobei'],
  bug: [
    ...broken,
    ...cannot,
    'findet nix', 'findet nichts', 'findet oft nix', 'findet oft nichts', 'findet gar nichts',
    'absturz', 'abstürz', 'abgestürzt', 'abstuerz', 'stürzt ab', 'stürzt ständig', 'stürzt dauernd', 'stürzt immer', 'stürzt sofort', 'stürzt direkt', 'stürzt einfach',
    'stürzt beim', 'stürzt bei', 'stürzt jedes', 'stürzt oft', 'stürzt regelmäßig', 'stuerzt', 'crash', 'gecrasht', 'hängt', 'hängen', 'aufgehängt', 'bleibt hängen',
    'hängen geblieben', 'hängengeblieben', 'friert ein', 'eingefroren', 'einfrieren', 'freeze', 'fehler', 'bug', 'glitch', 'schwarzer bildschirm', 'weißer bildschirm',
    'schwarzes bild', 'weißes bild', 'schwarzen bildschirm', 'weißen bildschirm', 'leerer bildschirm', 'lädt ewig', 'lädt und lädt', 'lädt endlos', 'ewig laden',
    'endlos laden', 'spinnt', 'zickt', 'macht zicken', 'macht probleme', 'kaputt', 'defekt', 'schließt sich', 'beendet sich', 'wirft mich raus', 'fliege raus',
    'fliegt raus', 'rausgeworfen', 'rausgeschmissen', 'loggt mich aus', 'ausgeloggt', 'ungenau', 'falsch', 'falsche', 'falschen', 'stimmt nicht', 'stimmen nicht', 'zeigt keine', 'zeigt nichts', 'nichts mehr an', 'keine notizen mehr', 'keine daten mehr', 'nicht mehr angezeigt', 'wird nicht angezeigt', 'werden nicht angezeigt', 'total daneben', 'völlig daneben', 'komplett daneben', 'voll daneben', 'liegt daneben',
    'verschwindet', 'verschwinden', 'doppelt angezeigt', 'wird nicht angezeigt', 'werden nicht angezeigt', 'nicht angezeigt', 'nicht gespeichert', 'nicht synchronisiert',
    'keine benachrichtigung', 'keine erinnerung', 'kein ton', 'kein sound', 'ruckelt', 'ruckeln', 'laggt', 'lagt', 'laggy', '=lag', 'lags', 'akkufresser',
    'frisst akku', 'frisst den akku', 'leert den akku', 'akku leer', 'überhitzt', 'wird heiß', 'steckt fest', 'stecken geblieben', 'bleibt stehen', 'keine verbindung',
    'verbindungsabbruch', 'bricht ab', 'abgebrochen', 'kein gps', 'springt hin und her', 'springt ständig', 'springt herum', 'springt wild', 'verliert gps', 'verliert das gps', 'verliert das signal', 'gps-signal weg', 'signal verloren',
    'nicht möglich', 'geht nicht', 'funktioniert nicht', 'tut nicht', 'will nicht', 'fehlermeldung', 'lässt sich nicht', 'lassen sich nicht', 'startet neu',
    'zurückgesetzt', 'resettet', 'überschrieben', 'dauert ewig', 'braucht ewig', 'ewig lange', 'geht nichts', 'geht gar nichts', 'nichts geht mehr', 'nichts funktioniert',
    'zu spät', 'verspätet', 'mit verspätung', 'stunde zu spät', 'minuten zu spät', 'bis ich die app öffne', 'erst wenn ich die app öffne', 'nur wenn ich die app öffne', 'lädt nichts', 'nichts lädt', 'lädt gar nichts', 'kommen doppelt', 'kommt doppelt',
    'unterbricht', 'unterbrochen',
    'bitte reparieren', 'bitte beheben', 'bitte fixen', 'bitte korrigieren', 'reparieren', 'beheben', 'repariert das', 'behebt das',
    'ist leer', 'wieder leer', 'bleibt leer', 'komplett leer', 'kaputt gemacht',
  ],
  notWish: ['ich wünschte', 'möchte mich bedanken', 'möchte danke', 'möchte mal danke', 'will danke', 'wollte danke', 'wollte mich bedanken', 'will mich bedanken', 'möchte loben', 'hätte ich die app', 'hätte ich sie', 'hätte ich das', 'wer eine', 'wer einen', 'wer ein '],
  request: [
    // A question about what the team will add or plans ("any plans for…?", "will you add…?") wishes for it: no Answer can promise it.
    '=geplant', 'in planung', 'plant ihr', 'planen sie', 'ist geplant', 'werdet ihr', 'wird es irgendwann', 'wird es bald', 'wird es eine', 'wird es einen', 'wird es ein', 'kommt bald', 'kommt irgendwann', 'kommt noch', 'fügt ihr', 'kommen noch mehr', 'werden noch mehr', 'kommen mehr', 'wird es mehr', 'gibt es bald mehr', 'bitte mehr', 'bitte noch mehr',
    // Asking to be let do something ("… bitte lasst mich das machen") wishes for it.
    'bitte lasst', 'bitte lass', 'lasst uns doch', 'lasst mich doch', 'macht es möglich', 'ermöglicht es',
    // A thing the app lacks ("no dark mode", "doesn't have a widget") is wished for. A lacking way
    // to do something ("no way to log in", "… to cancel") is left out: it is most often a fault.
    'kein dunkelmodus', 'kein dark mode', 'keinen dark mode', 'keinen dunkelmodus',
    'bitte einbauen', 'bitte einführen', 'bitte hinzufügen', 'bitte fügt', 'bitte fügen sie', 'bitte macht', 'bitte eine', 'bitte einen', 'bitte ein ', 'bitte mehr',
    'bitte die möglichkeit', 'bitte wieder', 'bitte zurück', 'bitte bringt', 'bitte ermöglicht', 'bitte um', 'bitte noch', 'bitte ergänzen', 'einbauen', 'einführen',
    'hinzufügen', 'ergänzen', 'nachrüsten', 'implementieren', 'wäre schön', 'wäre toll', 'wäre super', 'wäre cool', 'wäre klasse', 'wäre genial', 'wäre nett',
    'wäre praktisch', 'wäre hilfreich', 'wäre gut', 'wäre top', 'wäre perfekt', 'wäre es möglich', 'wäre 5', 'wären 5', 'wäre fünf', '5 sterne wenn', 'fünf sterne wenn',
    'gäbe es', 'es gäbe', 'hätte gern', 'hätte gerne', 'hätten gern', 'hätten gerne', 'ich wünsche mir', 'wünsche mir', 'wünschenswert', 'wunsch', 'würde mich freuen',
    'würde gerne', 'würde gern', 'ich vermisse', 'vermisse', 'es fehlt', 'fehlt nur', 'fehlt noch', 'fehlt mir', 'mir fehlt', 'man sollte', 'sollte man', 'sollte es',
    'könnte man', 'könntet ihr', 'könnt ihr', 'ich will', 'ich möchte', 'möchte gern', 'möchte gerne', 'möglichkeit zu',
    'möglichkeit, ', 'option für', 'option zum', 'option um', 'eine option', 'funktion für', 'vorschlag', 'verbesserungsvorschlag', 'anregung', 'idee:', 'wann kommt',
    'wann kommen', 'kommt noch', 'ist geplant', 'plant ihr', 'unterstützung für', 'wieder einführen', 'zurückbringen', 'zurückholen', 'wiederhaben', 'bringt zurück',
    'wären es 5', 'wäre es 5', 'wären es fünf', 'wäre es fünf', 'gäbe es 5', 'gäbe es fünf', 'dann 5 sterne', 'dann fünf sterne', 'dann gibt es 5',
    // Asking to change what the app has ("ändert bitte die Schriftgröße") wishes for it too.
    'ändert', 'bitte ändern', 'ändern könnt', 'ändern könntet', 'ändern könnten', 'anpassen könnt', 'anpassbar machen',
  ],
  question: [
    'würde gern wissen', 'würde gerne wissen', 'möchte wissen', 'möchte gern wissen', 'wüsste gern', 'wie kann ich', 'wie kann man', 'wie geht', 'wie mache ich', 'wie macht man', 'wie funktioniert', 'wie bekomme ich', 'wie komme ich', 'wie stelle ich',
    'wie lange', 'wie viel', 'wieviel', 'wie oft', 'wie schnell', 'gibt es', 'gibts', "gibt's", 'könnt ihr mir', 'kann mir jemand',
    'weiß jemand', 'weiss jemand', 'hat jemand', 'wo finde ich', 'wo ist', 'wo sind', 'wo kann ich', 'wo kann man', 'wo finde', 'was ist', 'was passiert',
    'warum', 'wieso', 'weshalb', 'wozu', 'ist es möglich', 'ist das', 'ist es', 'sind meine', 'sind die', 'funktioniert das', 'funktioniert es', 'geht das',
    'unterstützt', 'läuft das', 'hilfe', 'brauche hilfe', 'frage:', 'ich frage mich', 'weiß nicht wie', 'weiss nicht wie', 'keine ahnung wie', 'find ich nicht',
    'finde ich nicht', 'finde nicht',
  ],
  billing: [
    'abbuchung', 'abgebucht', 'abbuchen', 'bucht', 'abgerechnet', 'rechnung', 'geld', 'bezahlt', '=zahle', 'bezahlen', 'zahlung', 'gezahlt', 'kosten', 'kostet',
    'kostenpflichtig', '=abo', 'abos', 'abonnement', 'jahresabo', 'monatsabo', 'abonniert', 'kündigen', 'gekündigt', 'kündigung', 'verlängert', 'verlängerung',
    'probeabo', 'testphase', 'testzeitraum', 'probezeit', 'probemonat', 'kreditkarte', 'bankkonto', 'kontoauszug', 'paypal', 'lastschrift', 'kauf', 'gekauft',
    'kaufen', 'in-app-kauf', 'in-app kauf', 'einkauf', 'beleg', 'quittung', 'transaktion', '€', '$', '=euro', '=eur', 'premium', 'pro-version', 'vollversion',
    'werbefrei', 'erstattung', 'erstatten', 'rückerstattung', 'geld zurück', 'betrug', 'abzocke', 'berechnet',
  ],
  charge: {
    afterCancel: ['trotz kündigung', 'obwohl ich gekündigt', 'obwohl gekündigt', 'nach der kündigung', 'nach kündigung', 'trotzdem abgebucht', 'trotzdem berechnet', 'weiterhin abgebucht', 'immer noch abgebucht', 'wieder abgebucht', 'erneut abgebucht', 'schon gekündigt', 'bereits gekündigt', 'habe gekündigt', 'hab gekündigt', 'trotzdem verlängert', 'einfach verlängert', 'bucht weiter', 'buchen weiter', 'bucht immer noch'],
    twice: ['doppelt', 'zweimal', '2x', '2 mal', 'zwei mal', 'zweifach', 'doppelte abbuchung', 'zwei abbuchungen', '2 abbuchungen'],
    unknown: ['nix gekauft', 'nichts gekauft', 'nie gekauft', 'nicht gekauft', 'nie abonniert', 'nichts abonniert', 'nie bestellt', 'nichts bestellt', 'nicht bestellt', 'nicht abgeschlossen', 'nie abgeschlossen', 'nichts abgeschlossen', 'ohne meine zustimmung', 'ohne zustimmung', 'ohne erlaubnis', 'ohne nachfrage', 'ohne zu fragen', 'ohne mein wissen', 'unbekannte abbuchung', 'unerklärliche abbuchung', 'für ne abbuchung', 'für eine abbuchung', 'keine ahnung woher', 'nicht autorisiert', 'unautorisiert', 'probeabo', 'kostenlos testen', 'gratis testen'],
    refund: ['erstatt', 'rückerstatt', 'geld zurück', 'geld zurueck', 'mein geld', 'geld wieder', 'zurückzahlen', 'zurückbuchen', 'rückbuchung', 'zurückgebucht', 'entschädigung'],
    charged: ['€ berechnet', 'euro berechnet', 'eur berechnet', 'abgebucht', 'abbuchung', 'mir berechnet', 'zweimal berechnet', 'doppelt berechnet', 'in rechnung gestellt', 'belastet', 'eingezogen', 'kontoauszug', 'verlängert', 'kassiert', 'abkassiert', 'geld genommen', 'abgezogen', '=kohle weg', '=geld weg', '=geld ist weg', '=kohle ist weg', 'geld futsch'],
    cancelled: ['gekündigt', 'kündigung', 'kündige', 'abo beendet', 'abbestellt', 'storniert', 'abo gekündigt'],
    missing: ['kauf wiederherstellen', 'käufe wiederherstellen', 'einkäufe wiederherstellen', 'premium weg', 'premium ist weg', 'premium verschwunden', 'premium nicht mehr', 'abo weg', 'abo ist weg', 'abo nicht erkannt', 'kauf nicht erkannt', 'nicht freigeschaltet', 'bezahlt aber', 'bezahlt und', 'gekauft aber', 'gekauft und trotzdem', 'nochmal zahlen', 'erneut zahlen', 'nochmal bezahlen', 'erneut bezahlen', 'noch einmal bezahlen', 'werbung ist wieder da', 'werbung wieder da', 'wieder werbung', 'werbung kommt wieder', 'trotz werbefrei'],
  },
  privacy: [
    'datenschutz', 'privatsphäre', 'meine daten an', 'persönliche daten', 'personenbezogen', 'datensammel', 'sammelt daten', 'daten sammeln', 'sammelt meine', 'verkauft daten',
    'verkauft meine', 'verkaufen meine', 'daten verkauf', 'weitergeben', 'weitergabe', 'an dritte', 'dritte weiter', 'drittanbieter', 'werbe-tracking', 'tracking durch',
    'überwach', 'spionier', 'spion', 'zugriff auf', 'berechtigung', 'standortzugriff', 'meinen standort', 'meine kontakte', 'mikrofon', 'dsgvo', 'gdpr', 'verschlüsselt', 'verschlüsselung',
    'unverschlüsselt', 'ende-zu-ende', 'sicherheit', 'datenleck', 'leak', 'werbe-id', 'personalisierte werbung', 'gezielte werbung', 'private sachen', 'privat',
    'wo ich wohne', 'meine adresse', 'jeder sehen', 'alle sehen', 'öffentlich sichtbar', 'für alle sichtbar',
  ],
  account: [
    'konto', 'account', 'registrieren', 'registrierung', 'anmelden', 'anmeldung', 'einloggen', 'login', 'log-in', 'einlog', 'passwort', 'kennwort', 'benutzername',
    'e-mail-adresse', 'mailadresse', 'profil', 'zwei-faktor', '2fa', 'verifizierung', 'bestätigungsmail', 'bestätigungscode', 'apple-id', 'apple id', 'google-konto',
    'google konto', 'anmeldedaten', 'zugangsdaten',
  ],
  lockedOut: ['komme nicht mehr rein', 'komm nicht mehr rein', 'komme nicht rein', 'komm nicht rein', 'kann mich nicht anmelden', 'kann mich nicht einloggen', 'kann mich nicht mehr anmelden', 'kann mich nicht mehr einloggen', 'anmelden nicht möglich', 'login nicht möglich', 'login geht nicht', 'anmeldung geht nicht', 'anmeldung funktioniert nicht', 'login funktioniert nicht', 'ausgesperrt', 'kein zugriff auf mein konto', 'kein zugang', 'konto gesperrt', 'account gesperrt', 'konto nicht gefunden', 'account nicht gefunden', 'konto existiert nicht', 'account existiert nicht', 'kein bestätigungscode', 'code kommt nicht', 'keinen code', 'zugang verloren', 'komme nicht mehr in mein', 'komm nicht mehr in mein', 'passwort vergessen', 'kennwort vergessen', 'mail zum zurücksetzen', 'passwort zurücksetzen', 'zurücksetzen kommt nicht', 'passwort wird nicht akzeptiert', 'falsches passwort'],
  deletion: ['konto löschen', 'account löschen', 'konto zu löschen', 'account zu löschen', 'daten löschen', 'meine daten löschen', 'alle daten löschen', 'löschung meiner daten', 'löschung meines kontos', 'löschung des kontos', 'kontolöschung', 'account-löschung', 'accountlöschung', 'recht auf vergessenwerden', 'konto entfernen', 'account entfernen', 'konto kündigen', 'account kündigen', 'lösche mein konto', 'löscht mein konto', 'löscht meine daten', 'lösche meinen account', 'löscht meinen account', 'lösche ich mein konto', 'lösche ich meinen account', 'lösche ich meine daten'],
  loss: {
    words: [
      // "My run from this morning didn't save": a recording not kept is a loss.
      'nicht aufgezeichnet', 'nicht gesichert', 'nichts gespeichert', 'nicht gespeichert', 'ist weg', 'sind weg', 'alles weg', '=weg', 'verschwunden', 'verschwinden', 'verloren', 'verlieren', 'gelöscht', 'löscht', 'weggelöscht', 'futsch', 'leer', 'zurückgesetzt', 'resettet', 'überschrieben', 'nicht mehr da', 'nicht mehr vorhanden', 'fehlen alle', 'wo sind meine', 'von vorne', 'von vorn', 'bei null', 'wieder bei level'],
    objects: ['mein lauf', 'meinen lauf', 'abzeichen', 'medaillen', 'trophäen', 'erfolge', 'trainingsplan', 'ganzen lauf', 'km lauf', 'notiz', 'notizen', 'daten', 'fortschritt', 'spielstand', 'levels', 'alle level', 'münzen', 'edelsteine', 'diamanten', 'alle meine', 'dateien', 'fotos', 'bilder', 'ordner', 'verlauf', 'läufe', 'aufzeichnungen', 'statistik', 'trainings', 'einträge', 'listen', 'checklisten', 'dokumente', 'meine arbeit', 'rekorde', 'bestzeiten', 'historie', 'aktivitäten', 'spielstände'],
    phrases: ['datenverlust', 'alles verloren', 'alles weg', 'alles ist weg', 'alles futsch', 'zurück auf level 1', 'wieder auf level 1', 'wieder bei level 1', 'bei level 1', 'auf level 1', 'von level 1', 'bei null anfangen', 'von null anfangen', 'wieder bei null', 'fortschritt ist weg', 'fortschritt verloren', 'fortschritt weg', 'spielstand weg', 'spielstand verloren', 'spielstand gelöscht', 'von vorne anfangen', 'von vorn anfangen', 'notizen zurück', 'daten zurück', 'fortschritt zurück', 'fotos zurück', 'meine notizen wieder', 'notizen wiederherstellen', 'daten wiederherstellen'],
    bought: ['münzen', 'edelsteine', 'diamanten', 'juwelen', 'premium', '=abo', 'pro-version', 'vollversion', 'werbefrei', 'kauf', 'käufe'],
    fears: ['verliere ich', 'verlier ich', 'gehen meine', 'geht mein', 'gehen dabei', 'geht dabei', 'bleiben meine', 'bleibt mein', 'wenn ich wechsle', 'wenn ich auf ein neues', 'wenn ich ein neues', 'beim wechsel', 'beim handywechsel', 'wenn ich die app lösche', 'wenn ich neu installiere', 'wenn ich die app neu'],
    worries: ['angst', 'befürchte', 'verloren gehen könnte', 'nicht verlieren will', 'nicht verlieren möchte', 'will nicht', 'möchte nicht', 'will ich nicht', 'möchte ich nicht', 'keine lust', 'ohne von vorne', 'ohne wieder von vorne', 'ohne neu anfangen'],
    notData: [
      // "GPS signal lost during my whole run": a fault, no data lost.
      'signal verloren', 'gps verloren', 'verbindung verloren', 'lust verloren', 'die lust verloren', 'interesse verloren', 'das interesse verloren', 'geduld verloren', 'die geduld verloren', 'motivation verloren', 'vertrauen verloren', 'das vertrauen verloren', 'nerven verloren', 'verliere die lust', 'verliere die geduld', 'verliere das interesse'],
  },
  supportFailed: [
    'keine antwort', 'keine reaktion', 'keine rückmeldung', 'nie geantwortet', 'nie eine antwort', 'nicht geantwortet', 'antwortet nicht', 'antwortet niemand',
    'antwortet keiner', 'niemand antwortet', 'keiner antwortet', 'niemand meldet sich', 'keiner meldet sich', 'meldet sich niemand', 'meldet sich keiner', 'ignoriert',
    'support ist nutzlos', 'support ist eine katastrophe', 'support ist ein witz', 'kein support', 'null support', 'support reagiert nicht', 'support antwortet nicht',
    'support meldet sich nicht', 'mails an den support', 'mail an den support', 'mails geschrieben', 'mehrfach geschrieben', 'mehrmals geschrieben', 'mehrmals angeschrieben',
    'angeschrieben', 'warte immer noch', 'warte seit', 'automatische antwort', 'standardantwort', 'textbaustein', 'support kontaktiert', 'an den support geschrieben',
    'an euch geschrieben', 'euch geschrieben', 'support geschrieben',
    'antwortet einfach nicht', 'antworten einfach nicht', 'antwortet nie', 'antworten nie', 'antworten nicht', 'reagiert einfach nicht', 'nichts zurück', 'nichts gehört', 'nie etwas gehört', 'nie was gehört', 'bis heute keine', 'keine antwort erhalten',
    'antwortet seit', 'seit tagen keine', 'seit wochen keine', 'immer dieselbe antwort', 'immer die gleiche antwort',
    'meldet sich nie', 'melden sich nie', 'melden sich nicht', 'kam nie eine antwort', 'kam keine antwort', 'kommt keine antwort', 'kommt nie eine antwort',
  ],
  storeLoop: [
    'google sagt', 'google meint', 'google hat gesagt', 'google schreibt', 'apple sagt', 'apple meint', 'apple hat gesagt', 'apple schreibt', 'google verweist', 'apple verweist',
    'verweist auf', 'verweist mich', 'verweisen mich', 'an den entwickler wenden', 'an euch wenden', 'soll mich an', 'den entwickler kontaktieren', 'entwickler kontaktieren',
    'hin und her', 'im kreis', 'ping-pong', 'pingpong', 'google lehnt', 'apple lehnt', 'erstattung abgelehnt', 'erstattung wurde abgelehnt', 'play store sagt', 'app store sagt',
  ],
  abuse: ['=idiot', '=idioten', 'vollidiot', 'trottel', 'deppen', '=depp', 'penner', 'arschloch', 'arschlöcher', 'wichser', 'hurensohn', 'hurensöhne', 'missgeburt', 'spast', 'vollpfosten', 'fick dich', 'fickt euch', 'verpiss dich', 'verpisst euch', 'halt die fresse', 'haltet die fresse', 'geh sterben', 'geht sterben', 'ihr seid dumm', 'dumme entwickler', 'scheiß entwickler', 'scheiss entwickler', 'verbrecherbande', 'drecksbande', 'spackos', 'gesindel', 'ihr idioten', 'ihr vollidioten', 'ihr spinner', 'hirntot', 'schwachköpfe', 'dummköpfe', 'hoffentlich geht ihr pleite', 'hoffentlich geht eure firma'],
  legal: ['anwalt', 'rechtsanwalt', 'verbraucherzentrale', 'verbraucherschutz', 'strafanzeige', 'anzeige erstatten', 'zeige euch an', 'zeige sie an', 'polizei', 'gericht', 'klage', 'verklagen', 'rechtliche schritte', 'juristisch', 'abmahnung', 'datenschutzbehörde', 'datenschutzbeauftragt', 'bundesnetzagentur', 'rückbuchung', 'lastschrift zurück', 'zurückbuchen lassen'],
  plea: ['bitte beheben', 'bitte fixen', 'bitte reparieren', 'bitte korrigieren', 'bitte lösen', 'bitte schnell', 'bitte dringend', 'schnell beheben', 'dringend beheben', 'endlich beheben', 'behebt das', 'behebt es', 'behebt den', 'behebt die', 'fixt das', 'fixt es', 'fixt den', 'fixt die', 'repariert das', 'repariert es', 'gefixt', 'gefixed', 'behoben werden', 'repariert werden', 'bitte helfen', 'bitte um hilfe', 'helft mir', 'hilfe!', 'bitte kümmert euch', 'kümmert euch', 'macht das wieder', 'bringt das in ordnung', 'wieder heil', 'heil machen', 'in ordnung bringen', 'kriegt das hin', 'wieder zum laufen'],
  rhetorical: ['warum sollte jemand', 'wieso sollte jemand', 'wer bitte', 'wer kommt auf', 'wer denkt sich', 'wessen idee', 'warum sollte irgendjemand', 'warum sollte irgendwer', 'warum sollte man', 'wer soll das', 'wer hat sich das', 'wer hat sich dieses', 'wer hat sich diesen', 'wer hat sich die', 'wer hat das', 'was habt ihr euch', 'habt ihr euch dabei', 'was soll das', 'soll das ein witz', 'ist das ein witz', 'ist das euer ernst', 'ist das ihr ernst', 'ernsthaft?', 'im ernst?', "geht's noch", 'gehts noch', 'wie schwer kann', 'wie schwer ist es', 'testet ihr', 'habt ihr das getestet', 'habt ihr das überhaupt', 'wer testet', 'wer braucht', 'wer kommt auf'],
  why: ['warum', 'wieso', 'weshalb', 'wozu'],
  wishQuestion: ['ist es möglich'],
  patterns: {
    // "Ich wünschte, ich könnte Notizen sortieren", "…, es gäbe einen Export": a wish, where "ich
    // wünschte, ich hätte sie früher gefunden" regrets (notWish).
    request: [
      /(?<=wunschte,? (?:ich|man|es|sie) )(?:konnte|konnten|gabe|ware)\b/u,
      // "Die App sollte Intervalltraining können": what it should be able to do or have is a wish;
      // "sollte eigentlich funktionieren" expects a fault gone instead.
      /\bsollte (?:auch |unbedingt |noch |endlich |wirklich |echt )?(?:\S+ ){1,3}(?:konnen|haben|unterstutzen|bieten|anbieten|anzeigen|enthalten)\b/u,
    ],
    // "Kann man da etwas einstellen", but not "kann ich nur empfehlen".
    question: [/^(?:kann|darf) (?:ich|man|mir)\b(?!.*\bempfehlen\b)/u],
    // "Löscht sofort meine Daten!": an order to delete, not the app deleting notes.
    deletion: [/^(?:bitte )?(?:loscht|losch|losche|entfernt)\b(?: [\p{L}]+){0,2} (?:mein|meine|meinen) (?:daten|konto|account|profil)\b/u],
    // "funktioniert seit dem Update nicht mehr", "stürzt beim Öffnen vom Kalender ab": German
    // puts the negation or the particle at the end of the clause.
    bug: [
      /\b(?:funktioniert|funktionieren|geht|gehen|lauft|laufen|ladt|laden|offnet|offnen|startet|starten|synchronisiert|speichert|reagiert|zeigt|zahlt|klappt|kommen|kommt|stimmt|stimmen)\b(?: (?!(?:und|oder|aber|sondern|doch|dass|weil|wenn)\b)[\p{L}\d%,.-]+){1,7} (?:nicht|nichts|nix|nie|kaum)\b/u,
      /\bsturzt (?:(?!(?:nie|nicht|niemals|kaum|selten)\b)[\p{L}\d%,.-]+ ){0,6}ab\b/u,
      // "kann keine Fotos mehr hinzufügen".
      new RegExp(String.raw`\bkann (?:keine|keinen|kein|nichts)\b(?: [\p{L}\d-]+){0,4} (?:${CANNOT.map((v) => v.normalize('NFD').replace(/\p{M}/gu, '')).join('|')})\b`, 'u'),
      /\bhangt\b(?: [\p{L}\d%,.-]+){0,5} (?:fest|auf)\b/u,
    ],
  },
  spam: [
    'geld verdienen', 'verdiene', 'verdienen sie', 'nebenverdienst', 'von zu hause', 'von zuhause', 'passives einkommen', 'klick hier', 'klicke hier', 'besuche meine',
    'besucht mein', 'folgt mir', 'folge mir', 'abonniert meinen', 'meinen kanal', 'mein kanal', 'gutscheincode', 'rabattcode', 'promo-code', 'promocode', 'nutze meinen code',
    'einladungscode', 'empfehlungscode', 'kostenlose münzen', 'gratis münzen', 'gratis diamanten', 'kostenlose edelsteine', 'lade lieber', 'ladet lieber', 'ladet euch lieber', 'holt euch lieber', 'installiert lieber', 'lieber runterladen',
    'schreib mir', 'schreibt mir', 'kontaktiere mich', 'meldet euch bei', 'auf instagram', 'bei instagram', 'kredit ohne', 'casino', 'sportwetten',
    'link in bio', 'link im profil', 'link in meinem profil', 'schreib mir auf', 'auf whatsapp', 'per whatsapp', 'auf telegram', 'über telegram', 'kostenlose diamanten', 'gratis edelsteine', 'unendlich münzen', 'unendlich edelsteine', 'unbegrenzte münzen', 'unbegrenzte edelsteine', 'meinen kanal', 'am tag von zu hause', 'ohne erfahrung', 'ohne vorkenntnisse', 'krypto', 'bitcoin', 'sofortkredit', 'ohne schufa', 'singles in deiner nähe', 'kopiere diesen', 'euro am tag', 'euro pro tag',
    'meine seite', 'meiner seite', 'meine website', 'meiner website',
    'follower kaufen', 'günstige follower', 'verkaufe account', 'verkaufe konto', 'verkaufe meinen account', 'mein blog', 'meinem blog',
  ],
}
