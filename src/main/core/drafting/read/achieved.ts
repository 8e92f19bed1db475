/**
 * A personal achievement the reviewer credits the app with: weight lost, a first race run, a
 * level or the whole game finished, an exam passed. The reply congratulates in one short clause
 * and says nothing more about it (it never restates the figure, so it cannot get it wrong).
 *
 * Patterns run on the clause text as `normalizeForMatch` folds it (lower case; Latin letters
 * without accents, "ł" as "l", "ı" as "i", "ё" as "е"; Arabic alef and ta marbuta folded), one
 * compiled expression per language.
 */
const N = String.raw`\d+(?:[.,]\d+)?`

const ACHIEVED: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`\b(?:lost|dropped|shed)\s+(?:over\s+|almost\s+|nearly\s+)?${N}\s*(?:kg|kgs|kilos?|lbs?|pounds|stone)\b|\bmy (?:very )?first (?:ever )?(?:half[- ]?marathon|marathon|ultra|triathlon|5k|10k|race)\b|\b(?:finished|beat|completed|cleared|reached|got to|made it to|passed) (?:level|lvl|stage) ${N}|\b(?:finished|beat|completed|cleared) (?:all|every) (?:the )?(?:levels?|stages?)\b|\bpassed (?:my|the|all my|both my) (?:exams?|tests?|finals|driving test)\b`,
    'u',
  ),
  de: new RegExp(
    String.raw`${N}\s*(?:kg|kilo\w*)\s+(?:\w+\s+)?(?:abgenommen|verloren)|\b(?:meinen|meine|mein|den|die) ersten? (?:halb)?marathon|\bersten (?:halb)?marathon|\blevel ${N} (?:geschafft|beendet|erreicht|durchgespielt)|\bprufung(?:en)? bestanden`,
    'u',
  ),
  es: new RegExp(
    String.raw`\b(?:perdi|baje|he perdido|he bajado|rebaje)\s+${N}\s*(?:kg|kilos?|libras)\b|\bmi primer(?:a)? (?:media )?maraton\b|\bmi primera carrera\b|\b(?:termine|pase|supere|complete|llegue al) (?:el )?nivel ${N}|\baprobe (?:mis|los|el|todos mis) (?:examenes|examen)`,
    'u',
  ),
  fr: new RegExp(
    String.raw`\bperdu\s+${N}\s*(?:kg|kilos?)\b|\bmon premier (?:semi[- ]?)?marathon\b|\bma premiere course\b|\b(?:fini|termine|passe|atteint) le niveau ${N}|\b(?:reussi|eu) (?:mes|mon|mon dernier) (?:examens?|bac|partiels?)`,
    'u',
  ),
  it: new RegExp(
    String.raw`\b(?:perso|persi)\s+${N}\s*(?:kg|chili|kili)\b|\b(?:la mia|il mio) prim[ao] (?:mezza )?maratona\b|\bla mia prima ${N}\s*km\b|\b(?:finito|superato|completato|raggiunto) il livello ${N}|\b(?:passato|superato) (?:gli esami|l'esame|i miei esami|tutti gli esami)`,
    'u',
  ),
  pt: new RegExp(
    String.raw`\b(?:perdi|emagreci|eliminei)\s+${N}\s*(?:kg|quilos?|kilos?)\b|\bminha primeira (?:meia )?maratona\b|\bminha primeira corrida\b|\b(?:terminei|passei|zerei|completei) (?:o )?nivel ${N}|\bpassei n(?:a|o|as|os) (?:prova|provas|exame|vestibular|concurso|enem)`,
    'u',
  ),
  nl: new RegExp(
    String.raw`${N}\s*(?:kg|kilo)\s+(?:\w+\s+)?(?:afgevallen|kwijt)|\bmijn eerste (?:halve )?marathon\b|\blevel ${N} (?:gehaald|uitgespeeld)|\b(?:examen|examens|tentamen|tentamens|rijexamen) gehaald`,
    'u',
  ),
  pl: new RegExp(
    String.raw`\b(?:schudlem|schudlam|zrzucilem|zrzucilam)\s+(?:juz\s+)?${N}|\b(?:moj|swoj) pierwszy (?:pol)?maraton|\bpierwszy polmaraton|\b(?:przeszedlem|przeszlam|ukonczylem|ukonczylam|skonczylem|skonczylam) (?:wszystkie poziomy|poziom ${N}|${N} poziom)|\bzdal(?:em|am) (?:egzamin|mature|prawo jazdy)`,
    'u',
  ),
  sv: new RegExp(
    String.raw`\b(?:gatt ner|tappat|rasat)\s+${N}\s*(?:kg|kilo)\b|\bmitt forsta (?:halv)?maraton(?:lopp)?\b|\bmitt forsta lopp\b|\bklarat (?:niva|bana) ${N}|\bklarat (?:tentan|provet|examen|uppkorningen)`,
    'u',
  ),
  ru: new RegExp(
    String.raw`(?:сбросил|сбросила|похудел|похудела|скинул|скинула)(?: на)?\s+${N}|(?:свой|мой) первый (?:полу)?марафон|первый полумарафон|(?:прошел|прошла) (?:${N}|все) (?:уровень|уровня|уровней|уровни)|(?:прошел|прошла) уровень ${N}|сдал[а]? (?:экзамен|егэ|сессию|на права)`,
    'u',
  ),
  uk: new RegExp(
    String.raw`(?:схуднув|схудла|скинув|скинула)(?: на)?\s+${N}|(?:свій|мій) перший (?:напів)?марафон|перший напівмарафон|(?:пройшов|пройшла) (?:${N}|всі) рів|(?:пройшов|пройшла) рівень ${N}|склал?[аи]? (?:іспит|екзамен|зно|нмт)`,
    'u',
  ),
  tr: new RegExp(
    String.raw`${N}\s*(?:kilo|kg)\s+verdim|\bilk (?:yari )?maratonumu|${N}\.?\s*(?:bolum|seviye)\w*\s+(?:bitirdim|gectim)|\b(?:sinav|sinavi|sinavimi|sinavlarimi|ehliyeti)\s+(?:gectim|kazandim)`,
    'u',
  ),
  ar: new RegExp(
    String.raw`(?:خسرت|نزلت|فقدت|خففت|انقصت)\s*${N}\s*(?:كيلو|كغ|كجم|كيلوجرام)|(?:اول|أول) (?:نصف )?ماراثون|(?:انهيت|اكملت|وصلت|اجتزت)\s+(?:الي\s+|إلى\s+)?(?:المرحله|المستوي)\s*${N}|نجحت في (?:الامتحان|الامتحانات|امتحان|الاختبار)`,
    'u',
  ),
  hi: new RegExp(
    String.raw`${N}\s*(?:किलो|kg|केजी)\s*(?:वजन\s*|वज़न\s*)?(?:कम|घटा)|पहली (?:हाफ )?मैराथन|(?:लेवल|level)\s*${N}\s*(?:पूरा|पार)|(?:परीक्षा|एग्जाम|exam)\s*(?:में\s*)?पास`,
    'u',
  ),
  id: new RegExp(
    String.raw`\b(?:turun|menurunkan|kehilangan|susut)\s+(?:berat\s+(?:badan\s+)?)?${N}\s*(?:kg|kilo)\b|\b(?:half )?mara(?:t|th)on pertama\b|\b(?:tamat|menamatkan|menyelesaikan|selesai|lolos) level ${N}|\blulus (?:ujian|un|snbt|utbk|sidang)\b`,
    'u',
  ),
  ja: new RegExp(
    String.raw`${N}\s*(?:kg|キロ)\s*(?:の)?(?:減量|痩せ|やせ|減り|落ち)|初(?:めて)?(?:の)?(?:フル|ハーフ)?マラソン|初(?:めて)?(?:の)?${N}\s*(?:km|キロ)(?:を)?(?:完走|走りき|走り切)|初めて.{0,6}マラソン|(?:レベル|ステージ)\s*${N}\s*(?:を)?(?:クリア|達成)|(?:試験|テスト|資格)に(?:合格|受か)|(?:(?:自己|個人)(?:ベスト|記録)|ベスト|新記録|最高記録|pb|pr)(?:を|が)?(?:更新|達成|出(?:た|まし|せ))(?!したい|でき(?:る|たら|ない|なかった|ず)|を目指|され(?:ない|ず|なかった|て(?:い)?ない)|しない|しなかった|せず)|(?:フル|ハーフ)?マラソン(?:を)?完走(?:し|でき)(?!たい)`,
    'u',
  ),
  ko: new RegExp(
    String.raw`${N}\s*(?:kg|킬로)\s*(?:을|를)?\s*(?:감량|빠졌|뺐)|첫 (?:하프 )?마라톤|첫 ${N}\s*(?:km|킬로)\s*(?:를|을)?\s*(?:완주|달렸|뛰었)|(?:하프|풀)\s?마라톤\s*(?:을|를)?\s*완주|(?:레벨|스테이지)\s*${N}\s*(?:을|를)?\s*(?:깼|클리어|달성)|(?:시험|자격증)\S{0,3}\s*(?:합격|붙었)|(?:개인|자기|내)\s?(?:최고\s?)?(?:기록|베스트)\s*(?:을|를)?\s*(?:경신|갱신|세웠|깼)(?!\S*\s*(?:안\s?(?:돼|되|됨|해)|못|되지|하고\s?싶|하려))|(?:pb|pr)\s*(?:를|을)?\s*(?:찍었|경신했|갱신했|달성했|세웠|깼)`,
    'u',
  ),
  vi: new RegExp(
    String.raw`giảm (?:được )?${N}\s*(?:kg|ký|kí|cân)|(?:half )?marathon đầu tiên|(?:qua|phá đảo|hoàn thành) (?:màn|level|cấp) ${N}|(?:thi đỗ|thi đậu|đỗ kỳ thi|đậu kỳ thi|đỗ đại học|đậu đại học)`,
    'u',
  ),
  zh: new RegExp(
    String.raw`[减瘦]了?\s*${N}\s*(?:公斤|斤|kg)|第一[个次]?(?:跑完)?(?:半程|全程)?马拉松|首个?(?:半程)?马拉松|(?:第一次|首次)跑(?:完|了)?\s*${N}\s*(?:公里|km)|(?:通关|打通|过了)了?第?\s*${N}\s*关|考试(?:通过|过了)|通过了?考试|破了?\s*(?:个人)?(?:pb|pr|最好成绩|最佳成绩|纪录|记录)|(?:刷新|跑出|达成)了?\s*(?:个人(?:最好成绩|最佳成绩|纪录|记录)|pb|pr|最好成绩|最佳成绩)|(?:半马|全马|马拉松|${N}\s*(?:公里|km))\s*(?:破)?(?:pb|pr)了|跑完了(?:人生)?(?:第一个|第一次)?(?:半马|全马|马拉松)`,
    'u',
  ),
}
ACHIEVED['zh-hant'] = new RegExp(
  String.raw`[減瘦]了?\s*${N}\s*(?:公斤|斤|kg)|第一[個次]?(?:跑完)?(?:半程|全程)?馬拉松|(?:通關|打通|過了)了?第?\s*${N}\s*關|考試(?:通過|過了)|通過了?考試|破了?\s*(?:個人)?(?:pb|pr|最好成績|最佳成績|紀錄|記錄)|(?:刷新|跑出|達成)了?\s*(?:個人(?:最好成績|最佳成績|紀錄|記錄)|pb|pr|最好成績|最佳成績)|(?:半馬|全馬|馬拉松|${N}\s*(?:公里|km))\s*(?:破)?(?:pb|pr)了`,
  'u',
)

