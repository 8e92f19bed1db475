/**
 * Support that failed in ways the languages' cue lists do not all say: answers that came only
 * from a bot or an auto-reply, and being sent round in circles between support and its help
 * pages. Matched on the folded text (lower case, Latin accents dropped), every language at once.
 */

/** Support's own word, in the drafter's languages: a bot or a circle is support's only beside it. */
export const SUPPORT_WORD =
  /support|soporte|suporte|supporto|assistenza|service client|servicio al cliente|atencion al cliente|kundendienst|kundenservice|klantenservice|obsluga|поддержк|підтримк|destek|dukungan|(?<![\p{L}])cs(?![\p{L}])|customer service|ho tro|hỗ trợ|サポート|問い合わせ|고객센터|고객 센터|客服|الدعم|خدمة العملاء|सपोर्ट|kundtjanst|helpdesk|help desk/u

/**
 * Answers from a machine: "only a bot replies", "réponse automatique", "自動返信しか来ない"; or a
 * copy-paste of one ("they sent a copy-paste"), which is support's only beside its word: "I have
 * to copy-paste every note" is a wish, not a failed ticket.
 */
const BOT_REPLY =
  /copy[ -]?(?:and )?paste|copier[ -]coller|copie[ -]collee?s?|copia y pega|copiar y pegar|copia e incolla|copia e cola|kopyala yapistir|(?<![\p{L}])bots?(?![\p{L}])|chatbot|automated (?:reply|replies|answer|answers|response|responses|message|messages|email)|automatic (?:reply|replies|answer|response|email)|auto-?repl(?:y|ies)|autoresponder|canned (?:reply|answer|response)|automatische[nr]? (?:antwort|mail|e-mail|nachricht)|reponses? automatiques?|messages? automatiques?|respuestas? automaticas?|mensajes? automaticos?|respostas? automaticas?|mensagens? automaticas?|risposte? automatiche|risposta automatica|messaggi automatici|ботом|бот(?![\p{L}])|шаблонн\p{L}*|автоответ\p{L}*|автоматическ\p{L}* ответ|автовідповід\p{L}*|автоматичн\p{L}* відповід|自動返信|自動応答|定型文|ボット|자동 ?응답|자동 ?답변|챗봇|机器人|自动回复|自動回覆|otomatik (?:cevap|yanit|mesaj)|balasan otomatis|jawaban otomatis|bot otomatis|tra loi tu dong|trả lời tự động|automatem|automatyczn\p{L}* (?:odpowied|wiadomo)|automatisch antwoord|automatische reactie|automatiskt svar|رد آلي|ردود آلية|رد تلقائي|ردود تلقائية|ऑटोमेटेड|ऑटो रिप्लाई|auto reply|बॉट/u

/** Sent round in circles: "the FAQ sends me back to support", "im Kreis geschickt", "たらい回し". */
const CIRCLES =
  /in circles|round and round|(?:sends?|sent|sending|keeps? sending) me (?:back )?to (?:the )?(?:faq|help (?:center|centre|page)|website)|im kreis|en rond|en (?:circulos|bucle)|em circulos|in giro|по кругу|по колу|in rondjes|w kolko|kisir dongu|berputar-putar|vong vo|vòng vo|たらい回し|뺑뺑이|踢皮球|来回推|推来推去|في حلقة مفرغة|गोल-गोल|gol gol/u

/**
 * An answer that took days or weeks: "support replied after 9 days", "took them two weeks to
 * answer", "nach 10 Tagen", "au bout de 8 jours", "через неделю". Beside support's word, a failure.
 */
const LATE_REPLY =
  /(?:after|took(?: them| you)?|only after) (?:\d+|a|one|two|three|four|five|several) (?:full )?(?:days?|weeks?|months?)|(?:\d+|two|three) (?:days?|weeks?|months?) later|nach (?:\d+|zwei|drei|einer) (?:tagen|wochen?|monaten?)|au bout de (?:\d+|deux|trois|une) (?:jours|semaines?|mois)|(?:despues de|tras) (?:\d+|dos|tres|una) (?:dias|semanas?|meses)|depois de (?:\d+|dois|tres|uma) (?:dias|semanas?|meses)|dopo (?:\d+|due|tre|una) (?:giorni|settimane?|mesi)|na (?:\d+|twee|drie|een) (?:dagen|weken?|maanden)|efter (?:\d+|tva|tre|en) (?:dagar|veckor?|manader)|po (?:\d+|dwoch|trzech|tygodniu) (?:dniach|tygodniach)?|через (?:\d+ )?(?:дн\p{L}*|недел\p{L}*|тиж\p{L}*|месяц\p{L}*|місяц\p{L}*)|\d+ (?:gun|hafta) sonra|setelah (?:\d+|seminggu) ?(?:hari|minggu)?|sau (?:\d+) (?:ngay|tuan)|\d+日後|\d+일 만에|\d+天(?:后|後|才)/u

/** Whether a text says support failed in one of these ways. */
export function supportFailedIn(norm: string): boolean {
  return (
    SUPPORT_WORD.test(norm) && (BOT_REPLY.test(norm) || CIRCLES.test(norm) || LATE_REPLY.test(norm))
  )
}

// "Not even an auto-reply", "nicht mal eine automatische Antwort": nothing came, not a bot either.
const NOT_EVEN =
  /not even|no |never|without|nicht (?:mal|einmal)|keine?|pas (?:meme|une?)|aucune?|ni siquiera|sin |ningun|nem |neanche|nemmeno|nessun|даже|ни |навіть|жодн|niet eens|geen|nawet|zadnej|bile|hic|bahkan|tidak ada|gak ada|thậm chí|không có|すら|さえ|もない|조차|도 없|连|都没|甚至|حتى|ولا|भी नहीं|inte ens|ingen/u

/** Whether a text says a bot or an auto-reply answered: support replied, only not helpfully. */
export function botReplied(norm: string): boolean {
  if (!SUPPORT_WORD.test(norm)) return false
  const hit = BOT_REPLY.exec(norm)
  return hit !== null && !NOT_EVEN.test(norm.slice(Math.max(0, hit.index - 16), hit.index))
}
