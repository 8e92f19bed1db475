/**
 * "Why didn't I find this sooner??", "Pourquoi je n'ai pas trouvé ce jeu plus tôt ?",
 * "なんでもっと早く見つけなかったんだろう": a question that only regrets not having had the app
 * earlier is praise, never something to answer or apologise for. Folded text of a clause (lower
 * case, Latin accents dropped, "ё" as "е").
 */
const FOUND_LATE = new RegExp(
  [
    // The first person, a "not", then "sooner"/"earlier" within the same question.
    String.raw`(?<!\p{L})why (?:didn'?t|did not|haven'?t|have not|hadn'?t|had not|wasn'?t|was not) (?:i|we)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:sooner|earlier|years ago|before now)(?!\p{L})`,
    String.raw`(?<!\p{L})where (?:has|have) (?:this|it|you)(?: \p{L}+){0,2} been all (?:my|our) li(?:fe|ves)`,
    String.raw`(?<!\p{L})(?:warum|wieso|weshalb) (?:habe|hab|hatte|hatten|haben) (?:ich|wir)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:fruher|eher)(?!\p{L})`,
    String.raw`(?<!\p{L})pourquoi (?:je n'ai|j'ai|n'ai-je|on n'a|nous n'avons)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:plus tot|avant)(?!\p{L})`,
    String.raw`(?<!\p{L})por ?que no (?:l[oa]s? |te )?(?:encontre|descubri|descargue|conoci|instale|baje|probe|tuve)(?!\p{L})[^.?!]{0,30}?(?<!\p{L})antes(?!\p{L})`,
    String.raw`(?<!\p{L})por ?que (?:eu )?nao (?:[oa]s? )?(?:encontrei|descobri|baixei|conheci|instalei|achei|testei|tive)(?!\p{L})[^.?!]{0,30}?(?<!\p{L})antes(?!\p{L})`,
    String.raw`(?<!\p{L})perche non (?:l'|l[oaie] )?(?:ho|avevo|abbiamo)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})prima(?!\p{L})`,
    String.raw`(?<!\p{L})waarom (?:heb|had|hebben|hadden) (?:ik|we|wij)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:niet eerder|niet al eerder|niet veel eerder)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:dlaczego|czemu) (?:ja )?nie(?!\p{L})[^.?!]{0,40}?(?<!\p{L})wczesniej(?!\p{L})`,
    String.raw`(?<!\p{L})varfor (?:har|hade) (?:jag|vi) (?:inte|aldrig)(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:tidigare|forr)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:neden|niye|nicin) (?:\p{L}+ ){0,2}?daha (?:once|erken)(?!\p{L})[^.?!]{0,20}?(?:bulmadim|indirmedim|kesfetmedim|denemedim|yuklemedim)`,
    String.raw`(?<!\p{L})(?:kenapa|mengapa|knp) (?:gak|ga|nggak|tidak|tdk|baru)(?!\p{L})[^.?!]{0,30}?(?<!\p{L})(?:dari dulu|sejak dulu|lebih awal|dari awal)(?!\p{L})`,
    String.raw`(?<!\p{L})почему (?:я |же |мы )?(?:раньше )?не(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:раньше|ранее)(?!\p{L})`,
    String.raw`(?<!\p{L})почему (?:я |же |мы )?раньше не (?:нашел|нашла|скачал\p{L}*|узнал\p{L}*|установил\p{L}*|попробовал\p{L}*)`,
    String.raw`(?<!\p{L})чому (?:я |ж |ми )?(?:раніше )?не(?!\p{L})[^.?!]{0,40}?(?<!\p{L})(?:раніше|досі)(?!\p{L})`,
    String.raw`(?<!\p{L})sao (?:mình |tôi |tui )?(?:không|ko|k|chẳng) (?:biết|tìm|tải|cài|dùng)[^.?!]{0,30}?(?:sớm hơn|từ trước|sớm)`,
    String.raw`لماذا لم (?:\S+ ){0,4}(?:من قبل|قبل ذلك|مبكرا)`,
    'पहले क्यों नहीं',
    '(?:なんで|なぜ|どうして)[^。？?]{0,6}(?:もっと早く|早く)[^。？?]{0,16}(?:なかった|しなかった)',
    '왜 (?:이제야|이제서야|진작)',
    '(?:为什么|為什麼|怎么|怎麼)(?:没有|沒有|没|沒)(?:早点|早點|早些)',
  ].join('|'),
  'u',
)

/** Whether a clause only regrets not having found the app sooner. */
function foundLate(norm: string): boolean {
  return FOUND_LATE.test(norm)
}

interface Facts {
  score: number
  sarcastic: boolean
  intents: Set<string>
}

/**
 * Takes the question away from "why didn't I find this sooner?" and reads it as the praise it
 * is. A sneer ("why didn't I uninstall it sooner", said sarcastically) is left alone, and so is a
 * clause that also complains or reports a fault.
 */
export function unaskFoundLate(raw: readonly { norm: string }[], facts: Facts[]): void {
  raw.forEach((c, i) => {
    const f = facts[i]
    if (!f || f.sarcastic || !foundLate(c.norm)) return
    if ([...f.intents].some((x) => x !== 'question' && x !== 'praise')) return
    if (UNWANTED.test(c.norm)) return
    f.intents.delete('question')
    f.intents.add('praise')
    f.score = Math.max(f.score, 1)
  })
}

/** "Why didn't I delete it sooner?": regretting keeping the app, the opposite of praise. */
const UNWANTED =
  /(?<!\p{L})(?:delete|deleted|uninstall|uninstalled|remove|removed|quit|cancel|cancelled|canceled|loschen|geloscht|deinstalliert|supprime|desinstalle|borre|desinstale|apaguei|desinstalei|cancellata|disinstallata|verwijderd|usunal\p{L}*|удалил\p{L}*|видалив\p{L}*|sildim|silmedim|hapus|xóa|削除|アンインストール|삭제|删|刪)/u