/** A race, which may be run yet: "my first marathon" is an achievement only once it is behind them. */
const RACE =
  /marat|race|lopp|course|carrera|corrida|corsa|марафон|マラソン|마라톤|马拉松|馬拉松|मैराथन/u
/**
 * What makes a race a goal, not a feat: "for", "para", "für", "pour" before it ("training for my
 * first half marathon"), "next month", "için", "に向けて", "위해", "के लिए" after it.
 */
const GOAL_BEFORE =
  /(?:^|[^\p{L}])(?:for|towards?|fur|pour|vers|para|pra|per|verso|voor|infor|till|na|do|przed|к|для|перед|до|untuk|cho|chuan bi|chuẩn bị|prep\p{L}*|train\p{L}*|vorbereit\p{L}*|entren\p{L}*|allen\p{L}*|trenuj\p{L}*|готов\p{L}*|готу\p{L}*)\s*$|(?:为了|为|準備|准备|备战|備戰|為了|為)\s*$/u
const GOAL_AFTER =
  /^\s*(?:(?:is |in |this |)(?:next|coming|soon)|(?:nachste|prochain|proxim|prossim|volgende|nasta|w przyszl|в следующ|через|icin|için|sắp tới|sap toi)|に向け|のため|を目指|(?:을|를)?\s?(?:위해|준비|앞두)|के लिए|की तैयारी)/u

