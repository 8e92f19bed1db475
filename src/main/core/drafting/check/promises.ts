import { BASIC_PROMISES } from './promises-basic'
import { marked, words, WORD_END, WORD_START } from './promise-words'

/**
 * What a promise looks like, per language: a fix, a feature, an update or a date the team has
 * not committed to. A reply may say such a thing only when an Answer or the voice says it.
 */
const MONTHS_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december'
const MONTHS_DE =
  'januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember'
const MONTHS_FR =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'
const MONTHS_ES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre'
const MONTHS_PT =
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro'
const MONTHS_IT =
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre'
const MONTHS_NL =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december'

/**
 * One pattern from a language's alternatives, each matched as whole words. JavaScript's \b
 * knows only ASCII letters ("bientôt", "à", "Kürze"), so word edges are Unicode letters here.
 */
function promisePattern(parts: readonly string[]): RegExp {
  return new RegExp(
    parts.map((p) => String.raw`(?<![\p{L}\p{N}])(?:${p})(?![\p{L}\p{N}])`).join('|'),
    'iu',
  )
}

const MONTHS_PL =
  'styczni|lut|marc|kwietni|maj|czerwc|lip|sierpni|wrze[śs]ni|październik|listopad|grud'
const MONTHS_RU = 'январ|феврал|март|апрел|ма[йяею]|июн|июл|август|сентябр|октябр|ноябр|декабр'
const MONTHS_UK = 'січн|лют|березн|квітн|травн|червн|липн|серпн|вересн|жовтн|листопад|грудн'
const MONTHS_TR = 'ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık'
const MONTHS_SV =
  'januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december'
const MONTHS_AR =
  'يناير|فبراير|مارس|أبريل|إبريل|مايو|يونيو|يونيه|يوليو|يوليه|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين'

/** A word start in scripts with spaces: JavaScript's \b knows only ASCII letters. */
const W = String.raw`(?<![\p{L}\p{N}])`

// Chinese in both scripts: 会/會, 将/將 and the rest differ only in their characters.
const ZH = new RegExp(
  [
    String.raw`[会會将將](?:尽快|盡快|马上|馬上|很快)?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|支持|支援|改进|改進|优化|優化|完善|更新|恢复|恢復)`,
    String.raw`[会會将將](?:在|于|於).{0,15}?(?:修复|修復|修正|解决|解決|添加|增加|新增|加入|推出|上线|上線|更新)`,
    String.raw`(?<!以)下一?[个個]?(?:版本|更新|版)|下次更新|[后後]续(?:版本|更新)|[后後]續(?:版本|更新)|未[来來]的版本`,
    String.raw`即[将將]|敬[请請]期待|近期(?:内|內)?(?:[会會将將]|上线|上線|推出|修复|修復)|不久[后後]`,
    String.raw`很快(?:就)?(?:[会會能]|可以)?(?:修复|修復|上线|上線|推出|解决|解決|恢复|恢復)`,
    String.raw`正在(?:修复|修復|处理|處理|开发|開發|优化|優化|排查|解决|解決|调查|調查|努力|改进|改進|研究)`,
    String.raw`(?:列入|加入|纳入|納入)(?:开发|開發)?[计計][划劃畫]|[计計][划劃畫](?:中|推出|上线|上線)`,
    String.raw`(?:\d{1,2}|[一二三四五六七八九十]{1,2})月(?:底|中旬|初|前|内|內|份|上旬|下旬)|下[个個]?月|下[周週]|年底前|明年`,
    String.raw`[尽盡]快(?:[为為]您)?(?:修复|修復|解决|解決|处理|處理)`,
  ].join('|'),
  'iu',
)

