import type { TeamAnswer } from '../../../../../src/main/core/drafting/types'

/**
 * The Answers the corpus's three teams keep (bench/drafting/CORPUS.md lists what each covers):
 * English for all, and German, Spanish, French, Portuguese and Japanese for the common ones, as a
 * small team would. A question in a language without the Answer keeps an [answer: …] slot.
 */
type Texts = Record<string, { title: string; keywords: string[]; examples: string[]; body: string }>

const ANSWERS: Record<string, Texts> = {
  'notes.export_pdf': {
    en: { title: 'Export a note as PDF', keywords: ['pdf', 'export', 'print'], examples: ['how do I export a note as PDF?', 'can I save my notes as a pdf'], body: 'To export a note as PDF, open it, tap ⋯ → Export → PDF; for a whole folder, long-press the folder and choose Export.' },
    de: { title: 'Notiz als PDF exportieren', keywords: ['pdf', 'export', 'drucken'], examples: ['wie exportiere ich eine Notiz als PDF?'], body: 'Um eine Notiz als PDF zu exportieren, öffnen Sie sie und tippen Sie auf ⋯ → Exportieren → PDF; für einen ganzen Ordner halten Sie den Ordner gedrückt und wählen Exportieren.' },
    es: { title: 'Exportar una nota a PDF', keywords: ['pdf', 'exportar', 'imprimir'], examples: ['¿cómo exporto una nota a PDF?'], body: 'Para exportar una nota a PDF, ábrela y toca ⋯ → Exportar → PDF; para una carpeta entera, mantén pulsada la carpeta y elige Exportar.' },
    fr: { title: 'Exporter une note en PDF', keywords: ['pdf', 'export', 'imprimer'], examples: ['comment exporter une note en PDF ?'], body: 'Pour exporter une note en PDF, ouvrez-la puis touchez ⋯ → Exporter → PDF ; pour un dossier entier, appuyez longuement sur le dossier et choisissez Exporter.' },
    pt: { title: 'Exportar uma nota em PDF', keywords: ['pdf', 'exportar', 'imprimir'], examples: ['como exporto uma nota em PDF?'], body: 'Para exportar uma nota em PDF, abra a nota e toque em ⋯ → Exportar → PDF; para uma pasta inteira, mantenha a pasta pressionada e escolha Exportar.' },
    ja: { title: 'メモをPDFで書き出す', keywords: ['pdf', 'エクスポート', '書き出', '印刷'], examples: ['メモをPDFにするにはどうすればいいですか'], body: 'メモをPDFで書き出すには、メモを開いて「⋯」→「エクスポート」→「PDF」をタップしてください。フォルダごとの場合は、フォルダを長押しして「エクスポート」を選びます。' },
  },
  'notes.move_phone': {
    en: { title: 'Notes on a new phone', keywords: ['new phone', 'new device', 'transfer', 'move my notes', 'switch phone', 'another device', 'iphone to android', 'android to iphone'], examples: ['how do I get my notes on my new phone?', 'will my notes come with me to a new phone?'], body: 'Sign in on the new phone with the same account you use now: your notes sync over automatically, on Android and iPhone alike, free or Premium.' },
    de: { title: 'Notizen auf ein neues Handy', keywords: ['neues handy', 'neues telefon', 'neues gerät', 'übertragen', 'umziehen', 'wechsel'], examples: ['wie bekomme ich meine Notizen auf mein neues Handy?'], body: 'Melden Sie sich auf dem neuen Handy mit demselben Konto an: Ihre Notizen werden automatisch synchronisiert, auf Android wie auf dem iPhone.' },
    es: { title: 'Notas en un móvil nuevo', keywords: ['móvil nuevo', 'movil nuevo', 'celular nuevo', 'teléfono nuevo', 'pasar mis notas', 'transferir', 'cambiar de móvil'], examples: ['¿cómo paso mis notas a mi móvil nuevo?'], body: 'Inicia sesión en el móvil nuevo con la misma cuenta: tus notas se sincronizan solas, en Android y en iPhone.' },
    fr: { title: 'Mes notes sur un nouveau téléphone', keywords: ['nouveau téléphone', 'nouveau telephone', 'nouvel appareil', 'transférer', 'changer de téléphone'], examples: ['comment récupérer mes notes sur mon nouveau téléphone ?'], body: 'Connectez-vous sur le nouveau téléphone avec le même compte : vos notes se synchronisent automatiquement, sur Android comme sur iPhone.' },
    pt: { title: 'Notas em um celular novo', keywords: ['celular novo', 'telemóvel novo', 'aparelho novo', 'transferir', 'passar minhas notas', 'trocar de celular'], examples: ['como passo minhas notas para o celular novo?'], body: 'Entre no celular novo com a mesma conta: suas notas são sincronizadas automaticamente, no Android e no iPhone.' },
    ja: { title: '新しいスマホにメモを移す', keywords: ['機種変', '新しいスマホ', '新しい端末', '移行', '引き継'], examples: ['機種変更したらメモはどうやって移せますか'], body: '新しいスマホで同じアカウントにログインしてください。メモは自動で同期されます（Android・iPhoneどちらでも）。' },
  },
  'notes.trash': {
    en: { title: 'Getting deleted notes back', keywords: ['deleted', 'trash', 'recover', 'get them back', 'restore', 'gone', 'disappeared', 'lost'], examples: ['I deleted a note by accident, can I get it back?', 'my notes disappeared, how do I restore them?'], body: 'Deleted notes stay in Settings → Trash for 30 days: open it, select the notes and tap Restore. If they are not there, write to us and we will check your account\'s sync history.' },
    de: { title: 'Gelöschte Notizen wiederherstellen', keywords: ['gelöscht', 'papierkorb', 'wiederherstellen', 'verschwunden', 'weg'], examples: ['ich habe eine Notiz gelöscht, kann ich sie wiederherstellen?'], body: 'Gelöschte Notizen bleiben 30 Tage unter Einstellungen → Papierkorb: Öffnen Sie ihn, wählen Sie die Notizen aus und tippen Sie auf Wiederherstellen.' },
    es: { title: 'Recuperar notas borradas', keywords: ['borré', 'borrada', 'papelera', 'recuperar', 'desaparecieron', 'perdí'], examples: ['borré una nota sin querer, ¿puedo recuperarla?'], body: 'Las notas borradas se quedan 30 días en Ajustes → Papelera: ábrela, selecciona las notas y toca Restaurar.' },
    fr: { title: 'Récupérer des notes supprimées', keywords: ['supprimé', 'corbeille', 'récupérer', 'disparu', 'perdu'], examples: ["j'ai supprimé une note par erreur, puis-je la récupérer ?"], body: 'Les notes supprimées restent 30 jours dans Réglages → Corbeille : ouvrez-la, sélectionnez les notes et touchez Restaurer.' },
    pt: { title: 'Recuperar notas apagadas', keywords: ['apaguei', 'apagada', 'lixeira', 'recuperar', 'sumiram', 'perdi'], examples: ['apaguei uma nota sem querer, dá para recuperar?'], body: 'As notas apagadas ficam 30 dias em Ajustes → Lixeira: abra, selecione as notas e toque em Restaurar.' },
    ja: { title: '削除したメモを戻す', keywords: ['削除', 'ゴミ箱', '復元', '消え', '戻し'], examples: ['間違えて消したメモを復元できますか'], body: '削除したメモは「設定」→「ゴミ箱」に30日間残ります。開いてメモを選び、「復元」をタップしてください。' },
  },
  'notes.restore_purchase': {
    en: { title: 'Premium missing after reinstalling', keywords: ['restore purchase', 'premium is gone', 'premium disappeared', 'lost premium', 'premium gone', 'reinstall', 'paid for premium', 'get it back'], examples: ['I reinstalled and premium is gone', 'premium disappeared after I reset my phone, how do I get it back?'], body: 'Open Settings → Premium → Restore purchase while signed in to the store account you paid with; Premium comes back at once.' },
    de: { title: 'Premium nach Neuinstallation weg', keywords: ['kauf wiederherstellen', 'premium weg', 'premium verschwunden', 'neu installiert'], examples: ['nach der Neuinstallation ist Premium weg'], body: 'Öffnen Sie Einstellungen → Premium → Kauf wiederherstellen, angemeldet mit dem Store-Konto, mit dem Sie bezahlt haben; Premium ist sofort wieder da.' },
    es: { title: 'Premium desapareció al reinstalar', keywords: ['restaurar compra', 'premium desapareció', 'reinstalé', 'ya no tengo premium'], examples: ['reinstalé la app y ya no tengo premium'], body: 'Abre Ajustes → Premium → Restaurar compra con la cuenta de la tienda con la que pagaste; Premium vuelve al momento.' },
    fr: { title: 'Premium disparu après réinstallation', keywords: ['restaurer', 'premium disparu', 'réinstallé', "je n'ai plus premium"], examples: ["j'ai réinstallé l'app et premium a disparu"], body: "Ouvrez Réglages → Premium → Restaurer l'achat avec le compte de la boutique qui a payé ; Premium revient aussitôt." },
    pt: { title: 'Premium sumiu ao reinstalar', keywords: ['restaurar compra', 'premium sumiu', 'reinstalei', 'perdi o premium'], examples: ['reinstalei e o premium sumiu'], body: 'Abra Ajustes → Premium → Restaurar compra com a conta da loja usada no pagamento; o Premium volta na hora.' },
    ja: { title: '再インストール後にプレミアムが消えた', keywords: ['購入を復元', 'プレミアムが消え', '再インストール', '課金が消え'], examples: ['再インストールしたらプレミアムが消えました'], body: '支払いに使ったストアのアカウントで「設定」→「プレミアム」→「購入を復元」をタップすると、すぐにプレミアムが戻ります。' },
  },
  'notes.delete_account': {
    en: { title: 'Deleting your account', keywords: ['delete my account', 'delete account', 'delete my data', 'remove my account', 'close my account'], examples: ['how do I delete my account and all my data?'], body: 'Go to Settings → Account → Delete account. Your account and all your notes are erased from our servers within 30 days.' },
    de: { title: 'Konto löschen', keywords: ['konto löschen', 'account löschen', 'daten löschen'], examples: ['wie lösche ich mein Konto?'], body: 'Unter Einstellungen → Konto → Konto löschen. Ihr Konto und alle Notizen werden innerhalb von 30 Tagen von unseren Servern gelöscht.' },
    es: { title: 'Eliminar la cuenta', keywords: ['eliminar mi cuenta', 'borrar mi cuenta', 'borrar mis datos', 'eliminar cuenta'], examples: ['¿cómo elimino mi cuenta?'], body: 'Ve a Ajustes → Cuenta → Eliminar cuenta. Tu cuenta y todas tus notas se borran de nuestros servidores en 30 días.' },
    fr: { title: 'Supprimer son compte', keywords: ['supprimer mon compte', 'supprimer le compte', 'supprimer mes données'], examples: ['comment supprimer mon compte ?'], body: 'Allez dans Réglages → Compte → Supprimer le compte. Votre compte et toutes vos notes sont effacés de nos serveurs sous 30 jours.' },
    pt: { title: 'Excluir a conta', keywords: ['excluir minha conta', 'apagar minha conta', 'deletar conta', 'apagar meus dados'], examples: ['como excluo minha conta?'], body: 'Vá em Ajustes → Conta → Excluir conta. Sua conta e todas as suas notas são apagadas dos nossos servidores em até 30 dias.' },
    ja: { title: 'アカウントの削除', keywords: ['アカウント削除', 'アカウントを削除', '退会', 'データを削除'], examples: ['アカウントを削除するにはどうすればいいですか'], body: '「設定」→「アカウント」→「アカウントを削除」から削除できます。アカウントとすべてのメモは30日以内にサーバーから消去されます。' },
  },
  'notes.privacy': {
    en: { title: 'What Notes Pro collects', keywords: ['privacy', 'my data', 'sell', 'location', 'permissions', 'contacts', 'camera', 'tracking', 'encrypted', 'who can read'], examples: ['why does a notes app need my location?', 'do you sell my data?'], body: 'Notes Pro never sells data and shows no tracking ads. It asks for the camera only to scan documents and for location only if you add places to notes; both are optional. Your notes are encrypted in transit and at rest.' },
    de: { title: 'Was Notes Pro erfasst', keywords: ['datenschutz', 'meine daten', 'verkauf', 'standort', 'berechtigung', 'kontakte', 'kamera'], examples: ['warum braucht eine Notiz-App meinen Standort?'], body: 'Notes Pro verkauft keine Daten und zeigt keine Tracking-Werbung. Die Kamera wird nur zum Scannen genutzt, der Standort nur, wenn Sie Orte zu Notizen hinzufügen; beides ist freiwillig. Ihre Notizen werden verschlüsselt übertragen und gespeichert.' },
    es: { title: 'Qué recopila Notes Pro', keywords: ['privacidad', 'mis datos', 'venden', 'ubicación', 'permisos', 'contactos', 'cámara'], examples: ['¿por qué una app de notas necesita mi ubicación?'], body: 'Notes Pro no vende datos ni muestra anuncios con seguimiento. Usa la cámara solo para escanear documentos y la ubicación solo si añades lugares a tus notas; ambas son opcionales. Tus notas van cifradas en tránsito y en reposo.' },
    fr: { title: 'Ce que Notes Pro collecte', keywords: ['confidentialité', 'mes données', 'vendez', 'localisation', 'autorisations', 'contacts', 'caméra'], examples: ["pourquoi une app de notes a besoin de ma localisation ?"], body: "Notes Pro ne vend aucune donnée et n'affiche aucune publicité ciblée. La caméra sert uniquement à scanner des documents et la localisation seulement si vous ajoutez des lieux à vos notes ; les deux sont facultatives. Vos notes sont chiffrées en transit et au repos." },
    pt: { title: 'O que o Notes Pro coleta', keywords: ['privacidade', 'meus dados', 'vendem', 'localização', 'permissões', 'contatos', 'câmera'], examples: ['por que um app de notas precisa da minha localização?'], body: 'O Notes Pro não vende dados nem mostra anúncios com rastreamento. Usa a câmera só para digitalizar documentos e a localização só se você adicionar lugares às notas; ambas são opcionais. Suas notas são criptografadas no envio e no armazenamento.' },
    ja: { title: 'Notes Proが収集する情報', keywords: ['プライバシー', '個人情報', 'データを売', '位置情報', '権限', '連絡先', 'カメラ'], examples: ['なぜメモアプリに位置情報が必要なのですか'], body: 'Notes Proはデータを販売せず、トラッキング広告も表示しません。カメラは書類のスキャン時のみ、位置情報はメモに場所を追加する場合のみ使用し、どちらも任意です。メモは通信時・保存時ともに暗号化されています。' },
  },
  'notes.offline': {
    en: { title: 'Using Notes Pro offline', keywords: ['offline', 'without internet', 'no internet', 'no connection', 'airplane mode', 'on a plane'], examples: ['does it work offline?', 'can I use it without internet?'], body: 'Yes: Notes Pro works fully offline. Your changes sync as soon as you are back online.' },
    de: { title: 'Offline nutzen', keywords: ['offline', 'ohne internet', 'kein internet', 'flugmodus'], examples: ['funktioniert die App offline?'], body: 'Ja: Notes Pro funktioniert vollständig offline. Ihre Änderungen werden synchronisiert, sobald Sie wieder online sind.' },
    es: { title: 'Usar Notes Pro sin conexión', keywords: ['sin conexión', 'sin internet', 'offline', 'modo avión'], examples: ['¿funciona sin internet?'], body: 'Sí: Notes Pro funciona sin conexión. Los cambios se sincronizan en cuanto vuelves a estar en línea.' },
    fr: { title: 'Utiliser Notes Pro hors ligne', keywords: ['hors ligne', 'sans internet', 'sans connexion', 'offline', 'mode avion'], examples: ['est-ce que ça marche hors ligne ?'], body: 'Oui : Notes Pro fonctionne entièrement hors ligne. Vos modifications se synchronisent dès que vous êtes de nouveau connecté.' },
    pt: { title: 'Usar o Notes Pro offline', keywords: ['offline', 'sem internet', 'sem conexão', 'modo avião'], examples: ['funciona sem internet?'], body: 'Sim: o Notes Pro funciona totalmente offline. As alterações sincronizam assim que você volta a ficar online.' },
    ja: { title: 'オフラインでの利用', keywords: ['オフライン', 'ネットなし', '圏外', '機内モード'], examples: ['オフラインでも使えますか'], body: 'はい、Notes Proはオフラインでもすべての機能が使えます。オンラインに戻るとすぐに変更が同期されます。' },
  },
  'run.watch': {
    en: { title: 'Supported watches', keywords: ['watch', 'apple watch', 'wear os', 'garmin', 'smartwatch', 'fitbit', 'galaxy watch'], examples: ['does this work on Apple Watch?', 'does it work with my Garmin?'], body: 'StrideRun has apps for Apple Watch and Wear OS watches. Garmin watches are not supported directly, but you can export your runs to Garmin Connect in Settings → Connections.' },
    de: { title: 'Unterstützte Uhren', keywords: ['uhr', 'apple watch', 'wear os', 'garmin', 'smartwatch'], examples: ['funktioniert die App mit der Apple Watch?'], body: 'StrideRun gibt es für die Apple Watch und für Wear-OS-Uhren. Garmin-Uhren werden nicht direkt unterstützt, aber Sie können Ihre Läufe unter Einstellungen → Verbindungen zu Garmin Connect exportieren.' },
    es: { title: 'Relojes compatibles', keywords: ['reloj', 'apple watch', 'wear os', 'garmin', 'smartwatch'], examples: ['¿funciona con el Apple Watch?'], body: 'StrideRun tiene app para Apple Watch y relojes Wear OS. Los relojes Garmin no son compatibles directamente, pero puedes exportar tus carreras a Garmin Connect en Ajustes → Conexiones.' },
    fr: { title: 'Montres compatibles', keywords: ['montre', 'apple watch', 'wear os', 'garmin', 'smartwatch'], examples: ["est-ce que ça marche avec l'Apple Watch ?"], body: "StrideRun a une app pour l'Apple Watch et les montres Wear OS. Les montres Garmin ne sont pas prises en charge directement, mais vous pouvez exporter vos courses vers Garmin Connect dans Réglages → Connexions." },
    pt: { title: 'Relógios compatíveis', keywords: ['relógio', 'relogio', 'apple watch', 'wear os', 'garmin', 'smartwatch'], examples: ['funciona no Apple Watch?'], body: 'O StrideRun tem app para Apple Watch e relógios Wear OS. Relógios Garmin não são compatíveis diretamente, mas você pode exportar suas corridas para o Garmin Connect em Ajustes → Conexões.' },
    ja: { title: '対応しているウォッチ', keywords: ['ウォッチ', 'apple watch', 'wear os', 'garmin', 'ガーミン', 'スマートウォッチ'], examples: ['Apple Watchで使えますか'], body: 'StrideRunはApple WatchとWear OSのウォッチに対応しています。Garminには直接対応していませんが、「設定」→「連携」からGarmin Connectへランを書き出せます。' },
  },
  'run.strava': {
    en: { title: 'Connecting Strava', keywords: ['strava'], examples: ['how do I connect Strava?', 'can I export runs to strava'], body: 'Go to Settings → Connections → Strava and sign in: every run you finish is uploaded to Strava automatically.' },
  },
  'run.gps': {
    en: { title: 'GPS accuracy', keywords: ['gps', 'accurate', 'accuracy', 'distance is wrong', 'cuts corners'], examples: ['how do I make the GPS more accurate?'], body: 'For the best GPS: wait on the start screen until the GPS dot turns green, keep battery saver off during runs, and allow precise location for StrideRun in your phone settings.' },
  },
  'run.cancel': {
    en: { title: 'Cancelling StrideRun Plus', keywords: ['cancel', 'unsubscribe', 'stop the subscription', 'cancel subscription'], examples: ['how do I cancel my subscription?'], body: 'StrideRun Plus is cancelled in your store account: on Android, Google Play → Profile → Payments & subscriptions → Subscriptions; on iPhone, Settings → your name → Subscriptions.' },
  },
  'run.delete_account': {
    en: { title: 'Deleting your account', keywords: ['delete my account', 'delete account', 'delete my data', 'remove my account'], examples: ['how do I delete my account?'], body: 'Go to Settings → Account → Delete account. Your account and every run are erased from our servers within 30 days; cancel StrideRun Plus in your store account as well.' },
  },
  'game.progress': {
    en: { title: 'Keeping your progress on a new phone', keywords: ['new phone', 'progress', 'new device', 'transfer', 'keep my levels', 'cloud save'], examples: ['how do I keep my levels on a new phone?', 'how do I move my progress to a new phone?'], body: 'Open Settings → Cloud save and connect an account on your old phone, then sign in with the same account on the new one: your levels, coins and purchases come with you.' },
    de: { title: 'Fortschritt aufs neue Handy', keywords: ['neues handy', 'fortschritt', 'level', 'übertragen'], examples: ['wie nehme ich meinen Fortschritt aufs neue Handy mit?'], body: 'Öffnen Sie Einstellungen → Cloud-Speicher und verbinden Sie auf dem alten Handy ein Konto; melden Sie sich auf dem neuen mit demselben Konto an: Level, Münzen und Käufe kommen mit.' },
    es: { title: 'Mantener el progreso en un móvil nuevo', keywords: ['móvil nuevo', 'movil nuevo', 'progreso', 'niveles', 'transferir'], examples: ['¿cómo paso mi progreso a un móvil nuevo?'], body: 'Abre Ajustes → Guardado en la nube y conecta una cuenta en el móvil antiguo; luego inicia sesión con la misma cuenta en el nuevo: tus niveles, monedas y compras se mantienen.' },
    fr: { title: 'Garder sa progression sur un nouveau téléphone', keywords: ['nouveau téléphone', 'progression', 'niveaux', 'transférer'], examples: ['comment garder ma progression sur un nouveau téléphone ?'], body: 'Ouvrez Réglages → Sauvegarde cloud et connectez un compte sur l’ancien téléphone, puis connectez-vous avec le même compte sur le nouveau : niveaux, pièces et achats vous suivent.' },
    pt: { title: 'Manter o progresso no celular novo', keywords: ['celular novo', 'progresso', 'níveis', 'fases', 'transferir'], examples: ['como passo meu progresso para o celular novo?'], body: 'Abra Ajustes → Salvar na nuvem e conecte uma conta no celular antigo; depois entre com a mesma conta no novo: níveis, moedas e compras vão junto.' },
    ja: { title: '機種変更でデータを引き継ぐ', keywords: ['機種変', '引き継', 'データ移行', '新しいスマホ', 'レベル'], examples: ['機種変更したらデータを引き継げますか'], body: '古い端末で「設定」→「クラウドセーブ」からアカウントを連携し、新しい端末で同じアカウントにログインしてください。レベル・コイン・購入内容が引き継がれます。' },
  },
  'game.remove_ads': {
    en: { title: 'What Remove ads includes', keywords: ['remove ads', 'ad-free', 'ad free', 'reward videos', 'ads purchase'], examples: ['if I buy remove ads does it also remove the reward videos?'], body: '"Remove ads" removes every ad that plays on its own. Reward videos stay available, but only when you choose to watch one for coins or lives.' },
  },
  'game.lives': {
    en: { title: 'How lives refill', keywords: ['lives', 'life', 'hearts', 'refill'], examples: ['how long does it take for lives to refill?'], body: 'One life refills every 30 minutes, up to 5. You can also get a life from a reward video or from the daily rewards.' },
  },
  'game.restore_purchase': {
    en: { title: 'Purchases missing after reinstalling', keywords: ['restore purchase', 'purchases gone', 'reinstall', 'remove ads is gone', 'ads came back'], examples: ['I reinstalled and my purchases are gone'], body: 'Open Settings → Shop → Restore purchases while signed in to the store account you paid with; your purchases come back at once.' },
  },
}

/** The Answers an app of the corpus keeps, in every language the team wrote them in. */
export function corpusAnswers(app: string): TeamAnswer[] {
  return Object.entries(ANSWERS)
    .filter(([id]) => id.startsWith(`${app}.`))
    .flatMap(([id, texts]) => Object.entries(texts).map(([language, t]) => ({ id: `${id}:${language}`, language, ...t })))
}

/** The Answer ids whose text exists in a language: what a question labelled with the id must get. */
export function hasAnswer(id: string, language: string): boolean {
  return ANSWERS[id]?.[language] !== undefined
}