/**
 * A Chinese wish just before the feat: "希望能帮我破PB" (hoping it helps me beat my best) is a
 * goal, not a feat. Japanese and Korean say the wish after the verb, which their patterns exclude.
 */
const WISH_BEFORE = /希望|想|争取|爭取|目标|目標|为了|為了|盼/u

/** Whether a name is a race the reviewer runs ("half marathon"), which is no feature of the app. */
export const namesRace = (name: string): boolean => RACE.test(name.toLowerCase())

/** The words of the text that state an achievement, or null when it states none. */
export function achievedIn(norm: string, lang: string): string | null {
  const pattern = ACHIEVED[lang]
  const m = pattern?.exec(norm)
  if (!m) return null
  if (lang.startsWith('zh') && WISH_BEFORE.test(norm.slice(Math.max(0, m.index - 8), m.index))) return null
  const race = RACE.test(m[0])
  if (
    race &&
    (GOAL_BEFORE.test(norm.slice(Math.max(0, m.index - 16), m.index)) ||
      GOAL_AFTER.test(norm.slice(m.index + m[0].length, m.index + m[0].length + 20)))
  )
    return null
  return m[0]
}

/** The kind of feat, for languages whose congratulation names it ("合格、おめでとうございます"). */
export type Feat = 'weight' | 'best' | 'exam' | 'level' | 'race'

/** Words of each kind in the matched words, weight first ("5キロ痩せた" is no race of 5 km). */
const FEATS: readonly (readonly [Feat, RegExp])[] = [
  ['weight', /痩|やせ|減量|減り|[减瘦]|감량|빠졌|뺐|kg|kilo|公斤|斤/u],
  ['best', /pb|pr|ベスト|記録|纪录|记录|紀錄|記錄|最好成|最佳成|기록|베스트/u],
  ['exam', /試験|テスト|資格|시험|자격증|考试|考試/u],
  ['level', /レベル|ステージ|레벨|스테이지|关|關/u],
  ['race', /マラソン|完走|走りき|走り切|마라톤|완주|马拉松|馬拉松|半马|全马|km|キロ|公里/u],
]

/**
 * What kind of feat the words achievedIn found state; undefined when none fits. A congratulation
 * that names the feat ("自己ベスト更新、おめでとうございます") reads as written for this review,
 * where "congratulations on your achievement" would fit any.
 */
export function featOf(words: string): Feat | undefined {
  const w = words.toLowerCase()
  return FEATS.find(([, re]) => re.test(w))?.[0]
}
