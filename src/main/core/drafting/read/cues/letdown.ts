import { RISEN, TAKEN } from './taken'
import type { Cues } from './types'

/**
 * How people say an app let them down without a word of blame, and how they praise with one,
 * per language. Merged into each language's cues (see `withLetdowns`), kept apart because
 * they are one kind of reading: the sentiment that no single word carries.
 * - `letdown`: expectations missed ("expected more"), not worth it, giving up the app for
 *   paper, the old version preferred: complaints.
 * - `removed`: "why did you remove…": a point made, not a question to answer.
 * - `content`: praise put in negative words ("no complaints", "can't live without it").
 * - `formerly`: a word that puts praise in the past ("used to be my favourite", "früher",
 *   "以前は"): praise said of what the app was is a complaint about what it is.
 */
interface Letdowns {
  letdown: readonly string[]
  /** Nouns of trouble ("problem", "Fehler", "masalah"): denied by a negator anywhere before them in the clause. */
  troubles: readonly string[]
  /** "Favourite": praise of its own, and what a reviewer says the app once was. */
  favourite?: readonly string[]
  removed: readonly string[]
  content: readonly string[]
  formerly: readonly string[]
  /** Words that put praise in the past only when they open the clause (Indonesian "dulu", also "first"). */
  opening?: readonly string[]
}

