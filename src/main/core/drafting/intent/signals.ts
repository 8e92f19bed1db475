import type { IntentSignals } from './types'

/**
 * Intent phrases per language. Request phrases come first in the text they introduce, so the
 * words after one name the feature ("please add | dark mode"); `fillers` are the words to skip
 * before the feature starts.
 */
export const SIGNALS: Record<string, IntentSignals> = {
  en: {
    refund: ['refund', 'money back', 'charged twice', 'double charged', 'charged me twice', 'charged again', 'unauthorized charge', 'cancel my subscription', 'cancelled but', 'canceled but', 'still charged', 'want my money'],
    request: ['please add', 'pls add', 'could you add', 'can you add', 'would be nice', 'would be great', 'would love', "i'd love", 'i wish', 'wish it had', 'wish there was', 'it needs', 'needs an option', 'should add', 'add an option', 'add support for', 'feature request', 'suggestion:'],
    question: ['how do i', 'how can i', 'how to', 'is there a way', 'is there any way', 'is it possible', 'can i ', 'where can i', 'where is', 'does it support', 'does anyone know'],
    contrast: ['but ', 'however', 'except', 'only problem', 'only issue', 'one problem', 'one issue', 'unfortunately', 'since the update', 'since the last update', 'after the update', 'after the latest update', 'please fix', 'pls fix', 'lately', 'annoying', 'frustrating', 'every time', 'keeps crashing', 'keeps', "doesn't", 'does not', "won't", "can't", 'cannot', 'not working', 'stopped working', 'terrible', 'useless'],
    fillers: ['a', 'an', 'the', 'some', 'to', 'it', 'there', 'was', 'were', 'is', 'had', 'have', 'has', 'could', 'would', 'you', 'option', 'an option', 'ability', 'the ability', 'support', 'for', 'of', 'feature', 'please', 'add', 'maybe', 'also'],
  },
  de: {
    refund: ['erstattung', 'erstatten', 'geld zurück', 'geld zurueck', 'doppelt abgebucht', 'zweimal abgebucht', 'doppelt berechnet', 'abgebucht obwohl', 'rückerstattung', 'will mein geld'],
    request: ['bitte fügt', 'bitte einbauen', 'bitte noch', 'wäre schön', 'wäre toll', 'wäre super', 'wäre cool', 'wäre klasse', 'ich wünsche mir', 'wünsche mir', 'ich vermisse', 'es fehlt', 'fehlt nur', 'würde mir', 'könntet ihr', 'könnten sie'],
    question: ['wie kann ich', 'wie kann man', 'wie geht', 'gibt es eine möglichkeit', 'gibt es einen', 'gibt es', 'kann man', 'wo finde ich', 'wo kann ich', 'ist es möglich'],
    contrast: ['aber', 'allerdings', 'leider', 'jedoch', 'nur ein problem', 'einziges problem', 'einziger kritikpunkt', 'seit dem update', 'seit dem letzten update', 'nach dem update', 'bitte beheben', 'bitte fixen', 'ärgerlich', 'nervig', 'nervt', 'jedes mal', 'funktioniert nicht', 'geht nicht mehr', 'kann nicht', 'schlecht'],
    fillers: ['ein', 'eine', 'einen', 'einer', 'den', 'die', 'das', 'der', 'noch', 'auch', 'mir', 'mich', 'bitte', 'es', 'wenn', 'man', 'eine option', 'option', 'funktion', 'für', 'fügt', 'hinzu', 'endlich'],
  },
  fr: {
    refund: ['rembours', 'prélevé deux fois', 'débité deux fois', 'facturé deux fois', 'mon argent', 'débité alors', 'prélevé alors'],
    request: ['pourriez-vous ajouter', 'pouvez-vous ajouter', 'ajoutez', 'ajouter un', 'ajouter une', 'serait bien', 'serait top', 'serait génial', 'serait pratique', "j'aimerais", 'il manque', 'manque juste', 'je souhaiterais'],
    question: ['comment faire', 'comment puis-je', 'comment on', 'est-il possible', 'y a-t-il', 'peut-on', 'où trouver', 'où est'],
    contrast: ['mais', 'cependant', 'par contre', 'malheureusement', 'seul problème', 'seul bémol', 'seul souci', 'depuis la mise à jour', 'depuis la dernière mise à jour', 'après la mise à jour', 'merci de corriger', 'agaçant', 'énervant', 'pénible', 'à chaque', 'ne marche pas', 'ne fonctionne pas', 'impossible de'],
    fillers: ['un', 'une', 'le', 'la', 'les', 'des', 'du', 'de', "l'", "d'", 'ajouter', 'avoir', 'option', 'une option', 'pouvoir', 'possibilité', 'la possibilité', 'que', "qu'il", 'y', 'ait', 'juste', 'vraiment'],
  },
  es: {
    refund: ['reembolso', 'devolución', 'devuelvan mi dinero', 'mi dinero', 'cobraron dos veces', 'me cobraron', 'cobro doble', 'doble cobro'],
    request: ['agreguen', 'añadan', 'por favor añadir', 'por favor agregar', 'podrían añadir', 'podrían agregar', 'sería genial', 'sería bueno', 'estaría bien', 'ojalá', 'me gustaría', 'falta', 'les falta'],
    question: ['cómo puedo', 'como puedo', 'cómo hago', 'como hago', 'hay alguna forma', 'hay forma', 'se puede', 'es posible', 'dónde está', 'donde esta'],
    contrast: ['pero', 'sin embargo', 'lamentablemente', 'el único problema', 'único problema', 'desde la actualización', 'desde la última actualización', 'después de la actualización', 'por favor arreglen', 'arreglen', 'molesto', 'frustrante', 'cada vez', 'no funciona', 'no puedo', 'no deja'],
    fillers: ['un', 'una', 'el', 'la', 'los', 'las', 'que', 'tuviera', 'hubiera', 'agregaran', 'añadieran', 'pudiera', 'opción', 'la opción', 'de', 'poder', 'tener', 'algún', 'alguna'],
  },
  pt: {
    refund: ['reembolso', 'estorno', 'meu dinheiro', 'dinheiro de volta', 'cobrado duas vezes', 'cobraram duas vezes', 'cobrança duplicada', 'cobrança indevida'],
    request: ['adicionem', 'adicionar', 'por favor coloquem', 'coloquem', 'seria bom', 'seria ótimo', 'seria legal', 'poderiam adicionar', 'queria que', 'gostaria que', 'gostaria de', 'falta'],
    question: ['como faço', 'como eu faço', 'como posso', 'tem como', 'existe alguma forma', 'é possível', 'onde fica', 'dá para', 'da pra'],
    contrast: ['mas', 'porém', 'porem', 'infelizmente', 'único problema', 'só que', 'depois da atualização', 'desde a atualização', 'após a atualização', 'por favor corrijam', 'corrijam', 'chato', 'irritante', 'toda vez', 'não funciona', 'nao funciona', 'não consigo', 'nao consigo'],
    fillers: ['um', 'uma', 'o', 'a', 'os', 'as', 'de', 'que', 'tivesse', 'houvesse', 'adicionassem', 'opção', 'a opção', 'poder', 'ter'],
  },
  it: {
    refund: ['rimborso', 'rimborsate', 'soldi indietro', 'i miei soldi', 'addebitato due volte', 'addebito doppio', 'doppio addebito'],
    request: ['aggiungete', 'potreste aggiungere', 'per favore aggiungete', 'sarebbe bello', 'sarebbe utile', 'sarebbe fantastico', 'mi piacerebbe', 'vorrei che', 'manca solo', 'manca'],
    question: ['come faccio', 'come posso', "c'è un modo", 'ce un modo', 'è possibile', 'si può', 'dove trovo', 'dove si'],
    contrast: ['ma ', 'però', 'tuttavia', 'purtroppo', 'unico problema', 'unica pecca', "dall'aggiornamento", "dopo l'aggiornamento", "dall'ultimo aggiornamento", 'per favore sistemate', 'sistemate', 'fastidioso', 'irritante', 'ogni volta', 'non funziona', 'non riesco', 'impossibile'],
    fillers: ['un', 'una', 'il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'che', 'ci', 'fosse', 'avere', 'aggiungere', 'opzione', "un'opzione", 'di', 'poter'],
  },
  nl: {
    refund: ['terugbetal', 'geld terug', 'dubbel afgeschreven', 'twee keer afgeschreven', 'twee keer betaald', 'restitutie'],
    request: ['voeg toe', 'graag toevoegen', 'zou fijn zijn', 'zou mooi zijn', 'zou handig zijn', 'zou top zijn', 'ik mis', 'mis ik', 'ontbreekt', 'kunnen jullie', 'ik zou graag'],
    question: ['hoe kan ik', 'hoe moet ik', 'is er een manier', 'is het mogelijk', 'kan ik', 'waar vind ik', 'waar staat'],
    contrast: ['maar', 'helaas', 'echter', 'enige probleem', 'enige minpunt', 'sinds de update', 'sinds de laatste update', 'na de update', 'graag oplossen', 'vervelend', 'irritant', 'elke keer', 'werkt niet', 'lukt niet', 'kan niet'],
    fillers: ['een', 'de', 'het', 'nog', 'wel', 'optie', 'een optie', 'om', 'te', 'als', 'er', 'hebben'],
  },
  pl: {
    refund: ['zwrot pieniędzy', 'zwrot', 'zwróćcie', 'pobrano dwa razy', 'pobraliście dwa razy', 'podwójnie', 'oddajcie pieniądze'],
    request: ['dodajcie', 'proszę dodać', 'przydałby się', 'przydałaby się', 'przydałoby się', 'fajnie by było', 'brakuje', 'chciałbym', 'chciałabym', 'możecie dodać'],
    question: ['jak mogę', 'jak zrobić', 'czy da się', 'czy można', 'czy jest możliwość', 'gdzie znajdę'],
    contrast: ['ale', 'jednak', 'niestety', 'jedyny problem', 'jedyny minus', 'od aktualizacji', 'po aktualizacji', 'od ostatniej aktualizacji', 'proszę naprawić', 'naprawcie', 'irytujące', 'denerwujące', 'za każdym razem', 'nie działa', 'nie mogę'],
    fillers: ['opcję', 'opcja', 'możliwość', 'możliwości', 'mi', 'tylko', 'jeszcze', 'by', 'żeby', 'się'],
  },
  tr: {
    refund: ['iade', 'paramı geri', 'param geri', 'iki kez çekildi', 'iki kere çekildi', 'iki defa ücret', 'ücret iadesi'],
    request: ['eklerseniz', 'eklenirse', 'eklenmeli', 'iyi olur', 'ekleyin', 'eklenmesini', 'eklense', 'olsa çok iyi', 'olsa güzel', 'olsaydı', 'keşke', 'eksik'],
    question: ['nasıl yapabilirim', 'nasıl yapılır', 'nasıl', 'mümkün mü', 'var mı', 'nerede'],
    contrast: ['ama', 'fakat', 'ancak', 'maalesef', 'tek sorun', 'güncellemeden sonra', 'son güncellemeden', 'güncellemeyle', 'lütfen düzeltin', 'düzeltin', 'sinir bozucu', 'her seferinde', 'çalışmıyor', 'açılmıyor', 'olmuyor'],
  },
  ru: {
    refund: ['возврат', 'верните деньги', 'верните мои деньги', 'списали дважды', 'списали два раза', 'двойное списание', 'деньги списали'],
    request: ['добавьте', 'пожалуйста добавьте', 'было бы здорово', 'было бы неплохо', 'было бы удобно', 'хотелось бы', 'не хватает', 'хочу чтобы'],
    question: ['как мне', 'как можно', 'как сделать', 'можно ли', 'есть ли', 'где найти', 'где находится'],
    contrast: ['но ', 'однако', 'к сожалению', 'единственный минус', 'единственная проблема', 'после обновления', 'с последним обновлением', 'после последнего обновления', 'исправьте', 'почините', 'раздражает', 'бесит', 'каждый раз', 'не работает', 'не могу'],
    fillers: ['бы', 'возможность', 'функцию', 'опцию', 'пожалуйста', 'ещё', 'еще', 'чтобы'],
  },
  uk: {
    refund: ['повернення коштів', 'поверніть гроші', 'списали двічі', 'подвійне списання'],
    request: ['додайте', 'було б чудово', 'було б добре', 'хотілося б', 'не вистачає', 'бракує'],
    question: ['як мені', 'як можна', 'чи можна', 'чи є', 'де знайти'],
    contrast: ['але', 'однак', 'на жаль', 'єдиний мінус', 'після оновлення', 'виправте', 'дратує', 'щоразу', 'не працює', 'не можу'],
    fillers: ['б', 'можливість', 'функцію', 'будь ласка', 'ще'],
  },
  ja: {
    refund: ['返金', '二重に請求', '二重請求', '二回請求', 'お金を返して', '勝手に課金'],
    request: ['追加してほしい', '追加して欲しい', '追加してください', 'があれば', 'があると嬉しい', 'があるといい', 'が欲しい', 'がほしい', '対応してほしい', '対応して欲しい', 'してほしい', '欲しいです', 'ほしいです', '希望します'],
    question: ['どうすれば', 'どうやって', '方法はありますか', 'できますか', 'ありますか', 'どこで'],
    contrast: ['ですが', 'けど', 'しかし', 'ただ、', '残念', 'アップデート後', 'アップデートしてから', '更新後', '直してください', '修正してください', '困って', '困ります', 'イライラ', '毎回', 'できません', '使えません'],
  },
  ko: {
    refund: ['환불', '이중 결제', '두 번 결제', '중복 결제', '돈 돌려'],
    request: ['추가해 주세요', '추가해주세요', '추가해 주시면', '있으면 좋겠', '있었으면', '생겼으면', '기능 추가', '지원해 주세요'],
    question: ['어떻게', '방법이 있나요', '가능한가요', '있나요', '어디서'],
    contrast: ['하지만', '그런데', '근데', '다만', '아쉬운', '업데이트 후', '업데이트 이후', '고쳐 주세요', '고쳐주세요', '불편', '짜증', '매번', '안 돼요', '안돼요', '안 됩니다'],
  },
  zh: {
    refund: ['退款', '退钱', '扣了两次', '重复扣费', '扣费两次', '乱扣费'],
    request: ['希望增加', '希望添加', '希望能', '希望可以', '建议增加', '建议添加', '能不能加', '请增加', '请添加', '如果有', '要是有'],
    question: ['怎么', '如何', '有没有办法', '能不能', '可以吗', '在哪里'],
    contrast: ['但是', '不过', '可惜', '可是', '唯一的问题', '更新后', '更新之后', '请修复', '烦人', '烦死', '每次', '不能用', '无法'],
  },
  'zh-Hant': {
    refund: ['退款', '退錢', '扣了兩次', '重複扣款', '重複扣費'],
    request: ['希望增加', '希望新增', '希望能', '希望可以', '建議增加', '建議新增', '能不能加', '請增加', '請新增', '如果有'],
    question: ['怎麼', '如何', '有沒有辦法', '能不能', '可以嗎', '在哪裡'],
    contrast: ['但是', '不過', '可惜', '可是', '唯一的問題', '更新後', '更新之後', '請修復', '困擾', '煩人', '每次', '不能用', '無法'],
  },
  sv: {
    refund: ['återbetalning', 'pengarna tillbaka', 'dragit två gånger', 'debiterad två gånger'],
    request: ['lägg till', 'lägg gärna till', 'vore bra', 'vore toppen', 'vore kul', 'jag saknar', 'saknar', 'önskar'],
    question: ['hur kan jag', 'hur gör jag', 'finns det ett sätt', 'går det att', 'var hittar jag'],
    contrast: ['men', 'tyvärr', 'dock', 'enda problemet', 'sedan uppdateringen', 'efter uppdateringen', 'fixa', 'irriterande', 'varje gång', 'fungerar inte', 'går inte'],
    fillers: ['en', 'ett', 'möjlighet', 'möjligheten', 'att', 'till'],
  },
  da: {
    refund: ['refusion', 'pengene tilbage', 'trukket to gange', 'betalt to gange'],
    request: ['tilføj', 'vil være rart', 'ville være rart', 'ville være fedt', 'jeg savner', 'savner', 'ønsker'],
    question: ['hvordan kan jeg', 'hvordan gør jeg', 'er der en måde', 'kan man', 'hvor finder jeg'],
    contrast: ['men', 'desværre', 'dog', 'eneste problem', 'efter opdateringen', 'siden opdateringen', 'ret venligst', 'irriterende', 'hver gang', 'virker ikke', 'kan ikke'],
    fillers: ['en', 'et', 'mulighed', 'muligheden', 'for', 'at'],
  },
  nb: {
    refund: ['refusjon', 'pengene tilbake', 'trukket to ganger', 'belastet to ganger'],
    request: ['legg til', 'hadde vært fint', 'hadde vært kjekt', 'savner', 'ønsker meg', 'ønsker'],
    question: ['hvordan kan jeg', 'hvordan gjør jeg', 'finnes det en måte', 'kan man', 'hvor finner jeg'],
    contrast: ['men', 'dessverre', 'dog', 'eneste problem', 'etter oppdateringen', 'siden oppdateringen', 'fiks', 'irriterende', 'hver gang', 'fungerer ikke', 'virker ikke'],
    fillers: ['en', 'et', 'mulighet', 'muligheten', 'for', 'å'],
  },
  id: {
    refund: ['refund', 'uang kembali', 'kembalikan uang', 'terpotong dua kali', 'ditagih dua kali'],
    request: ['tolong tambahkan', 'tambahkan', 'mohon ditambahkan', 'semoga ada', 'kalau ada', 'akan lebih baik', 'pengen ada', 'ingin ada'],
    question: ['bagaimana cara', 'gimana cara', 'gimana caranya', 'apakah bisa', 'bisa tidak', 'di mana'],
    contrast: ['tapi', 'tetapi', 'namun', 'sayangnya', 'setelah update', 'sejak update', 'tolong perbaiki', 'mengganggu', 'menyebalkan', 'setiap kali', 'tidak bisa', 'gak bisa'],
    fillers: ['fitur', 'fiturnya', 'opsi', 'untuk'],
  },
  vi: {
    refund: ['hoàn tiền', 'trả lại tiền', 'trừ tiền hai lần', 'bị trừ tiền'],
    request: ['mong thêm', 'hy vọng có', 'hi vọng có', 'nên thêm', 'vui lòng thêm', 'thêm tính năng', 'giá mà có'],
    question: ['làm sao để', 'làm thế nào', 'có cách nào', 'có thể', 'ở đâu'],
    contrast: ['nhưng', 'tuy nhiên', 'tiếc là', 'sau khi cập nhật', 'sau bản cập nhật', 'mong sửa', 'khó chịu', 'mỗi lần', 'không được', 'không thể'],
  },
  th: {
    refund: ['คืนเงิน', 'ตัดเงินสองครั้ง', 'หักเงินซ้ำ'],
    request: ['อยากให้เพิ่ม', 'ช่วยเพิ่ม', 'อยากให้มี', 'ถ้ามี', 'ขอให้เพิ่ม'],
    question: ['ทำยังไง', 'ทำอย่างไร', 'ได้ไหม', 'มีวิธี', 'อยู่ตรงไหน'],
    contrast: ['แต่', 'เสียดาย', 'หลังอัปเดต', 'หลังจากอัปเดต', 'ช่วยแก้', 'น่ารำคาญ', 'ทุกครั้ง', 'ใช้ไม่ได้'],
  },
  ar: {
    refund: ['استرداد', 'استرجاع المبلغ', 'ارجاع المبلغ', 'خصم مرتين', 'سحب مرتين'],
    request: ['اتمني اضافة', 'ارجو اضافة', 'يرجي اضافة', 'اضيفوا', 'ياريت', 'يا ريت', 'لو يتم اضافة', 'ينقصه'],
    question: ['كيف يمكنني', 'كيف اقدر', 'هل يمكن', 'هل توجد طريقة', 'اين اجد'],
    contrast: ['لكن', 'ولكن', 'للاسف', 'بعد التحديث', 'منذ التحديث', 'ارجو اصلاح', 'مزعج', 'كل مرة', 'لا يعمل'],
  },
  hi: {
    refund: ['रिफंड', 'पैसे वापस', 'दो बार पैसे कट', 'दो बार चार्ज'],
    request: ['जोड़ दें', 'जोड़ें', 'ऐड करें', 'होना चाहिए', 'होता तो', 'चाहिए'],
    question: ['कैसे करें', 'कैसे कर सकता', 'क्या कोई तरीका', 'कहाँ मिलेगा'],
    contrast: ['लेकिन', 'पर ', 'मगर', 'अपडेट के बाद', 'कृपया ठीक', 'परेशानी', 'हर बार', 'काम नहीं'],
  },
  ro: {
    refund: ['rambursare', 'banii înapoi', 'returnați banii', 'taxat de două ori', 'debitat de două ori'],
    request: ['adăugați', 'vă rog adăugați', 'ar fi bine', 'ar fi util', 'ar fi super', 'îmi lipsește', 'lipsește'],
    question: ['cum pot', 'cum fac', 'există o modalitate', 'se poate', 'unde găsesc'],
    contrast: ['dar', 'însă', 'totuși', 'din păcate', 'după actualizare', 'de la actualizare', 'vă rog reparați', 'enervant', 'de fiecare dată', 'nu merge', 'nu funcționează'],
    fillers: ['un', 'o', 'opțiunea', 'opțiune', 'posibilitatea', 'de', 'să'],
  },
}