/** @internal Exported for tests. */
export const PROMISES: Record<string, RegExp> = {
  en: new RegExp(
    [
      String.raw`\bwill be (?:fixed|added|available|released|resolved|back|restored|included|improved)\b`,
      String.raw`\bwe(?:'ll| will| are going to|'re going to) (?:fix|add|release|resolve|ship|bring|restore|improve|change|implement|update|have it)\b`,
      String.raw`\b(?:in|with) (?:the|our|an?) (?:next|upcoming|coming|future) (?:update|release|version|build)\b`,
      String.raw`\bcoming soon\b`,
      String.raw`\b(?:already |currently )?working on (?:it|a fix|this|that|the fix|adding)\b`,
      String.raw`\b(?:is|are) being (?:worked on|fixed|looked at by our developers)\b`,
      String.raw`\bin the works\b`,
      String.raw`\bon (?:our|the) roadmap\b`,
      String.raw`\bfix is on (?:its|the) way\b`,
      String.raw`\b(?:by|before|in|until) (?:${MONTHS_EN}|next (?:week|month|year)|the end of)\b`,
      String.raw`\bvery soon\b|\bshortly\b`,
    ].join('|'),
    // Not 'u': with both, V8 matches \b by Unicode case folding, some 30 times slower, and
    // every draft is checked. An ASCII pattern means the same without it.
    'i',
  ),
  de: promisePattern([
    String.raw`(?:wird|werden|wurde)\s(?:[\p{L}\d.-]+\s){0,8}?(?:behoben|hinzugefügt|ergänzt|eingebaut|nachgereicht|verfügbar|veröffentlicht|gelöst|korrigiert|verbessert|umgesetzt|kommen|zurückkommen|wiederhergestellt|nachgeliefert)`,
    String.raw`wir\s(?:werden|wollen)\s(?:[\p{L}\d.-]+\s){0,6}?(?:beheben|hinzufügen|ergänzen|einbauen|nachreichen|veröffentlichen|lösen|korrigieren|verbessern|umsetzen|ändern|bringen|liefern|wiederherstellen)`,
    String.raw`(?:arbeiten|arbeitet|arbeite)\s(?:[\p{L}]+\s){0,3}?(?:daran|an\s(?:einer|der|einem|dem)\s(?:Lösung|Behebung|Korrektur|Fix|Update))`,
    String.raw`(?:im|in\seinem|in\sder|in\seiner|mit\sdem|mit\sder|mit\seinem|mit\seiner)\s(?:nächsten|kommenden|künftigen|zukünftigen|baldigen)\s(?:Update|Version|Release|Aktualisierung|Build)`,
    String.raw`bald|demnächst|in\sKürze|zeitnah|schnellstmöglich|in\sden\snächsten\s(?:Tagen|Wochen|Monaten)|(?:nächste|kommende)\sWoche|(?:nächsten|kommenden)\sMonat|ist\sin\sArbeit|in\sPlanung|auf\sunserer\sRoadmap`,
    String.raw`(?:im|bis|ab|Anfang|Mitte|Ende|bis\sEnde)\s(?:${MONTHS_DE})`,
  ]),
  fr: promisePattern([
    String.raw`ser(?:a|ont)\s(?:[\p{L}'’-]+\s){0,3}?(?:corrigée?s?|ajoutée?s?|résolue?s?|réglée?s?|intégrée?s?|améliorée?s?|rétablie?s?|disponibles?|publiée?s?|de\sretour)`,
    String.raw`(?:nous\sallons|on\sva|nous\scomptons)\s(?:[\p{L}'’-]+\s){0,3}?(?:corriger|ajouter|résoudre|régler|intégrer|améliorer|sortir|publier|rétablir|changer|modifier)`,
    String.raw`(?:corrig|ajout|résoud|régl|intégr|amélior|publi|rétabl|sort)(?:erons|era|eront|rons|ra|ront|irons|ira|iront)`,
    String.raw`(?:prochaine|future)s?\s(?:mise\sà\sjour|version)|mise\sà\sjour\sà\svenir|version\sà\svenir`,
    String.raw`bientôt|prochainement|très\svite|sous\speu|d['’]ici\s(?:peu|la\sfin)|dans\sles\sprochain(?:e?s)\s(?:jours|semaines|mois)`,
    String.raw`travaill(?:ons|e|ent)\s(?:(?:déjà|actuellement|activement)\s)?(?:dessus|(?:sur|à)\s(?:un\scorrectif|une\scorrection|une\ssolution|ce\sproblème|le\sproblème|cela|ça|la\scorrection|corriger|résoudre|ajouter|améliorer))`,
    String.raw`en\scours\sde\s(?:correction|résolution|développement)|feuille\sde\sroute|roadmap`,
    String.raw`(?:en|d['’]ici|avant|fin|début|mi-|courant)\s?(?:${MONTHS_FR})`,
  ]),
  es: promisePattern([
    String.raw`ser(?:á|án)\s(?:[\p{L}]+\s){0,3}?(?:corregid[oa]s?|añadid[oa]s?|agregad[oa]s?|solucionad[oa]s?|resuelt[oa]s?|arreglad[oa]s?|incluid[oa]s?|mejorad[oa]s?|disponibles?|restablecid[oa]s?|lanzad[oa]s?)`,
    String.raw`vamos\sa\s(?:[\p{L}]+\s){0,2}?(?:corregir|añadir|agregar|solucionar|arreglar|incluir|lanzar|sacar|publicar|mejorar|cambiar|implementar|resolver)`,
    String.raw`(?:corregiremos|añadiremos|agregaremos|solucionaremos|arreglaremos|incluiremos|lanzaremos|sacaremos|publicaremos|mejoraremos|implementaremos|resolveremos)`,
    String.raw`(?:próxim[oa]|siguiente|futur[oa])s?\s(?:actualización|versión|update)`,
    String.raw`pronto|en\sbreve|próximamente|en\slos\spróximos\s(?:días|meses)|en\slas\spróximas\ssemanas`,
    String.raw`(?:estamos|seguimos|ya\sestamos)\s(?:[\p{L}]+\s)?trabajando|trabajando\sen\s(?:ello|eso|una\ssolución|un\sarreglo)`,
    String.raw`(?:en|para|antes\sde|a\sfinales\sde|a\sprincipios\sde|a\smediados\sde)\s(?:${MONTHS_ES})`,
  ]),
  pt: promisePattern([
    String.raw`ser(?:á|ão)\s(?:[\p{L}]+\s){0,3}?(?:corrigid[oa]s?|adicionad[oa]s?|resolvid[oa]s?|incluíd[oa]s?|lançad[oa]s?|melhorad[oa]s?|disponibilizad[oa]s?|disponíve(?:l|is)|restaurad[oa]s?)`,
    String.raw`vamos\s(?:[\p{L}]+\s){0,2}?(?:corrigir|adicionar|resolver|incluir|lançar|melhorar|implementar|mudar|trazer|arrumar|consertar|liberar)`,
    String.raw`(?:corrigiremos|adicionaremos|resolveremos|incluiremos|lançaremos|melhoraremos|implementaremos|consertaremos|liberaremos)`,
    String.raw`(?:próxim[oa]|futur[oa])s?\s(?:atualização|atualizações|versão|versões|update)`,
    String.raw`em\sbreve|logo\slogo|brevemente|nos\spróximos\s(?:dias|meses)|nas\spróximas\ssemanas`,
    String.raw`(?:estamos|já\sestamos|seguimos)\s(?:[\p{L}]+\s)?(?:trabalhando|a\strabalhar)|trabalhando\s(?:nisso|numa\ssolução|em\suma\ssolução)`,
    String.raw`(?:em|até|no\sinício\sde|no\sfim\sde|no\sfinal\sde|em\smeados\sde)\s(?:${MONTHS_PT})`,
  ]),
  it: promisePattern([
    String.raw`sar(?:à|anno)\s(?:[\p{L}]+\s){0,3}?(?:corrett[oaie]|risolt[oaie]|aggiunt[oaie]|disponibil[ei]|sistemat[oaie]|inclus[oaie]|migliorat[oaie]|rilasciat[oaie]|ripristinat[oaie])`,
    String.raw`(?:correggeremo|risolveremo|aggiungeremo|sistemeremo|rilasceremo|includeremo|miglioreremo|implementeremo|ripristineremo)`,
    String.raw`(?:prossim[oa]|futur[oa])\s(?:aggiornamento|versione|update|release)|prossimi\saggiornamenti`,
    String.raw`presto|a\sbreve|prossimamente|nei\sprossimi\s(?:giorni|mesi)|nelle\sprossime\ssettimane`,
    String.raw`(?:stiamo|sta)\s(?:già\s)?lavorando|ci\sstiamo\slavorando|ci\slavoriamo`,
    String.raw`(?:a|entro|da|per|fine|inizio|metà|entro\sfine)\s(?:${MONTHS_IT})`,
  ]),
  nl: promisePattern([
    String.raw`(?:wordt|worden|zal|zullen)\s(?:[\p{L}\d.-]+\s){0,6}?(?:opgelost|toegevoegd|verholpen|gerepareerd|uitgebracht|beschikbaar|verbeterd|aangepast|gefikst|teruggezet)`,
    String.raw`(?:opgelost|toegevoegd|verholpen|gerepareerd|uitgebracht|verbeterd|gefikst)\s(?:wordt|worden|zal\sworden)`,
    String.raw`we\s(?:gaan|zullen)\s(?:[\p{L}]+\s){0,3}?(?:oplossen|toevoegen|verhelpen|repareren|aanpassen|verbeteren|fiksen|uitbrengen)`,
    String.raw`lossen\s(?:[\p{L}]+\s){0,4}?op`,
    String.raw`(?:volgende|komende|nieuwe)\s(?:update|versie|release)`,
    String.raw`binnenkort|spoedig|op\skorte\stermijn|in\sde\skomende\s(?:dagen|weken|maanden)|volgende\s(?:week|maand)`,
    String.raw`werk(?:en|t)\s(?:(?:er|al|hard|nu|momenteel|volop)\s){0,3}(?:eraan|aan)|(?:zijn|is)\s(?:er\s)?(?:al\s)?mee\sbezig`,
    String.raw`(?:in|voor|eind|begin|medio|vanaf|uiterlijk)\s(?:${MONTHS_NL})`,
  ]),
  pl: new RegExp(
    [
      words(
        'naprawimy|poprawimy|dodamy|wprowadzimy|udostępnimy|przywrócimy|rozwiążemy|wydamy|ulepszymy|zaktualizujemy',
      ),
      String.raw`${WORD_START}(?:zostan(?:ie|ą)|będzie|będą) (?:naprawion|poprawion|dodan|dostępn|przywrócon|rozwiązan|wprowadzon|udostępnion|ulepszon)\p{L}*`,
      String.raw`${WORD_START}(?:w|z|wraz z) (?:następn|kolejn|najbliższ|przyszł)\p{L}* (?:aktualizacj|wersj|odsło)\p{L}*`,
      words('wkrótce|niebawem|niedługo|w najbliższym czasie|lada dzień|lada moment'),
      String.raw`${WORD_START}(?:już )?pracuj(?:emy|e|ą) nad${WORD_END}`,
      words('w planach|planujemy|zaplanowan\\p{L}*|w przygotowaniu'),
      String.raw`${WORD_START}(?:w|do|przed|pod koniec|na początku) (?:${MONTHS_PL})\p{L}*`,
      String.raw`${WORD_START}(?:do końca|w przyszłym|w następnym) (?:tygodni|miesiąc|rok|roku)\p{L}*`,
    ].join('|'),
    'iu',
  ),
  ru: new RegExp(
    [
      words(
        'исправим|починим|поправим|добавим|выпустим|доработаем|устраним|внедрим|реализуем|восстановим|вернём|вернем|улучшим|обновим|решим',
      ),
      String.raw`${WORD_START}(?:будет|будут|станет|станут) (?:исправлен|добавлен|доступн|восстановлен|выпущен|устранен|устранён|улучшен|доработан|реализован|решен|решён|возможн)\p{L}*`,
      String.raw`${WORD_START}(?:в|во|с|со) (?:следующ|ближайш|грядущ|будущ)\p{L}* (?:обновлени|верси|релиз|апдейт|сборк)\p{L}*`,
      words('скоро|вскоре|в ближайшее время|в скором времени|в ближайших обновлениях'),
      String.raw`${WORD_START}(?:уже )?работа(?:ем|ет|ют) над${WORD_END}`,
      words(
        'в работе|в планах|планируем|запланирован\\p{L}*|на подходе|исправлени\\p{L}* (?:уже )?в пути',
      ),
      String.raw`${WORD_START}(?:в|к|до|в конце|в начале|к концу|до конца) (?:${MONTHS_RU})\p{L}*`,
      String.raw`${WORD_START}(?:до|к) конц[ау] (?:недели|месяца|года)|${WORD_START}на (?:следующей|этой) неделе|${WORD_START}в (?:следующем|этом) (?:месяце|году)`,
    ].join('|'),
    'iu',
  ),
  uk: new RegExp(
    [
      words(
        'виправимо|полагодимо|додамо|випустимо|доопрацюємо|усунемо|впровадимо|реалізуємо|відновимо|повернемо|покращимо|оновимо|вирішимо',
      ),
      String.raw`${WORD_START}(?:буде|будуть|стане|стануть) (?:виправлен|додан|доступн|відновлен|випущен|усунен|покращен|доопрацьован|реалізован|вирішен|можлив)\p{L}*`,
      String.raw`${WORD_START}(?:у|в|з|із) (?:наступн|найближч|майбутн)\p{L}* (?:оновлен|версі|реліз|збірц|збірк)\p{L}*`,
      words('скоро|незабаром|невдовзі|найближчим часом|в найближчих оновленнях'),
      String.raw`${WORD_START}(?:вже )?працю(?:ємо|є|ють) над${WORD_END}`,
      words('[ув] роботі|[ув] планах|плануємо|заплановано|на підході'),
      String.raw`${WORD_START}(?:у|в|до|на початку|наприкінці|в кінці|у кінці) (?:${MONTHS_UK})\p{L}*`,
      String.raw`${WORD_START}до кінця (?:тижня|місяця|року)|${WORD_START}наступного (?:тижня|місяця|року)`,
    ].join('|'),
    'iu',
  ),
  tr: new RegExp(
    [
      String.raw`${WORD_START}(?:düzelt|ekle|gider|çöz|yayınla|getir|iyileştir|güncelle|tamir ed|onar|sun|kazandır)y?(?:eceğiz|acağız|eceğim|acağım)`,
      String.raw`${WORD_START}(?:düzeltil|eklen|gideril|çözül|yayınlan|getiril|iyileştiril|sunul|onarıl|güncellen|kazandırıl)(?:ecek|acak)`,
      String.raw`${WORD_START}(?:bir sonraki|önümüzdeki|sonraki|gelecek) (?:güncelleme|sürüm|versiyon)\p{L}*`,
      words('yakında|çok yakında|en yakın zamanda|yakın zamanda'),
      String.raw`${WORD_START}üzerinde çalış\p{L}*|${WORD_START}çalışmalar(?:ımız)? (?:sürüyor|devam ediyor)`,
      words('planlıyoruz|planlarımız arasında|yol haritamızda'),
      String.raw`${WORD_START}(?:${MONTHS_TR})(?:['’](?:ta|te|da|de|a|e|ya|ye)| ay[ıi]nda| ay[ıi]na kadar| sonuna kadar| başında)`,
      String.raw`${WORD_START}(?:önümüzdeki|gelecek) (?:hafta|ay|yıl)`,
    ].join('|'),
    'iu',
  ),
  sv: new RegExp(
    [
      String.raw`${WORD_START}(?:ska|kommer att|kommer|tänker) (?:fixa|åtgärda|lägga till|lösa|rätta|släppa|förbättra|återställa|ändra|uppdatera|lansera|införa)${WORD_END}`,
      String.raw`${WORD_START}(?:kommer att|ska|kommer) (?:fixas|åtgärdas|läggas till|lösas|rättas|släppas|förbättras|återställas|lanseras|finnas)${WORD_END}`,
      String.raw`${WORD_START}(?:i|med) (?:nästa|kommande|en kommande|framtida) (?:uppdatering|version|release)\p{L}*`,
      words('snart|inom kort|inom en snar framtid|i närmaste framtiden?|på gång'),
      String.raw`${WORD_START}(?:jobbar|arbetar) (?:redan |just nu |för fullt )?(?:på|med) (?:det|detta|en lösning|en fix|att|saken)${WORD_END}`,
      String.raw`${WORD_START}(?:finns|står) på (?:vår |vår\p{L}* )?(?:roadmap|plan)\p{L}*|${WORD_START}(?:vi )?planerar${WORD_END}`,
      String.raw`${WORD_START}(?:i|till|före|innan|under|senast i|i slutet av|i början av) (?:${MONTHS_SV})${WORD_END}`,
      String.raw`${WORD_START}(?:nästa|kommande) (?:vecka|månad|år)${WORD_END}|${WORD_START}(?:till|före|innan) (?:slutet av|årsskiftet)`,
    ].join('|'),
    'iu',
  ),
  ar: new RegExp(
    [
      `${WORD_START}[وف]?(?:${['سنصلح', 'سنضيف', 'سنحل', 'سنطلق', 'سنعيد', 'سنحسن', 'سنوفر', 'سنعالج', 'سنغير', 'سنعمل على', 'سيتم', 'ستتم', 'سيضاف', 'ستضاف', 'سيصلح', 'سيحل', 'سيتوفر', 'ستتوفر', 'ستكون متاح', 'سيكون متاح', 'ستعود', 'سيعود'].map(marked).join('|')})`,
      `(?:في|مع|ضمن|خلال) (?:${['التحديث', 'الإصدار', 'النسخة', 'التحديثات'].map(marked).join('|')}) (?:${['القادم', 'المقبل', 'التالي', 'القادمة', 'المقبلة', 'التالية'].map(marked).join('|')})`,
      `${WORD_START}[وف]?(?:${['قريبا', 'عما قريب', 'في القريب العاجل', 'في الأيام القادمة'].map(marked).join('|')})`,
      `${WORD_START}[وف]?(?:${['نعمل', 'يعمل', 'يعملون', 'تعمل'].map(marked).join('|')}) (?:\\S+ )?${marked('على')}`,
      `${WORD_START}[وف]?(?:${['جار العمل', 'جاري العمل', 'قيد العمل', 'قيد التطوير', 'ضمن خطط', 'في خطط', 'نخطط'].map(marked).join('|')})`,
      `(?:في|بحلول|قبل|خلال|مع|أواخر|أوائل|نهاية|بداية|منتصف) (?:شهر )?(?:${MONTHS_AR})`,
      `(?:${['الأسبوع', 'الشهر', 'العام'].map(marked).join('|')}) (?:${['القادم', 'المقبل'].map(marked).join('|')})|(?:بحلول|قبل) نهاية`,
    ].join('|'),
    'iu',
  ),
  ja: new RegExp(
    [
      String.raw`(?:修正|追加|改善|実装|解決|対応|復旧|搭載|導入|リリース|公開|配信)(?:を|が)?(?:予定|(?:して|させて)?(?:まいります|参ります)|(?:いた|させていただ)きます|いたします|します|される予定)`,
      String.raw`(?:改善|修正|解決)(?:できる|する)よう(?:努め|努力|尽力)`,
      String.raw`次(?:回|の)?(?:アップデート|バージョン|更新|リリース)|今後の(?:アップデート|バージョン|更新)で`,
      String.raw`近日(?:中)?|近いうちに|間もなく|まもなく|もうすぐ|早急に(?:修正|対応|改善)|順次(?:対応|改善)`,
      String.raw`(?:修正|対応|開発|改善|調査)(?:中|を進めて)|取り組んで(?:おり|い|まいり)ます`,
      String.raw`検討(?:いた)?します|検討して(?:まいり|おり|い)ます|検討中`,
      String.raw`\d{1,2}月(?:中|末|上旬|中旬|下旬|頃|ごろ|まで|には)|来月|来週|年内|今月中|今週中`,
    ].join('|'),
    'iu',
  ),
  ko: new RegExp(
    [
      String.raw`(?:수정|추가|개선|해결|반영|구현|도입|출시|적용|업데이트|복구)(?:해|하|되|시켜)?\s?(?:드리|드릴|도록 하)?겠(?:습니다|어요|음)`,
      String.raw`(?:할|될|된|하는) 예정|예정(?:입니다|이에요|이니)`,
      String.raw`(?:다음|차기|향후) (?:업데이트|버전|패치)`,
      String.raw`(?<![\p{L}])곧(?![\p{L}])|조만간|머지않아|빠른 시일|가까운 시일`,
      String.raw`(?:수정|개발|작업|준비|개선|검토|조사)\s?중(?:입니다|이에요|에 있)|(?:작업|개선|수정|노력)하고 있`,
      String.raw`\d{1,2}월\s?(?:중|말|초|안|까지|중순|이내)|다음 (?:주|달)|내년|연내`,
    ].join('|'),
    'iu',
  ),
  zh: ZH,
  'zh-Hant': ZH,
  hi: new RegExp(
    [
      String.raw`ठीक (?:कर (?:देंगे|दिया जाएगा|दी जाएगी)|करेंगे|किया जाएगा|की जाएगी|हो जाएगा|हो जाएगी)`,
      String.raw`जोड़(?:ेंगे|ा जाएगा|ी जाएगी|े जाएँगे|े जाएंगे| देंगे)`,
      String.raw`(?:अगले|आने वाले) (?:अपडेट|वर्ज़न|वर्जन|संस्करण)`,
      String.raw`जल्द ही|बहुत जल्द|जल्दी ही`,
      String.raw`काम कर रहे हैं|पर काम चल रहा|पर काम जारी`,
      String.raw`सुधार (?:करेंगे|किया जाएगा|देंगे|लाएँगे|लाएंगे)|उपलब्ध (?:होगा|होगी|कराएँगे|कराएंगे|करा देंगे)`,
      String.raw`(?:जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर) (?:तक|में|से पहले|के अंत)`,
      String.raw`अगले (?:हफ़्ते|हफ्ते|सप्ताह|महीने|साल)`,
    ]
      .join('|')
      // Nukta letters are written precomposed or not; text is compared in NFC, which splits them.
      .normalize('NFC'),
    'iu',
  ),
  id: new RegExp(
    W +
      '(?:' +
      [
        String.raw`akan (?:segera )?(?:kami )?(?:perbaiki|tambahkan|hadirkan|rilis|luncurkan|selesaikan|tingkatkan|benahi|atasi)`,
        String.raw`akan (?:segera )?(?:diperbaiki|ditambahkan|dihadirkan|dirilis|diluncurkan|tersedia|diselesaikan|ditingkatkan|hadir|dibenahi|diatasi|kembali normal)`,
        String.raw`kami akan (?:memperbaiki|menambahkan|menghadirkan|merilis|meluncurkan|menyelesaikan|meningkatkan|membenahi|mengatasi)`,
        String.raw`(?:update|pembaruan|versi|rilis) (?:berikutnya|selanjutnya|mendatang|yang akan datang)`,
        String.raw`segera (?:hadir|tersedia|diperbaiki|dirilis|ditambahkan|kami (?:perbaiki|atasi|tambahkan))`,
        String.raw`sedang (?:kami )?(?:perbaiki|kerjakan|tangani|kembangkan|selidiki|upayakan)|sedang (?:memperbaiki|mengerjakan|mengembangkan|menyelidiki|berupaya)|sedang dalam (?:perbaikan|pengembangan|pengerjaan|penanganan)`,
        String.raw`dalam waktu dekat|tidak lama lagi|secepatnya (?:kami )?(?:perbaiki|atasi|tangani)`,
        String.raw`(?:pada|di|sebelum|hingga|sampai|akhir|awal|pertengahan) (?:bulan )?(?:januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember)|(?:minggu|bulan|tahun) depan`,
      ].join('|') +
      ')',
    'iu',
  ),
  vi: new RegExp(
    W +
      '(?:' +
      [
        String.raw`sẽ (?:sớm )?(?:được )?(?:sửa|khắc phục|bổ sung|thêm|cập nhật|cải thiện|ra mắt|phát hành|hoàn thiện|nâng cấp|có mặt|có trong)`,
        String.raw`sẽ sớm|sớm (?:được )?(?:khắc phục|sửa|bổ sung|ra mắt|cập nhật|có)|trong thời gian (?:sớm nhất|tới)|sắp (?:tới|ra mắt|có)`,
        String.raw`(?:bản|phiên bản) (?:cập nhật )?(?:tới|sắp tới|tiếp theo|kế tiếp)`,
        String.raw`đang (?:được )?(?:sửa|khắc phục|xử lý|phát triển|làm việc|nghiên cứu|cải thiện|tìm (?:cách|nguyên nhân)|kiểm tra)`,
        String.raw`(?:vào|trước|trong|cuối|đầu|giữa) tháng (?:\d{1,2}|một|hai|ba|tư|năm|sáu|bảy|tám|chín|mười|giêng|chạp)|(?:tuần|tháng|năm) (?:tới|sau)`,
      ].join('|') +
      ')',
    'iu',
  ),
  ...BASIC_PROMISES,
}

/** The first promise in a text, or null. Languages without a pattern are not checked. */
export function promiseIn(text: string, language: string): string | null {
  const re = PROMISES[language]
  return re ? (re.exec(text.normalize('NFC'))?.[0] ?? null) : null
}
