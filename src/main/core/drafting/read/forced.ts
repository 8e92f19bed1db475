/**
 * An account the app makes them create ("requires an account just to write a note", "muss sich
 * registrieren", "obligé de créer un compte", "обязательная регистрация"): a grievance about how
 * the app is run, neither a lockout ("can't get into my account") nor a question to answer. Signing in alone is
 * left out: "I have to log in every time" reports a fault.
 */

/** Per language, on the lower-cased clause: a demand or a need, and the account or sign-up. */
const FORCED: Record<string, string> = {
  en: String.raw`(?:requires?|required|forced?|forcing|forces (?:you|me|us)|makes? (?:you|me|us)|mandatory|compulsory)\W+(?:\w+\W+){0,3}?(?:an? )?(?:account|sign(?:ing)?[- ]?up|registration|register)|(?:have to|has to|need to|must|forced to)\W+(?:\w+\W+){0,2}?(?:(?:create|make|open|set up|register) (?:an? |your |my )?account|sign[- ]?up|register)|(?:account|sign[- ]?up|registration) (?:is )?(?:required|mandatory|compulsory)|(?:can'?t|cannot) (?:do|use|see) (?:anything|it|the app) without (?:an? )?(?:account|signing up)|(?:have to|has to|need to|must|forced to|requires? (?:you |me )?to|makes? (?:you|me) )\W*(?:\w+\W+){0,1}?(?:log ?in|sign ?in|connect|link|register) (?:with|through|via|using|to) (?:my |your |a )?(?:facebook|google|apple|instagram|twitter)|(?:facebook|google) (?:login|log-in|sign-in|account) (?:is )?(?:required|mandatory)`,
  de: String.raw`(?:muss|musst|müssen|zwingt|gezwungen|zwang|pflicht|erfordert|braucht|brauche|verlangt)\W+(?:\w+\W+){0,4}?(?:registrier\p{L}*|konto|account)|(?:registrierung|konto|account|anmeldung)(?:s)?[- ]?(?:pflicht|zwang)|(?:registrierung|anmeldung|konto) (?:ist )?(?:pflicht|erforderlich|notwendig|zwingend)|ohne (?:konto|account|registrierung|anmeldung) (?:geht|kann man) (?:gar )?nichts`,
  fr: String.raw`(?:obligé|obligée|obligatoire|oblige|obliger|forcé|forcée|force|faut|exige|impose)\W+(?:\p{L}+\W+){0,3}?(?:créer un compte|avoir un compte|s'inscrire|inscri\p{L}*|compte)|(?:compte|inscription|connexion) obligatoire`,
  es: String.raw`(?:obliga|obligan|obligatorio|obligatoria|forzado|fuerza|exige|hay que|tienes que|tengo que|requiere|necesitas)\W+(?:\p{L}+\W+){0,3}?(?:crear una cuenta|registr\p{L}*|cuenta)|(?:cuenta|registro) obligatori[oa]`,
  pt: String.raw`(?:obriga|obrigam|obrigatório|obrigatória|forçado|força|exige|tem que|tenho que|precisa|requer)\W+(?:\p{L}+\W+){0,3}?(?:criar uma conta|criar conta|cadastr\p{L}*|registr\p{L}*|conta)|(?:conta|cadastro|registro|login) obrigatóri[oa]`,
  it: String.raw`(?:obbliga|obbligatori[oa]|costretto|costretta|costringe|bisogna|devi|devo|richiede)\W+(?:\p{L}+\W+){0,3}?(?:creare un account|registr\p{L}*|account)|(?:account|registrazione|accesso) obbligatori[oa]`,
  nl: String.raw`(?:verplicht|verplichte|moet|moeten|gedwongen|dwingt|vereist)\W+(?:\p{L}+\W+){0,3}?(?:account|registreren)|(?:account|registratie|aanmelding) (?:is )?verplicht`,
  sv: String.raw`(?:måste|tvingas|tvingar|krävs|kräver|obligatorisk\p{L}*)\W+(?:\p{L}+\W+){0,3}?(?:konto|registrera)|(?:konto|registrering|inloggning) (?:är |krävs|obligatorisk)`,
  pl: String.raw`(?:trzeba|musisz|muszę|wymaga|wymusza|zmusza|obowiązkow\p{L}*|przymusow\p{L}*)\W+(?:\p{L}+\W+){0,3}?(?:konto|kont\p{L}*|rejestr\p{L}*)`,
  ru: String.raw`(?:обязательн\p{L}*|принудительн\p{L}*|заставля\p{L}*|требует|нужно|надо|придётся|приходится|без)\W+(?:\p{L}+\W+){0,3}?(?:регистрац\p{L}*|аккаунт\p{L}*|учётн\p{L}*|зарегистр\p{L}*)`,
  uk: String.raw`(?:обов'язков\p{L}*|примусов\p{L}*|змушу\p{L}*|вимагає|треба|потрібно|без)\W+(?:\p{L}+\W+){0,3}?(?:реєстрац\p{L}*|акаунт\p{L}*|обліков\p{L}*|зареєстр\p{L}*)`,
  tr: String.raw`(?:zorunlu|mecburi|zorluyor|şart)\W+(?:\p{L}+\W+){0,2}?(?:üyelik|kayıt|hesap)|(?:üye olmak|kayıt olmak|hesap açmak|hesap oluşturmak) (?:zorunlu|şart|mecburi)|(?:üyelik|kayıt|hesap) (?:zorunlu|şart|mecburi)`,
  ar: String.raw`(?:يجب|لازم|إجباري|اجباري|إلزامي|يجبرك|يجبرني|مضطر)\W+(?:\p{L}+\W+){0,3}?(?:التسجيل|تسجيل|حساب|الحساب)|(?:التسجيل|الحساب) (?:إجباري|اجباري|إلزامي)`,
  hi: String.raw`(?:अकाउंट|खाता|साइन अप|रजिस्टर|रजिस्ट्रेशन)[^।!?]{0,20}(?:ज़रूरी|जरूरी|अनिवार्य|ज़बरदस्ती|जबरदस्ती|पड़ता|पड़ेगा)`,
  id: String.raw`(?:wajib|harus|terpaksa|dipaksa|memaksa|mengharuskan)\W+(?:\p{L}+\W+){0,3}?(?:daftar|registrasi|akun)`,
  vi: String.raw`(?:bắt buộc|bắt phải|phải|ép)\W+(?:\p{L}+\W+){0,3}?(?:đăng ký|tạo tài khoản|tài khoản)`,
  ja: String.raw`(?:アカウント|会員|ユーザー)?(?:登録|サインアップ|アカウント作成)(?:が|を)?(?:必須|必要|強制|しないと|しなければ)`,
  ko: String.raw`(?:회원가입|가입|계정)(?:이|을|를)?\s?(?:필수|강제|해야|안 하면|하지 않으면)`,
  zh: String.raw`(?:必须|必須|强制|強制|一定要|非要|得先)(?:先)?(?:注册|註冊|创建账号|創建帳號)`,
}

const compiled = new Map<string, RegExp | null>()

function forcedFor(lang: string): RegExp | null {
  const key = lang.toLowerCase().slice(0, 2)
  let re = compiled.get(key)
  if (re === undefined) {
    const source = FORCED[key]
    re = source ? new RegExp(`(?:${source})`, 'u') : null
    compiled.set(key, re)
  }
  return re
}

/**
 * Said again and again ("have to register again every time", "jedes Mal neu"): the app forgets
 * them, a fault, not an account it demands.
 */
const AGAIN =
  /every time|each time|again|keeps|jedes mal|immer wieder|erneut|à chaque fois|encore|cada vez|de nuevo|otra vez|toda vez|de novo|ogni volta|di nuovo|elke keer|opnieuw|varje gång|igen|za każdym razem|znowu|каждый раз|снова|опять|щоразу|знову|her seferinde|tekrar|setiap kali|lagi|mỗi lần|lại|毎回|また|매번|다시|每次|又要|再次/u

/** Whether a clause says the app makes them create an account or register to use it. */
export function forcesAccount(text: string, lang: string): boolean {
  const lower = text.toLowerCase().replace(/[’`´]/gu, "'")
  return (forcedFor(lang)?.test(lower) ?? false) && !AGAIN.test(lower)
}