const LETDOWNS: Record<string, Letdowns> = {
  en: {
    troubles: ['problem', 'problems', 'issue', 'issues', 'bug', 'bugs', 'glitch', 'glitches', 'complaint', 'complaints'],
    favourite: ['favourite', 'favorite', 'fave'],
    letdown: ['deleted it after', 'uninstalled it after', 'expected more', 'expected better', 'expected much more', 'not what i expected', 'back to pen and paper', 'back to paper', 'back to using paper', 'back to a paper', 'old version was better', 'old one was better', 'previous version was better', 'not worth the money', 'not worth the price', 'not worth paying', 'not worth it'],
    removed: ['who thought', 'did anyone test', 'did anyone even test', 'who designed', 'who approved', 'who came up with', 'whose idea', 'why would you remove', 'why did you remove', 'why remove', 'why did you take away', 'why take away', 'why did you get rid of', 'why get rid of', 'why did you kill', 'where did it go', 'where did they go', 'where has it gone', 'where have they gone', 'where did the', 'what happened to the'],
    content: ['never let me down', "hasn't let me down", 'hasnt let me down', 'never failed me', "couldn't be happier", 'could not be happier', 'couldnt be happier', 'no complaints', 'no complaint', 'nothing to complain about', 'nothing to dislike', 'nothing to fault', 'nothing bad to say', "can't live without", 'cant live without', 'cannot live without', "couldn't live without", 'couldnt live without', 'no problems at all', 'no issues at all', 'not a single issue', 'not a single problem', 'zero issues', 'zero complaints', 'zero problems', 'never had a problem', 'never had an issue', 'not bad at all', "can't fault", 'cant fault', 'cannot fault', "can't complain", 'cant complain'],
    formerly: ['used to be', 'used to love', 'once my', 'was once', 'once was', 'was my favourite', 'was my favorite', 'was my go to', 'was my go-to'],
  },
  de: {
    troubles: ['problem', 'probleme', 'fehler', 'bug', 'bugs', 'beschwerden'],
    favourite: ['lieblings'],
    letdown: ['mehr erwartet', 'hatte mir mehr', 'hätte mir mehr', 'mehr versprochen', 'nicht das geld wert', 'ist es nicht wert', 'lohnt sich nicht', 'zurück zu stift und papier', 'zurück zu papier', 'zurück zum papier', 'zettel und stift', 'stift und papier', 'alte version war besser', 'die alte version war', 'vorherige version war besser'],
    removed: ['wer hat sich', 'wer kam auf', 'hat das jemand getestet', 'wer hat das getestet', 'wessen idee', 'warum habt ihr', 'wieso habt ihr', 'weshalb habt ihr', 'warum wurde', 'wieso wurde', 'warum entfernt', 'wieso entfernt'],
    content: ['nie im stich gelassen', 'noch nie im stich', 'ohne die app', 'ohne diese app', 'keine beschwerden', 'nichts zu meckern', 'nichts zu bemängeln', 'nichts auszusetzen', 'kann nicht mehr ohne', 'nicht mehr ohne', 'möchte sie nicht missen', 'möchte ich nicht missen', 'kein problem', 'keine probleme', 'nicht schlecht'],
    formerly: ['früher', 'war mal', 'war einmal', 'war einst', 'einst meine'],
  },
  es: {
    troubles: ['problema', 'problemas', 'fallo', 'fallos', 'error', 'errores', 'queja', 'quejas'],
    favourite: ['favorita', 'favorito'],
    letdown: ['esperaba más', 'esperaba mas', 'esperaba mucho más', 'esperaba algo más', 'me esperaba más', 'esperaba mejor', 'no vale la pena', 'no merece la pena', 'no vale lo que cuesta', 'vuelvo al papel', 'vuelta al papel', 'papel y boli', 'papel y lápiz', 'papel y lapiz', 'la versión anterior era mejor', 'la versión vieja era mejor', 'la versión antigua era mejor'],
    removed: ['quién pensó', 'a quién se le ocurrió', 'alguien probó', 'quién diseñó', 'de quién fue la idea', 'para qué quitaron', 'para que quitaron', 'por qué quitaron', 'por que quitaron', 'por qué eliminaron', 'por qué quitasteis', 'por qué han quitado', 'por qué sacaron', 'qué pasó con los', 'qué pasó con el', 'qué pasó con la', 'dónde quedó el', 'dónde quedó la', 'dónde quedaron los'],
    content: ['nunca me ha fallado', 'nunca me falló', 'nunca me ha dejado tirado', 'no puedo pedir más', 'sin fallos', 'ninguna queja', 'sin quejas', 'nada que objetar', 'nada que reprochar', 'no puedo vivir sin', 'ningún problema', 'ningun problema', 'sin problemas', 'no está nada mal'],
    formerly: ['antes era', 'era mi', 'solía ser', 'solia ser', 'antes me encantaba'],
  },
  fr: {
    troubles: ['problème', 'problèmes', 'souci', 'soucis', 'bug', 'bugs', 'plainte'],
    favourite: ['préférée', 'préféré', 'preferee', 'prefere'],
    letdown: ['attendais mieux', 'attendais plus', 'attendais à mieux', 'attendais à plus', 'attendais beaucoup plus', 'déçu', 'ne vaut pas le coup', 'vaut pas le coup', 'ne vaut pas son prix', 'vaut pas le prix', 'retour au papier', 'papier et crayon', 'papier crayon', 'stylo et papier', 'papier et stylo', "l'ancienne version était mieux", "l'ancienne version était meilleure", 'ancienne version était', '=bof'],
    removed: ['qui a validé', "qui a eu l'idée", 'qui a eu l’idée', "personne n'a testé", 'personne n’a testé', 'qui a testé', 'pourquoi avoir supprimé', 'pourquoi avez-vous supprimé', 'pourquoi avez vous supprimé', 'pourquoi avoir retiré', 'pourquoi avez-vous retiré', 'pourquoi retirer', 'pourquoi enlever', 'pourquoi avoir enlevé', 'pourquoi supprimer', 'où sont passés les', 'où sont passées les', 'où est passé le', 'où est passée la'],
    content: ['jamais laissé tomber', 'jamais déçu', 'jamais eu de souci', 'jamais eu de problème', 'rien à dire', 'aucun souci', 'aucun problème', 'aucune plainte', "m'en passer", 'm’en passer', 'pas mal du tout', 'rien à reprocher'],
    formerly: ["c'était mon", 'c’était mon', "c'était ma", 'autrefois', 'avant c’était', "avant c'était", 'jadis'],
  },
  it: {
    troubles: ['problema', 'problemi', 'errore', 'errori', 'bug', 'lamentela', 'lamentele'],
    favourite: ['preferita', 'preferito'],
    letdown: ['aspettavo di più', 'aspettavo di piu', 'aspettavo meglio', 'aspettavo molto di più', 'non vale la pena', 'non ne vale la pena', 'non vale i soldi', 'torno a carta e penna', 'carta e penna', 'versione vecchia era meglio', 'vecchia versione era meglio', 'versione precedente era meglio'],
    removed: ['chi ha progettato', 'chi ha pensato', "chi ha avuto l'idea", 'chi ha avuto l’idea', 'qualcuno ha testato', 'perché avete tolto', 'perche avete tolto', 'perché avete rimosso', 'perche avete rimosso', 'perché togliere', 'perché avete eliminato'],
    content: ['mai delusa', 'mai deluso', 'mai tradito', 'mai avuto un problema', 'mai avuto problemi', 'nessun problema', 'niente da dire', 'nulla da dire', 'nessuna lamentela', 'farne a meno', 'niente da ridire', 'nulla da ridire', 'non male'],
    formerly: ['era la mia', 'era il mio', 'prima era', 'una volta era'],
  },
  nl: {
    troubles: ['probleem', 'problemen', 'fout', 'fouten', 'klacht', 'klachten', 'bug', 'bugs'],
    favourite: ['favoriete', 'favoriet'],
    letdown: ['meer van verwacht', 'meer verwacht', 'had meer verwacht', 'niet de moeite waard', 'het geld niet waard', 'terug naar pen en papier', 'pen en papier', 'terug naar papier', 'oude versie was beter', 'vorige versie was beter'],
    removed: ['wie bedenkt', 'wie heeft dit bedacht', 'wie heeft dat bedacht', 'heeft iemand dit getest', 'waarom hebben jullie', 'waarom is de', 'waarom weggehaald', 'waarom verwijderd'],
    content: ['nooit in de steek gelaten', 'nooit een probleem gehad', 'nooit problemen gehad', 'geen klachten', 'niks op aan te merken', 'niets op aan te merken', 'kan niet meer zonder', 'geen problemen', 'geen enkel probleem', 'niet slecht'],
    formerly: ['was ooit', 'vroeger', 'was eens'],
  },
  pl: {
    troubles: ['problem', 'problemu', 'problemów', 'problemy', 'błąd', 'błędów', 'zastrzeżeń'],
    favourite: ['ulubiona', 'ulubiony', 'ulubioną'],
    letdown: ['spodziewałem się więcej', 'spodziewałam się więcej', 'spodziewałem się czegoś więcej', 'oczekiwałem więcej', 'oczekiwałam więcej', 'oczekiwałem więcej', 'nie warto', 'nie jest warta', 'nie jest warte', 'wracam do kartki', 'kartka i długopis', 'kartki i długopisu', 'stara wersja była lepsza', 'poprzednia wersja była lepsza'],
    removed: ['kto zaprojektował', 'kto wymyślił', 'kto testował', 'po co usunęliście', 'dlaczego usunęliście', 'czemu usunęliście', 'po co usuwać', 'czemu zabraliście', 'dlaczego zabraliście'],
    content: ['nigdy mnie nie zawiodła', 'nigdy mnie nie zawiódł', 'nie zawiodła mnie', 'nigdy nie miałem problemu', 'nigdy nie miałam problemu', 'bez zarzutu', 'żadnych zastrzeżeń', 'nie mam zastrzeżeń', 'nie mogę się oderwać', 'nie wyobrażam sobie bez', 'bez problemów', 'nie mogę bez', 'nie jest źle'],
    formerly: ['kiedyś', 'dawniej', 'była moja', 'był mój', 'była to moja'],
  },
  pt: {
    troubles: ['problema', 'problemas', 'erro', 'erros', 'bug', 'bugs', 'reclamação'],
    favourite: ['favorito', 'favorita'],
    letdown: ['esperava mais', 'esperava bem mais', 'esperava muito mais', 'esperava algo melhor', 'não vale a pena', 'nao vale a pena', 'não vale o preço', 'voltei pro papel', 'voltei para o papel', 'voltar pro papel', 'papel e caneta', 'a versão antiga era melhor', 'versão anterior era melhor'],
    removed: ['quem achou', 'quem teve a ideia', 'quem pensou', 'alguém testou', 'por que tiraram', 'porque tiraram', 'pq tiraram', 'por que removeram', 'pq removeram', 'por que retiraram', 'por que tiraram'],
    content: ['nunca me deixou na mão', 'nunca me decepcionou', 'nunca tive problema', 'nenhum problema', 'do que reclamar', 'nada a reclamar', 'sem reclamações', 'não vivo sem', 'nao vivo sem', 'não é ruim'],
    formerly: ['era meu', 'era minha', 'era o meu', 'era a minha', 'já foi', 'costumava ser'],
  },
  ru: {
    troubles: ['проблем', 'проблемы', 'ошибок', 'ошибки', 'сбоев', 'сбоя', 'багов', 'претензий'],
    favourite: ['любимое', 'любимым', 'любимая', 'любимый', 'любимой'],
    letdown: ['ожидал большего', 'ожидала большего', 'ожидал лучшего', 'ожидала лучшего', 'не стоит своих денег', 'не стоит денег', 'не стоит того', 'вернулся к бумаж', 'вернулась к бумаж', 'бумага и ручка', 'бумаге и ручке', 'старая версия была лучше', 'прошлая версия была лучше'],
    removed: ['кто вообще тестировал', 'кто придумал', 'кто тестировал', 'кто это придумал', 'зачем убрали', 'зачем удалили', 'почему убрали', 'почему удалили', 'зачем вы убрали', 'зачем вы удалили'],
    content: ['ни разу не подвело', 'ни разу не подвел', 'ни разу не подвёл', 'не подводит', 'ни разу не подвела', 'никаких проблем', 'претензий нет', 'нет претензий', 'не могу оторваться', 'не могу без', 'без нареканий', 'жить не могу без'],
    formerly: ['было мое', 'было моё', 'был мой', 'была моя', 'было моим', 'был моим', 'была моей', 'раньше', 'когда-то', 'когда то'],
  },
  uk: {
    troubles: ['проблем', 'проблеми', 'помилок', 'збоїв', 'збою', 'багів', 'претензій'],
    favourite: ['улюблений', 'улюблена', 'улюблене', 'улюбленим', 'улюбленою'],
    letdown: ['очікувала більшого', 'очікував більшого', 'чекав більшого', 'чекала більшого', 'не варта своїх грошей', 'не варта грошей', 'не варте', 'не вартий', 'не варта', 'повертаюся до паперу', 'повернулася до паперу', 'повернувся до паперу', 'папір і ручк', 'паперу і ручки', 'стара версія була кращ'],
    removed: ['хто взагалі тестував', 'хто придумав', 'хто тестував', 'навіщо прибрали', 'навіщо видалили', 'чому прибрали', 'чому видалили', 'навіщо ви прибрали'],
    content: ['жодного разу не підвів', 'жодного разу не підвела', 'жодного разу не підвело', 'не підводить', 'жодних проблем', 'претензій немає', 'не можу відірватися', 'не можу без', 'без нарікань'],
    formerly: ['був мій', 'була моя', 'було моє', 'раніше', 'колись'],
  },
  sv: {
    troubles: ['problem', 'fel', 'buggar', 'klagomål'],
    favourite: ['favorit'],
    letdown: ['förväntat mig mer', 'hade förväntat', 'förväntade mig mer', 'inte värt pengarna', 'inte värt det', 'inte värd pengarna', 'tillbaka till papper', 'papper och penna', 'gamla versionen var bättre', 'förra versionen var bättre'],
    removed: ['vem testade', 'vem kom på', 'vem tyckte', 'varför tog ni bort', 'varför har ni tagit bort', 'varför togs', 'varför ta bort'],
    content: ['aldrig svikit', 'aldrig haft problem', 'aldrig haft några problem', 'inga problem', 'inget att klaga på', 'inga klagomål', 'kan inte vara utan', 'klarar mig inte utan', 'inte dåligt'],
    formerly: ['förut', 'var en gång', 'var min favorit'],
  },
  tr: {
    troubles: ['sorun', 'sorunu', 'hata', 'problem', 'şikayet'],
    favourite: ['favori'],
    letdown: ['daha fazlasını bekliyordum', 'daha iyisini bekliyordum', 'beklentimi karşılamadı', 'beklediğim gibi değil', 'paraya değmez', 'değmez', 'kağıt kaleme geri döndüm', 'kağıda geri döndüm', 'deftere geri döndüm', 'kağıt kaleme geri', 'kağıt kaleme', 'kağıda kaleme', 'kağıt kalem', 'eski sürüm daha iyiydi', 'eski versiyon daha iyiydi'],
    removed: ['kim test etti', 'kimin fikri', 'kim düşündü', 'neden kaldırdınız', 'niye kaldırdınız', 'neden kaldırıldı', 'niye kaldırıldı', 'neden sildiniz'],
    content: ['hiç sorun çıkarmadı', 'yarı yolda bırakmadı', 'hiç sorun yaşamadım', 'hiçbir sorun yok', 'şikayetim yok', 'sorunsuz', 'vazgeçemiyorum', 'fena değil'],
    formerly: ['eskiden', 'önceden', 'bir zamanlar'],
  },
  ar: {
    troubles: ['مشكلة', 'مشاكل', 'مشكل', 'أخطاء', 'شكوى'],
    favourite: ['المفضل', 'المفضلة'],
    letdown: ['توقعت أكثر', 'توقعت اكثر', 'توقعت أفضل', 'توقعت افضل', 'لا يستحق', 'ما يستحق', 'رجعت للورقة', 'الورقة والقلم', 'للورقة والقلم', 'الورق والقلم', 'ورقة وقلم', 'رجعت للورق', 'النسخة القديمة أفضل', 'النسخة القديمة كانت أفضل'],
    removed: ['مين اللي قرر', 'من صمم', 'من قرر', 'لماذا حذفتم', 'ليش حذفتوا', 'ليش شلتوا', 'لماذا أزلتم', 'لماذا ازلتم'],
    content: ['ما خذلني', 'لم يخذلني', 'ما خذلتني', 'لم تخذلني', 'لا توجد أي مشاكل', 'لا توجد مشاكل', 'ما عندي أي شكوى', 'ما عندي شكوى', 'لا أستطيع الاستغناء', 'بدون مشاكل', 'ليس سيئا'],
    formerly: ['كان تطبيقي', 'كانت لعبتي', 'سابقا', 'في الماضي'],
  },
  hi: {
    troubles: ['दिक्कत', 'समस्या', 'शिकायत', 'परेशानी'],
    favourite: ['पसंदीदा'],
    letdown: ['उम्मीद ज़्यादा थी', 'उम्मीद ज्यादा थी', 'उम्मीद से कम', 'लायक नहीं', 'कागज़ और पेन', 'कागज और पेन', 'कागज़ पेन', 'पुराना वर्ज़न बेहतर', 'पुराना वर्जन बेहतर'],
    removed: ['किसका आइडिया', 'किसने सोचा', 'क्यों हटा दिया', 'क्यों हटाया', 'क्यों हटा दी', 'क्यों निकाल दिया'],
    content: ['कभी कोई परेशानी नहीं', 'कभी कोई दिक्कत नहीं', 'कभी धोखा नहीं', 'कोई दिक्कत नहीं', 'कोई शिकायत नहीं', 'कोई समस्या नहीं', 'बिना नहीं रह', 'बुरा नहीं'],
    formerly: ['पहले मेरा', 'पहले मेरी'],
  },
  id: {
    troubles: ['masalah', 'error', 'bug', 'keluhan', 'kendala'],
    favourite: ['favorit'],
    letdown: ['ekspektasi saya lebih', 'berharap lebih', 'ekspektasi lebih', 'kurang dari ekspektasi', 'tidak sepadan', 'gak sepadan', 'nggak sepadan', 'ga sepadan', 'kertas dan pulpen', 'kertas dan pena', 'versi lama lebih bagus', 'versi lama lebih baik'],
    removed: ['siapa yang kepikiran', 'siapa yang bikin', 'siapa yang desain', 'kenapa dihapus', 'kok dihapus', 'kenapa dihilangkan', 'kok dihilangkan'],
    content: ['belum pernah ada masalah', 'gak pernah mengecewakan', 'tidak pernah mengecewakan', 'ga pernah ada masalah', 'tidak ada masalah', 'gak ada keluhan', 'tidak ada keluhan', 'ga ada masalah', 'gak ada masalah', 'nggak ada masalah', 'tanpa masalah'],
    formerly: ['dulunya', 'dahulu', 'tadinya'],
    opening: ['dulu'],
  },
  ja: {
    troubles: ['問題', '不具合', '不満', 'バグ', 'エラー'],
    favourite: ['一番好き', 'お気に入り'],
    letdown: ['期待してたほどではない', '期待したほどではない', '期待してたほどではなかった', '期待したほどではなかった', '期待したほどじゃない', '期待してたほどじゃない', '期待外れ', '期待はずれ', '価値はない', '価値がない', '紙とペンに戻', '紙に戻', '前のバージョンの方が', '旧バージョンの方が'],
    removed: ['誰が考えた', '誰がテストした', 'なぜ削除', 'なんで削除', 'どうして削除', 'なぜ消した', 'なんで消した', 'なぜなくした', 'なんでなくした'],
    content: ['困ったことがない', '困ったことはない', '一度も困った', '不満はありません', '不満なし', '文句なし', '文句ない', '手放せない', '問題なし', '問題ありません'],
    formerly: ['以前は', '昔は', 'かつては'],
  },
  ko: {
    troubles: ['문제', '오류', '버그', '불만'],
    favourite: ['좋아하던', '최애'],
    letdown: ['기대보다 별로', '기대 이하', '돈 값을 못', '돈값을 못', '돈값 못', '종이랑 펜', '종이와 펜', '예전 버전이 더', '이전 버전이 더'],
    removed: ['누구 아이디어', '누가 만든', '누가 테스트', '왜 없앴', '왜 삭제', '왜 뺐', '왜 없애'],
    content: ['한 번도 문제 없', '문제 없었', '아무 문제 없', '문제 없어요', '불만 없', '없으면 안 돼', '없어서는 안'],
    formerly: ['예전엔', '예전에는', '전에는', '한때'],
  },
  vi: {
    troubles: ['vấn đề', 'lỗi', 'bug'],
    favourite: ['yêu thích'],
    letdown: ['mong đợi nhiều hơn', 'kỳ vọng nhiều hơn', 'không đáng tiền', 'không đáng', 'giấy bút', 'bản cũ tốt hơn', 'phiên bản cũ tốt hơn'],
    removed: ['ai nghĩ ra', 'ai thiết kế', 'sao lại bỏ', 'sao lại xóa', 'tại sao bỏ', 'tại sao xóa', 'sao bỏ', 'sao xóa'],
    content: ['chưa bao giờ gặp lỗi', 'chưa gặp lỗi', 'chưa từng gặp lỗi', 'không có vấn đề gì', 'để chê', 'không chê vào đâu', 'không thể thiếu', 'không tệ'],
    formerly: ['từng là', 'trước đây', 'hồi trước', 'ngày xưa'],
  },
  zh: {
    troubles: ['问题', '毛病', 'bug', '错误'],
    favourite: ['最喜欢', '最爱'],
    letdown: ['没达到预期', '没有达到预期', '不及预期', '不值这个价', '不值得', '回归纸笔', '纸和笔', '纸笔', '旧版更好', '老版本更好', '以前的版本更好'],
    removed: ['谁想出来的', '谁设计的', '谁测试的', '为什么把', '为什么删', '为啥删', '为啥把', '怎么删了'],
    content: ['从来没出过问题', '从没出过问题', '从来没有出过问题', '没有任何问题', '可挑剔', '无可挑剔', '离不开', '没毛病'],
    formerly: ['以前是', '曾经是'],
  },
}

