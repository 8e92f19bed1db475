import { normalizeForMatch } from '../topics/normalize'
import type { Reading } from '../read/types'
import { saysTried } from './asked'

/**
 * The usual first steps a reviewer says they already took: reinstalling, clearing the cache,
 * restoring purchases, signing out and in, reconnecting, restarting, switching off battery
 * optimisation. `done` holds forms that say it was done ("reinstalled", "neu installiert",
 * "重装了"); `step` the bare step ("restore purchases"), which counts only beside words that say it
 * was tried or did not help ("tried", "does nothing", "也没用"). Folded text, as topics/normalize
 * gives it (no accents outside Vietnamese).
 */
const STEPS: Readonly<Record<string, { done: RegExp; step?: RegExp }>> = {
  en: {
    done: /\b(?:re-?installed|uninstalled|cleared (?:the |my |app )?(?:cache|data|storage)|restored (?:my |the )?purchases?|logged (?:out|back in)|signed (?:out|back in)|reconnected|re-?connected|disconnected|restarted|rebooted|turned off battery|disabled battery|battery optimi[sz]ation (?:is |was )?(?:off|disabled)|(?:gave|granted|allowed) (?:it )?(?:all )?(?:the )?permissions?)\b/,
    step: /\b(?:re-?install(?:ing)?|clear(?:ing)? (?:the )?cache|restor(?:e|ing) (?:my )?purchases?|log(?:ging)? out|reconnect(?:ing)?|restart(?:ing)?|battery optimi[sz]ation)\b/,
  },
  de: {
    done: /\b(?:neu installiert|deinstalliert|neuinstalliert|cache (?:geleert|geloscht)|daten geloscht|kaufe? wiederhergestellt|abgemeldet|ausgeloggt|neu angemeldet|neu verbunden|neu gestartet|akku-?optimierung (?:ist )?(?:aus|deaktiviert))\b/,
    step: /\b(?:neu ?installieren|neuinstallation|cache leeren|kaufe wiederherstellen|akku-?optimierung)\b/,
  },
  nl: {
    done: /\b(?:opnieuw geinstalleerd|geherinstalleerd|cache gewist|cache leeggemaakt|aankopen hersteld|uitgelogd|opnieuw ingelogd|opnieuw verbonden|opnieuw gekoppeld|herstart|batterijoptimalisatie (?:staat )?uit)\b/,
    step: /\b(?:herinstalleren|opnieuw installeren|aankopen herstellen|cache wissen|batterijoptimalisatie)\b/,
  },
  sv: {
    done: /\b(?:installerat om|ominstallerat|rensat cache|aterstallt (?:mina )?kop|loggat ut|loggade ut|startat om)\b/,
    step: /\b(?:installera om|aterstall(?:a)? kop|batterioptimering)\b/,
  },
  fr: {
    done: /\b(?:reinstalle|desinstalle|vide le cache|cache vide|restaure (?:mes |les )?achats|deconnecte|reconnecte|redemarre)\b/,
    step: /\b(?:reinstaller|restaurer (?:mes |les )?achats|vider le cache|optimisation de (?:la )?batterie)\b/,
  },
  es: {
    done: /\b(?:reinstale|desinstale|borre (?:la )?cache|limpie (?:la )?cache|restaure (?:las |mis )?compras|cerre (?:la )?sesion|reconecte|reinicie)\b/,
    step: /\b(?:reinstalar|restaurar (?:las |mis )?compras|borrar (?:la )?cache|optimizacion de (?:la )?bateria)\b/,
  },
  it: {
    done: /\b(?:reinstallat[oa]|disinstallat[oa]|svuotato (?:la )?cache|ripristinato (?:gli )?acquisti|disconnesso|ricollegato|riavviato)\b/,
    step: /\b(?:reinstallare|ripristina(?:re)? (?:gli )?acquisti|svuotare (?:la )?cache|ottimizzazione (?:della )?batteria)\b/,
  },
  pt: {
    done: /\b(?:reinstalei|desinstalei|limpei (?:o )?cache|restaurei (?:as |minhas )?compras|desloguei|sai da conta|reconectei|reiniciei|dei todas as permissoes)\b/,
    step: /\b(?:reinstalar|restaurar (?:as )?compras|limpar (?:o )?cache|otimizacao de bateria)\b/,
  },
  pl: {
    done: /\b(?:przeinstalowa\w*|reinstalowa\w*|odinstalowa\w*|wyczysci\w* (?:pamiec|cache)|przywroci\w* zakup\w*|wylogowa\w*|polaczy\w* ponownie|zrestartowa\w*)/,
    step: /\b(?:reinstalacj\w*|przywroc\w* zakup\w*|optymalizac\w* baterii)/,
  },
  tr: {
    done: /\b(?:yeniden yukledim|tekrar yukledim|silip yukledim|onbellegi temizledim|geri yukledim|cikis yaptim|tekrar giris yaptim|yeniden baglandim|yeniden baslattim|pil optimizasyonunu kapattim)/,
    step: /\b(?:satin alimlari geri yukle|yeniden yukle|pil optimizasyon)/,
  },
  id: {
    done: /\b(?:udah (?:install|instal) ulang|sudah (?:install|instal) ulang|udah uninstall|sudah uninstall|udah (?:hapus|clear) cache|sudah (?:hapus|clear) cache|udah logout|sudah logout|udah login ulang)\b/,
    step: /\b(?:install ulang|instal ulang|reinstall|uninstall|hapus cache|clear cache|pulihkan pembelian|restore pembelian|login ulang|logout|optimasi baterai)\b/,
  },
  vi: {
    done: /(?:đã cài lại|da cai lai|đã gỡ|đã xóa cache|đã đăng xuất|da dang xuat|đã khởi động lại)/u,
    step: /(?:cài lại|cai lai|khôi phục giao dịch|khoi phuc giao dich|khôi phục mua|khoi phuc mua|xóa cache|xoa cache|đăng nhập lại|dang nhap lai|tối ưu pin|toi uu pin)/u,
  },
  ru: {
    done: /(?:переустановил\p{L}*|очистил\p{L}* кэш|очистил\p{L}* кеш|восстановил\p{L}* покупк\p{L}*|перезашел|перезашла|переподключил\p{L}*|перезагрузил\p{L}*)/u,
    step: /(?:переустанов\p{L}*|восстановить покупк\p{L}*|восстановление покупок|оптимизаци\p{L}* батаре\p{L}*)/u,
  },
  uk: {
    done: /(?:перевстановив|перевстановила|очистив кеш|очистила кеш|відновив покупк\p{L}*|відновила покупк\p{L}*|перезайшов|перезайшла|перепідключ\p{L}*)/u,
    step: /(?:перевстанов\p{L}*|відновити покупк\p{L}*|відновлення покупок|оптимізаці\p{L}* батаре\p{L}*)/u,
  },
  ja: {
    done: /(?:再インストールし|入れ直し|キャッシュ(?:を)?(?:削除|クリア)し|ログインし直し|再ログインし|再接続し|接続し直し|再起動し)/u,
    step: /(?:再インストール|購入の?復元|キャッシュ|再ログイン|再接続|バッテリー最適化)/u,
  },
  zh: {
    done: /(?:重装了|重新安装了|卸载重装|清(?:除|理)?了缓存|恢复购买了|重新登录了|重新登入了|重连了|重启了)/u,
    step: /(?:重装|重新安装|恢复购买|清除缓存|清缓存|重新登录|重新连接|电池优化)/u,
  },
  ko: {
    done: /(?:재설치했|삭제 ?후 ?(?:재)?설치했|지웠다 ?깔|캐시 ?(?:삭제|지웠)|재로그인했|다시 로그인했|다시 연결했|재연결했|재부팅했|연결 해제하고 다시)/u,
    step: /(?:재설치|구매 ?복원|캐시|재로그인|재연결|배터리 최적화)/u,
  },
  hi: {
    done: /(?:दोबारा इंस्टॉल किया|फिर से इंस्टॉल किया|reinstall kiya|cache clear kiya)/u,
    step: /(?:reinstall|restore|कैश|cache)/u,
  },
}

/**
 * "Cleared cache, reinstalled, nothing", "购买恢复也没用": the review says a usual step was already
 * taken. The reply should say it knows, and not send them back to it. A step that caused the
 * trouble ("after reinstalling, my data was gone") is no step tried: nothing lost counts.
 */
export function triedSteps(reading: Reading, lang: string): boolean {
  const table = STEPS[lang]
  if (!table || reading.points.some((p) => p.intent === 'data_loss')) return false
  return reading.clauses.some((c, i) => {
    if (c.question) return false
    const norm = normalizeForMatch(c.text, lang)
    if (table.done.test(norm)) return true
    const next = reading.clauses[i + 1]
    return (
      table.step?.test(norm) === true &&
      (saysTried(c.text, lang) ||
        (next !== undefined && !next.question && saysTried(next.text, lang)))
    )
  })
}
