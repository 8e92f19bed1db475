import { describe, it } from 'vitest'
import {
  asks,
  deleteAccount,
  expectTopics,
  fixPlea,
  lockedOut,
  lostData,
  moneyBack,
  moving,
  noLoss,
  privacyAsked,
  privacyWorry,
  purchaseGone,
  rhetorical,
  sentBack,
  type TopicCase,
  unanswered,
  whyAccount,
  wish,
} from './topics'

/**
 * Reviews in German, French, Spanish, Portuguese, Italian, Dutch and Swedish, written for this
 * test: pleas, refunds, deletions and lock-outs are no suggestions, purchases and fears are no
 * lost data, rhetorical questions and requests put as questions ask nothing to answer.
 */
const CASES: Record<string, TopicCase[]> = {
  de: [
    privacyAsked(
      2,
      'Die App zeigt meine Laufstrecke allen im Wettbewerb, man sieht also, wo ich wohne. Wie kann ich das ausblenden?',
    ),
    fixPlea(2, 'Die Erinnerungen kommen nicht mehr. Macht das bitte wieder heil'),
    lockedOut(1, 'Passwort vergessen und die Mail zum Zurücksetzen kommt nicht an'),
    fixPlea(
      2,
      'Seit dem Update synchronisiert die App nicht mehr zwischen Handy und Tablet. Bitte schnell beheben!',
    ),
    fixPlea(5, 'Super App, aber das Widget bleibt leer. Könnt ihr das bitte reparieren?'),
    fixPlea(
      1,
      'Stürzt jedes Mal ab, wenn ich eine Checkliste öffne. Wann wird das endlich gefixt??',
    ),
    moneyBack(
      1,
      'Mir wurden 9,99 € für ein Abo abgebucht, das ich nie abgeschlossen habe. Ich will mein Geld zurück!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Probeabo rechtzeitig gekündigt und trotzdem wurde das Jahresabo abgebucht. Bitte erstattet mir das Geld.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Premium gekauft, App neu installiert und jetzt soll ich nochmal zahlen. Premium ist weg.',
    ),
    purchaseGone(2, 'Habe für 500 Edelsteine bezahlt, aber die Edelsteine sind weg.'),
    deleteAccount(1, 'Ich möchte mein Konto und alle meine Daten löschen. Wie geht das?'),
    deleteAccount(2, 'Löscht sofort meine Daten! Ich widerspreche jeder Speicherung, DSGVO.'),
    lockedOut(
      1,
      'Ich komme nicht mehr in mein Konto, der Link zum Zurücksetzen kommt nie an. Bitte lasst mich wieder rein',
    ),
    lostData(
      1,
      'Nach dem Update sind alle meine Notizen verschwunden. Jahre an Arbeit weg. Ich brauche meine Notizen zurück',
    ),
    noLoss(2, 'Die App verliert bei jedem Lauf das GPS-Signal und die Strecke stimmt nicht', 'bug'),
    noLoss(
      2,
      'Nach dem Redesign habe ich ehrlich gesagt die Lust verloren, alles ist so überladen',
      'complaint',
    ),
    moving(4, 'Verliere ich meinen Fortschritt, wenn ich auf ein neues Handy wechsle?'),
    asks(4, 'Synchronisiert die App mit dem Google Kalender?'),
    rhetorical(
      1,
      'Warum sollte irgendjemand 8 € im Monat dafür zahlen? Was habt ihr euch bei dem Redesign gedacht?',
    ),
    rhetorical(
      1,
      'Wer hat sich dieses neue Layout ausgedacht? Soll das ein Witz sein? Alles braucht jetzt drei Klicks',
    ),
    wish(4, 'Könnt ihr einen Dark Mode einbauen? Abends tun mir die Augen weh'),
    wish(3, 'Wann kommt endlich die Unterstützung für die Apple Watch?'),
    wish(4, 'Tolle App, mit einer Kalenderansicht wären es 5 Sterne'),
    privacyWorry(
      1,
      'Wozu braucht eine Notiz-App Zugriff auf meine Kontakte und meinen Standort? Verkauft ihr meine Daten?',
    ),
    whyAccount(2, 'Warum muss ich ein Konto anlegen, nur um eine Einkaufsliste zu schreiben?'),
    whyAccount(
      2,
      'Wozu brauche ich ein Konto, nur um meine Läufe aufzuzeichnen? Ich will euch meine E-Mail-Adresse nicht geben',
    ),
    unanswered(
      1,
      'Habe dem Support dreimal geschrieben, nie eine Antwort bekommen. Die Synchronisierung geht immer noch nicht',
      'bug',
    ),
    unanswered(
      1,
      'Euer Kundenservice antwortet einfach nicht. Seit zwei Wochen warte ich',
      'complaint',
    ),
    unanswered(
      1,
      'Auf meine Mail kam bis heute nichts zurück, dabei wurde mir zweimal abgebucht',
      'billing',
    ),
    sentBack(
      1,
      'Google hat mir gesagt, ich soll mich an euch wenden. Mir wurde das Jahresabo doppelt abgebucht.',
    ),
    sentBack(
      1,
      'Bei Apple meinten sie, das müsse der Entwickler klären. Ich habe für Premium bezahlt und will eine Erstattung.',
    ),
  ],
  fr: [
    unanswered(1, "J'attends une réponse du support depuis deux semaines.", 'complaint'),
    lockedOut(1, 'Mot de passe oublié et je ne reçois jamais le mail de réinitialisation'),
    fixPlea(
      2,
      'Depuis la mise à jour, la synchro entre mon téléphone et ma tablette ne marche plus. Corrigez ça vite svp !',
    ),
    fixPlea(5, "Super appli mais le widget reste vide. Vous pouvez réparer ça s'il vous plaît ?"),
    fixPlea(
      1,
      "Plante à chaque fois que j'ouvre une checklist. Quand est-ce que vous allez corriger ça ??",
    ),
    moneyBack(
      1,
      "On m'a prélevé 9,99 € pour un abonnement que je n'ai jamais pris. Je veux être remboursé !",
      'unknown_charge',
    ),
    moneyBack(
      1,
      "J'ai résilié l'essai à temps et vous m'avez quand même prélevé l'abonnement annuel. Remboursez-moi svp.",
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      "J'ai acheté Premium, réinstallé l'appli et maintenant il faut repayer. Premium a disparu.",
    ),
    purchaseGone(2, "J'ai payé 500 gemmes et les gemmes ont disparu."),
    deleteAccount(1, 'Je veux supprimer mon compte et toutes mes données. Comment faire ?'),
    deleteAccount(2, 'Supprimez mes données immédiatement ! Je refuse toute conservation, RGPD.'),
    lockedOut(
      1,
      "Impossible de me connecter à mon compte, le lien de réinitialisation n'arrive jamais. Laissez-moi accéder à mon compte svp",
    ),
    lostData(
      1,
      "Après la mise à jour toutes mes notes ont disparu. Des années de travail perdues. J'ai besoin de récupérer mes notes",
    ),
    noLoss(2, "L'appli perd le signal GPS à chaque sortie et la distance est fausse", 'bug'),
    noLoss(2, "Honnêtement j'ai perdu l'envie depuis la refonte, tout est surchargé", 'complaint'),
    moving(4, 'Est-ce que je perds ma progression si je change de téléphone ?'),
    asks(4, "Est-ce que l'appli se synchronise avec Google Agenda ?"),
    rhetorical(
      1,
      "Pourquoi quelqu'un paierait 8 € par mois pour ça ? Vous pensiez à quoi avec cette refonte ?",
    ),
    rhetorical(
      1,
      "Qui a conçu cette nouvelle interface ? C'est une blague ? Tout demande trois clics maintenant",
    ),
    wish(4, "Vous pouvez ajouter un mode sombre ? J'ai mal aux yeux le soir"),
    wish(3, "Quand est-ce que vous allez ajouter la prise en charge de l'Apple Watch ?"),
    wish(4, 'Super appli, avec une vue calendrier ce serait 5 étoiles'),
    privacyWorry(
      1,
      "Pourquoi une appli de notes a besoin d'accéder à mes contacts et à ma position ? Vous vendez mes données ?",
    ),
    whyAccount(2, 'Pourquoi je dois créer un compte juste pour écrire une liste de courses ?'),
    unanswered(
      1,
      "J'ai écrit trois fois au support, jamais de réponse. La synchro ne marche toujours pas",
      'bug',
    ),
    unanswered(
      1,
      "Votre service client ne répond jamais. J'attends depuis deux semaines",
      'complaint',
    ),
    sentBack(
      1,
      "Google m'a dit de vous contacter. J'ai été prélevé deux fois pour l'abonnement annuel.",
    ),
    sentBack(
      1,
      "Chez Apple on m'a renvoyé vers le développeur. J'ai payé Premium et je veux un remboursement.",
    ),
  ],
  es: [
    unanswered(1, 'Llevo dos semanas esperando respuesta del soporte.', 'complaint'),
    fixPlea(
      2,
      'Desde la actualización no sincroniza entre el móvil y la tablet. ¡Arréglenlo pronto por favor!',
    ),
    fixPlea(5, 'Me encanta la app pero el widget sale en blanco. ¿Pueden arreglarlo por favor?'),
    fixPlea(1, 'Se cierra cada vez que abro una lista. ¿Cuándo lo van a arreglar??'),
    moneyBack(
      1,
      'Me cobraron 9,99 € por una suscripción que nunca contraté. ¡Quiero mi dinero de vuelta!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Cancelé la prueba a tiempo y aun así me cobraron el plan anual. Devuélvanme el dinero por favor.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Compré Premium, reinstalé la app y ahora me pide pagar otra vez. Premium desapareció.',
    ),
    purchaseGone(2, 'Pagué 500 gemas y las gemas desaparecieron.'),
    deleteAccount(1, 'Quiero eliminar mi cuenta y todos mis datos. ¿Cómo lo hago?'),
    deleteAccount(2, '¡Borren mis datos ya! No consiento que guarden nada, RGPD.'),
    lockedOut(
      1,
      'No puedo entrar a mi cuenta, el enlace para restablecer la contraseña nunca llega. Por favor déjenme entrar',
    ),
    lostData(
      1,
      'Después de la actualización desaparecieron todas mis notas. Años de trabajo perdidos. Necesito recuperar mis notas',
    ),
    noLoss(2, 'La app pierde la señal GPS en cada carrera y la distancia sale mal', 'bug'),
    noLoss(
      2,
      'Sinceramente perdí el interés después del rediseño, está todo recargado',
      'complaint',
    ),
    moving(4, '¿Pierdo mi progreso si me cambio de móvil?'),
    asks(4, '¿Se sincroniza con Google Calendar?'),
    rhetorical(
      1,
      '¿Por qué alguien pagaría 8 € al mes por esto? ¿En qué estaban pensando con este rediseño?',
    ),
    rhetorical(
      1,
      '¿Quién diseñó esta nueva interfaz? ¿Es una broma? Ahora todo necesita tres toques',
    ),
    wish(4, '¿Pueden añadir un modo oscuro? De noche me duelen los ojos'),
    wish(3, '¿Cuándo van a añadir soporte para Apple Watch?'),
    wish(4, 'Buena app, con una vista de calendario sería de 5 estrellas'),
    privacyWorry(
      1,
      '¿Por qué una app de notas necesita acceso a mis contactos y a mi ubicación? ¿Venden mis datos?',
    ),
    whyAccount(2, '¿Por qué tengo que crear una cuenta solo para escribir la lista de la compra?'),
    unanswered(
      1,
      'Escribí tres veces a soporte y nunca me respondieron. La sincronización no funciona',
      'bug',
    ),
    unanswered(
      1,
      'Su atención al cliente nunca contesta. Llevo dos semanas esperando',
      'complaint',
    ),
    sentBack(
      1,
      'Google me dijo que los contactara a ustedes. Me cobraron dos veces el plan anual.',
    ),
    sentBack(
      1,
      'En Apple me dijeron que eso lo tiene que resolver el desarrollador. Pagué Premium y quiero un reembolso.',
    ),
  ],
  pt: [
    wish(4, 'Vocês vão colocar modo escuro algum dia?'),
    lockedOut(1, 'Esqueci minha senha e o e-mail para redefinir nunca chega'),
    fixPlea(
      2,
      'Desde a atualização não sincroniza mais entre o celular e o tablet. Corrijam isso logo, por favor!',
    ),
    fixPlea(5, 'Amo o app mas o widget fica em branco. Vocês podem consertar isso, por favor?'),
    fixPlea(1, 'Fecha sozinho toda vez que abro uma lista. Quando vão corrigir isso??'),
    moneyBack(
      1,
      'Fui cobrado R$ 29,90 por uma assinatura que nunca fiz. Quero meu dinheiro de volta!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Cancelei o teste a tempo e mesmo assim cobraram o plano anual. Devolvam meu dinheiro, por favor.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Comprei o Premium, reinstalei o app e agora pede para pagar de novo. O Premium sumiu.',
    ),
    purchaseGone(2, 'Paguei por 500 gemas e as gemas sumiram.'),
    deleteAccount(1, 'Quero excluir minha conta e todos os meus dados. Como faço?'),
    deleteAccount(2, 'Apaguem meus dados agora! Não autorizo guardarem nada, LGPD.'),
    lockedOut(
      1,
      'Não consigo entrar na minha conta, o link de redefinição nunca chega. Por favor me deixem entrar',
    ),
    lostData(
      1,
      'Depois da atualização todas as minhas notas sumiram. Anos de trabalho perdidos. Preciso das minhas notas de volta',
    ),
    noLoss(2, 'O app perde o sinal de GPS em toda corrida e a distância fica errada', 'bug'),
    noLoss(2, 'Sinceramente perdi o interesse depois do redesign, ficou tudo poluído', 'complaint'),
    moving(4, 'Eu perco meu progresso se trocar de celular?'),
    asks(4, 'Sincroniza com o Google Agenda?'),
    rhetorical(
      1,
      'Por que alguém pagaria R$ 40 por mês por isso? Onde vocês estavam com a cabeça nesse redesign?',
    ),
    rhetorical(1, 'Quem desenhou esse novo layout? É piada? Agora tudo precisa de três toques'),
    wish(4, 'Vocês podem adicionar um modo escuro? À noite meus olhos doem'),
    wish(3, 'Quando vão adicionar suporte ao Apple Watch?'),
    wish(4, 'App ótimo, com uma visão de calendário seria 5 estrelas'),
    privacyWorry(
      1,
      'Por que um app de notas precisa de acesso aos meus contatos e à minha localização? Vocês vendem meus dados?',
    ),
    whyAccount(2, 'Por que eu preciso criar uma conta só para escrever uma lista de compras?'),
    unanswered(
      1,
      'Mandei e-mail pro suporte três vezes e nunca responderam. A sincronização não funciona',
      'bug',
    ),
    unanswered(
      1,
      'O atendimento de vocês nunca responde. Estou esperando há duas semanas',
      'complaint',
    ),
    sentBack(1, 'O Google me disse para falar com vocês. Fui cobrado duas vezes pelo plano anual.'),
    sentBack(1, 'A Apple mandou eu falar com o desenvolvedor. Paguei o Premium e quero reembolso.'),
  ],
  it: [
    fixPlea(
      2,
      "Dall'aggiornamento non sincronizza più tra telefono e tablet. Sistemate presto per favore!",
    ),
    fixPlea(5, "Adoro l'app ma il widget resta vuoto. Potete sistemarlo per favore?"),
    fixPlea(1, 'Si chiude ogni volta che apro una checklist. Quando lo correggerete??'),
    moneyBack(
      1,
      'Mi hanno addebitato 9,99 € per un abbonamento che non ho mai fatto. Rivoglio i miei soldi!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Ho disdetto la prova in tempo e mi avete addebitato lo stesso il piano annuale. Rimborsatemi per favore.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      "Ho comprato Premium, reinstallato l'app e ora mi chiede di pagare di nuovo. Premium è sparito.",
    ),
    purchaseGone(2, 'Ho pagato 500 gemme e le gemme sono sparite.'),
    deleteAccount(1, 'Voglio eliminare il mio account e tutti i miei dati. Come si fa?'),
    deleteAccount(2, 'Cancellate subito i miei dati! Non acconsento alla conservazione, GDPR.'),
    lockedOut(
      1,
      'Non riesco ad accedere al mio account, il link per reimpostare la password non arriva mai. Fatemi rientrare per favore',
    ),
    lostData(
      1,
      "Dopo l'aggiornamento sono sparite tutte le mie note. Anni di lavoro persi. Rivoglio le mie note",
    ),
    noLoss(2, "L'app perde il segnale GPS a ogni corsa e la distanza è sbagliata", 'bug'),
    noLoss(2, 'Sinceramente ho perso la voglia dopo il restyling, è tutto caotico', 'complaint'),
    moving(4, 'Perdo i miei progressi se cambio telefono?'),
    asks(4, 'Si sincronizza con Google Calendar?'),
    rhetorical(
      1,
      'Perché mai qualcuno dovrebbe pagare 8 € al mese per questo? Ma a cosa stavate pensando con questo restyling?',
    ),
    rhetorical(
      1,
      'Chi ha progettato questa nuova interfaccia? È uno scherzo? Adesso serve tutto con tre tocchi',
    ),
    wish(4, 'Potete aggiungere una modalità scura? La sera mi fanno male gli occhi'),
    wish(3, 'Quando aggiungerete il supporto per Apple Watch?'),
    wish(4, 'Ottima app, con una vista calendario sarebbe da 5 stelle'),
    privacyWorry(
      1,
      "Perché un'app di note ha bisogno di accedere ai miei contatti e alla mia posizione? Vendete i miei dati?",
    ),
    whyAccount(2, 'Perché devo creare un account solo per scrivere la lista della spesa?'),
    unanswered(
      1,
      "Ho scritto tre volte all'assistenza, mai una risposta. La sincronizzazione continua a non funzionare",
      'bug',
    ),
    unanswered(
      1,
      'Il vostro servizio clienti non risponde mai. Aspetto da due settimane',
      'complaint',
    ),
    sentBack(
      1,
      'Google mi ha detto di contattare voi. Mi avete addebitato due volte il piano annuale.',
    ),
    sentBack(1, 'Apple mi ha rimandato allo sviluppatore. Ho pagato Premium e voglio un rimborso.'),
  ],
  nl: [
    fixPlea(
      2,
      'Sinds de update synchroniseert de app niet meer tussen telefoon en tablet. Graag snel oplossen!',
    ),
    fixPlea(5, 'Top app, maar de widget blijft leeg. Kunnen jullie dat alsjeblieft repareren?'),
    fixPlea(
      1,
      'Crasht elke keer als ik een checklist open. Wanneer wordt dit eindelijk opgelost??',
    ),
    moneyBack(
      1,
      'Er is 9,99 euro afgeschreven voor een abonnement dat ik nooit heb afgesloten. Ik wil mijn geld terug!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Proefperiode op tijd opgezegd en toch is het jaarabonnement afgeschreven. Betaal het alsjeblieft terug.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Premium gekocht, app opnieuw geïnstalleerd en nu moet ik weer betalen. Premium is weg.',
    ),
    purchaseGone(2, 'Ik heb voor 500 edelstenen betaald en de edelstenen zijn weg.'),
    deleteAccount(1, 'Ik wil mijn account en al mijn gegevens verwijderen. Hoe doe ik dat?'),
    deleteAccount(
      2,
      'Verwijder mijn gegevens nu! Ik geef geen toestemming om iets te bewaren, AVG.',
    ),
    lockedOut(
      1,
      'Ik kan niet meer inloggen op mijn account, de resetlink komt nooit aan. Laat me alsjeblieft weer inloggen',
    ),
    lostData(
      1,
      'Na de update zijn al mijn notities verdwenen. Jaren werk kwijt. Ik wil mijn notities terug',
    ),
    noLoss(2, 'De app verliest bij elke run het gps-signaal en de afstand klopt niet', 'bug'),
    noLoss(
      2,
      'Eerlijk gezegd ben ik de zin kwijtgeraakt na het nieuwe ontwerp, alles is zo druk',
      'complaint',
    ),
    moving(4, 'Raak ik mijn voortgang kwijt als ik een nieuwe telefoon neem?'),
    asks(4, 'Synchroniseert de app met Google Agenda?'),
    rhetorical(
      1,
      'Waarom zou iemand 8 euro per maand hiervoor betalen? Wat dachten jullie wel met dit nieuwe ontwerp?',
    ),
    rhetorical(
      1,
      'Wie heeft deze nieuwe indeling bedacht? Is dit een grap? Alles kost nu drie tikken',
    ),
    wish(4, "Kunnen jullie een donkere modus toevoegen? 's Avonds doen mijn ogen pijn"),
    wish(3, 'Wanneer komt er ondersteuning voor de Apple Watch?'),
    wish(4, 'Fijne app, met een kalenderweergave zou het 5 sterren zijn'),
    privacyWorry(
      1,
      'Waarom heeft een notitie-app toegang nodig tot mijn contacten en mijn locatie? Verkopen jullie mijn gegevens?',
    ),
    whyAccount(
      2,
      'Waarom moet ik een account aanmaken om alleen een boodschappenlijstje te maken?',
    ),
    whyAccount(
      2,
      'Waarom heb ik een account nodig om mijn rondjes bij te houden? Ik wil jullie mijn e-mailadres niet geven',
    ),
    unanswered(
      1,
      'Drie keer de support gemaild, nooit antwoord gekregen. De synchronisatie werkt nog steeds niet',
      'bug',
    ),
    unanswered(
      1,
      'Jullie klantenservice reageert gewoon nooit. Ik wacht al twee weken',
      'complaint',
    ),
    sentBack(
      1,
      'Google zei dat ik contact met jullie moest opnemen. Het jaarabonnement is twee keer afgeschreven.',
    ),
    sentBack(
      1,
      'Apple stuurt me door naar de ontwikkelaar. Ik heb voor Premium betaald en wil mijn geld terug.',
    ),
  ],
  sv: [
    fixPlea(
      2,
      'Sedan uppdateringen synkar appen inte längre mellan mobilen och surfplattan. Fixa det snabbt tack!',
    ),
    fixPlea(5, 'Älskar appen men widgeten är tom. Kan ni laga det, snälla?'),
    fixPlea(1, 'Kraschar varje gång jag öppnar en checklista. När tänker ni fixa det??'),
    moneyBack(
      1,
      'Jag blev debiterad 99 kr för en prenumeration jag aldrig tecknat. Jag vill ha tillbaka mina pengar!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Sa upp provperioden i tid och ändå drogs årsprenumerationen. Betala tillbaka pengarna, tack.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Köpte Premium, installerade om appen och nu vill den att jag betalar igen. Premium är borta.',
    ),
    purchaseGone(2, 'Jag betalade för 500 ädelstenar och ädelstenarna är borta.'),
    deleteAccount(1, 'Jag vill radera mitt konto och all min data. Hur gör jag?'),
    deleteAccount(2, 'Radera min data nu! Jag samtycker inte till att ni sparar något, GDPR.'),
    lockedOut(
      1,
      'Jag kan inte logga in på mitt konto, återställningslänken kommer aldrig. Snälla släpp in mig',
    ),
    lostData(
      1,
      'Efter uppdateringen försvann alla mina anteckningar. Flera års arbete borta. Jag behöver få tillbaka mina anteckningar',
    ),
    noLoss(2, 'Appen tappar GPS-signalen på varje löprunda och sträckan blir fel', 'bug'),
    noLoss(
      2,
      'Ärligt talat har jag förlorat intresset efter omdesignen, allt är så rörigt',
      'complaint',
    ),
    moving(4, 'Förlorar jag mina framsteg om jag byter telefon?'),
    asks(4, 'Synkar appen med Google Kalender?'),
    rhetorical(
      1,
      'Varför skulle någon betala 99 kr i månaden för det här? Vad tänkte ni på med den nya designen?',
    ),
    rhetorical(1, 'Vem har designat den nya layouten? Är det ett skämt? Allt kräver tre tryck nu'),
    wish(4, 'Kan ni lägga till ett mörkt läge? Mina ögon gör ont på kvällen'),
    wish(3, 'När kommer stöd för Apple Watch?'),
    wish(4, 'Bra app, med en kalendervy hade det varit 5 stjärnor'),
    wish(3, 'Saknar en kalendervy. Fixa det så blir det 5 stjärnor'),
    privacyWorry(
      1,
      'Varför behöver en anteckningsapp tillgång till mina kontakter och min plats? Säljer ni min data?',
    ),
    whyAccount(2, 'Varför måste jag skapa ett konto bara för att skriva en inköpslista?'),
    unanswered(
      1,
      'Mejlat supporten tre gånger, aldrig fått något svar. Synken fungerar inte',
      'bug',
    ),
    unanswered(1, 'Er kundtjänst svarar aldrig. Jag har väntat i två veckor', 'complaint'),
    sentBack(
      1,
      'Google sa att jag skulle kontakta er. Jag har blivit debiterad två gånger för årsprenumerationen.',
    ),
    sentBack(
      1,
      'Apple hänvisar mig till utvecklaren. Jag har betalat för Premium och vill ha pengarna tillbaka.',
    ),
  ],
}

describe.each(Object.keys(CASES))('reading the topic of a review in %s', (language) => {
  it.each((CASES[language] ?? []).map((c) => [c.text, c] as const))('%s', (_, c) =>
    expectTopics(language, c),
  )
})