/**
 * Emoji are sentiment tokens in every language: a yawn or a thumbs-down complains, a fire or a
 * thumbs-up praises, a rolled eye is sarcasm. A skull beside a complaint in the same clause is
 * the rolled eye too ("Amazing update 💀 lost all my boosters"); alone it may be laughter.
 * Claps are neither: "Parabéns pela atualização 👏👏" is as often said of an update that broke.
 */
const EMOJI = {
  positive: ['😍', '🥰', '👍', '👌', '🙌', '🔥', '💯', '⭐', '🌟', '❤', '💕', '💖', '😊', '😁', '🤩', '💪', '✨', '🏆', '🤌', '😎'],
  negative: ['👎', '💩', '🤮', '🤢', '😡', '🤬', '😠', '😤', '🥱', '😴', '😞', '😩', '😫', '🙁', '☹', '😕', '💔', '🗑'],
  sarcasm: ['🙄', '🙃', '😒', '🤡'],
  ironic: ['💀', '☠'],
}

/** A language's cues with its letdowns merged in: complaints, points made, praise and the past. */
export function withLetdowns(lang: string, cues: Cues): Cues {
  const l = LETDOWNS[lang]
  if (!l) return cues
  const taken = TAKEN[lang] ?? []
  const add = (own: readonly string[] | undefined, more: readonly string[]) => [...new Set([...(own ?? []), ...more])]
  return {
    ...cues,
    positive: add(cues.positive, [...l.content, ...(l.favourite ?? []), ...EMOJI.positive]),
    negative: add(cues.negative, [...l.letdown, ...l.removed, ...taken, ...(RISEN[lang] ?? []), ...EMOJI.negative]),
    sarcasm: add(cues.sarcasm, EMOJI.sarcasm),
    ironic: add(cues.ironic, EMOJI.ironic),
    rhetorical: add(cues.rhetorical, l.removed),
    // "bekliyordum", "mong đợi", "esperaba": expecting more wishes for nothing the app could add.
    notWish: add(cues.notWish, l.letdown),
    formerly: add(cues.formerly, l.formerly),
    formerlyOpening: add(cues.formerlyOpening, l.opening ?? []),
    content: add(cues.content, l.content),
    letdown: add(cues.letdown, l.letdown),
    troubles: add(cues.troubles, l.troubles),
    taken: add(cues.taken, taken),
  }
}
