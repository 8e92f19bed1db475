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
 * Reviews in Polish, Russian, Ukrainian, Turkish, Arabic and Hindi (in its own script and in Latin
 * letters), written for this test: pleas, refunds, deletions and lock-outs are no suggestions,
 * purchases and fears are no lost data, rhetorical questions and requests put as questions ask
 * nothing to answer.
 */
const CASES: Record<string, TopicCase[]> = {
  pl: [
    fixPlea(
      2,
      'Od aktualizacji synchronizacja między telefonem a tabletem przestała działać. Naprawcie to szybko!',
    ),
    fixPlea(5, 'Super aplikacja, ale widżet jest pusty. Możecie to naprawić?'),
    fixPlea(1, 'Wywala się za każdym razem, gdy otwieram listę. Kiedy to w końcu naprawicie??'),
    moneyBack(
      1,
      'Pobrano mi 29,99 zł za subskrypcję, której nigdy nie wykupiłem. Chcę zwrotu pieniędzy!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Anulowałem okres próbny na czas, a i tak pobraliście opłatę za plan roczny. Proszę o zwrot.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Kupiłem Premium, przeinstalowałem aplikację i teraz każe mi płacić jeszcze raz. Premium zniknęło.',
    ),
    purchaseGone(2, 'Zapłaciłem za 500 klejnotów i klejnoty zniknęły.'),
    deleteAccount(1, 'Chcę usunąć swoje konto i wszystkie moje dane. Jak to zrobić?'),
    deleteAccount(2, 'Usuńcie natychmiast moje dane! Nie zgadzam się na ich przechowywanie, RODO.'),
    lockedOut(
      1,
      'Nie mogę zalogować się na konto, link do resetu hasła nigdy nie przychodzi. Proszę, wpuśćcie mnie',
    ),
    lostData(
      1,
      'Po aktualizacji zniknęły wszystkie moje notatki. Lata pracy przepadły. Potrzebuję moich notatek z powrotem',
    ),
    noLoss(2, 'Aplikacja gubi sygnał GPS na każdym biegu i dystans się nie zgadza', 'bug'),
    noLoss(
      2,
      'Szczerze mówiąc straciłem zainteresowanie po zmianie wyglądu, wszystko jest przeładowane',
      'complaint',
    ),
    moving(4, 'Czy stracę postępy, jeśli zmienię telefon?'),
    asks(4, 'Czy aplikacja synchronizuje się z Kalendarzem Google?'),
    rhetorical(
      1,
      'Dlaczego ktokolwiek miałby płacić 30 zł miesięcznie za to? Co wy sobie myśleliście z tym nowym wyglądem?',
    ),
    rhetorical(
      1,
      'Kto zaprojektował ten nowy układ? To jakiś żart? Teraz wszystko wymaga trzech kliknięć',
    ),
    wish(4, 'Możecie dodać tryb ciemny? Wieczorem bolą mnie oczy'),
    wish(3, 'Kiedy dodacie obsługę Apple Watch?'),
    wish(4, 'Świetna aplikacja, z widokiem kalendarza byłoby 5 gwiazdek'),
    privacyWorry(
      1,
      'Po co aplikacji do notatek dostęp do moich kontaktów i lokalizacji? Sprzedajecie moje dane?',
    ),
    whyAccount(2, 'Dlaczego muszę zakładać konto, żeby napisać listę zakupów?'),
    unanswered(
      1,
      'Trzy razy pisałem do supportu, zero odpowiedzi. Synchronizacja nadal nie działa',
      'bug',
    ),
    unanswered(
      1,
      'Wasza obsługa klienta w ogóle nie odpowiada. Czekam już dwa tygodnie',
      'complaint',
    ),
    sentBack(
      1,
      'Google kazał mi skontaktować się z wami. Pobrano mi dwa razy opłatę za plan roczny.',
    ),
    sentBack(1, 'Apple odsyła mnie do dewelopera. Zapłaciłem za Premium i chcę zwrot.'),
  ],
  ru: [
    fixPlea(
      2,
      'После обновления перестала работать синхронизация между телефоном и планшетом. Исправьте побыстрее!',
    ),
    fixPlea(5, 'Отличное приложение, но виджет пустой. Можете это починить?'),
    fixPlea(1, 'Вылетает каждый раз, когда открываю список. Когда вы это уже исправите??'),
    moneyBack(
      1,
      'Списали 299 ₽ за подписку, которую я не оформлял. Верните мои деньги!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Отменил пробный период вовремя, а всё равно списали за годовую подписку. Верните деньги, пожалуйста.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Купил Премиум, переустановил приложение, а теперь требует заплатить ещё раз. Премиум пропал.',
    ),
    purchaseGone(2, 'Заплатил за 500 кристаллов, а кристаллы пропали.'),
    deleteAccount(1, 'Хочу удалить свой аккаунт и все свои данные. Как это сделать?'),
    deleteAccount(2, 'Немедленно удалите мои данные! Я не даю согласия на их хранение.'),
    lockedOut(
      1,
      'Не могу войти в аккаунт, ссылка для сброса пароля так и не приходит. Пустите меня в аккаунт, пожалуйста',
    ),
    lostData(
      1,
      'После обновления пропали все мои заметки. Годы работы исчезли. Верните мои заметки',
    ),
    noLoss(2, 'Приложение теряет сигнал GPS на каждой пробежке и дистанция неправильная', 'bug'),
    noLoss(2, 'Честно говоря, после редизайна я потерял интерес, всё перегружено', 'complaint'),
    moving(4, 'Потеряю ли я прогресс, если сменю телефон?'),
    asks(4, 'Синхронизируется ли приложение с Google Календарём?'),
    rhetorical(
      1,
      'Зачем кому-то платить 299 рублей в месяц за это? О чём вы думали с этим редизайном?',
    ),
    rhetorical(1, 'Кто придумал этот новый интерфейс? Это шутка? Теперь всё в три нажатия'),
    wish(4, 'Можете добавить тёмную тему? Вечером глаза болят'),
    wish(3, 'Когда добавите поддержку Apple Watch?'),
    wish(4, 'Хорошее приложение, с видом календаря было бы 5 звёзд'),
    privacyWorry(
      1,
      'Зачем приложению для заметок доступ к моим контактам и местоположению? Вы продаёте мои данные?',
    ),
    whyAccount(2, 'Почему я должен создавать аккаунт, чтобы просто написать список покупок?'),
    unanswered(
      1,
      'Три раза писал в поддержку, ни одного ответа. Синхронизация до сих пор не работает',
      'bug',
    ),
    unanswered(1, 'Ваша поддержка вообще не отвечает. Жду уже две недели', 'complaint'),
    sentBack(1, 'В Google сказали обратиться к вам. С меня дважды списали за годовую подписку.'),
    sentBack(1, 'Apple отправляет меня к разработчику. Я заплатил за Премиум и хочу возврат.'),
  ],
  uk: [
    fixPlea(
      2,
      'Після оновлення перестала працювати синхронізація між телефоном і планшетом. Виправте швидше!',
    ),
    fixPlea(5, 'Чудовий застосунок, але віджет порожній. Можете це полагодити?'),
    fixPlea(1, 'Вилітає щоразу, коли відкриваю список. Коли ви це вже виправите??'),
    moneyBack(
      1,
      'Зняли 99 грн за підписку, яку я не оформлював. Поверніть мої гроші!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Скасував пробний період вчасно, а все одно зняли гроші за річну підписку. Поверніть кошти, будь ласка.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Купив Преміум, перевстановив застосунок, а тепер вимагає заплатити ще раз. Преміум зник.',
    ),
    purchaseGone(2, 'Заплатив за 500 кристалів, а кристали зникли.'),
    deleteAccount(1, 'Хочу видалити свій акаунт і всі свої дані. Як це зробити?'),
    deleteAccount(2, 'Негайно видаліть мої дані! Я не даю згоди на їх зберігання.'),
    lockedOut(
      1,
      'Не можу увійти в акаунт, посилання для скидання пароля так і не приходить. Пустіть мене в акаунт, будь ласка',
    ),
    lostData(
      1,
      'Після оновлення зникли всі мої нотатки. Роки роботи пропали. Поверніть мої нотатки',
    ),
    noLoss(2, 'Застосунок втрачає сигнал GPS на кожній пробіжці і дистанція неправильна', 'bug'),
    noLoss(2, 'Чесно кажучи, після редизайну я втратив інтерес, усе перевантажено', 'complaint'),
    moving(4, 'Чи втрачу я прогрес, якщо зміню телефон?'),
    asks(4, 'Чи синхронізується застосунок з Google Календарем?'),
    rhetorical(
      1,
      'Навіщо комусь платити 99 гривень на місяць за це? Про що ви думали з цим редизайном?',
    ),
    rhetorical(1, 'Хто придумав цей новий інтерфейс? Це жарт? Тепер усе в три натискання'),
    wish(4, 'Можете додати темну тему? Увечері болять очі'),
    wish(3, 'Коли додасте підтримку Apple Watch?'),
    wish(4, 'Гарний застосунок, з виглядом календаря було б 5 зірок'),
    privacyWorry(
      1,
      'Навіщо застосунку для нотаток доступ до моїх контактів і геолокації? Ви продаєте мої дані?',
    ),
    whyAccount(2, 'Чому я маю створювати акаунт, щоб просто написати список покупок?'),
    unanswered(1, 'Тричі писав у підтримку, жодної відповіді. Синхронізація досі не працює', 'bug'),
    unanswered(1, 'Ваша підтримка взагалі не відповідає. Чекаю вже два тижні', 'complaint'),
    sentBack(1, 'У Google сказали звернутися до вас. З мене двічі зняли гроші за річну підписку.'),
    sentBack(
      1,
      'Apple відправляє мене до розробника. Я заплатив за Преміум і хочу повернення коштів.',
    ),
  ],
  tr: [
    fixPlea(
      2,
      'Güncellemeden beri telefon ile tablet arasında senkronizasyon çalışmıyor. Lütfen hemen düzeltin!',
    ),
    fixPlea(5, 'Harika uygulama ama widget boş görünüyor. Bunu düzeltebilir misiniz?'),
    fixPlea(1, 'Bir listeyi her açtığımda çöküyor. Bunu ne zaman düzelteceksiniz??'),
    moneyBack(
      1,
      'Hiç abone olmadığım bir abonelik için 99 TL çekildi. Paramı geri istiyorum!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'Deneme süresini zamanında iptal ettim ama yine de yıllık plan ücreti çekildi. Lütfen iade edin.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'Premium satın aldım, uygulamayı yeniden yükledim ve şimdi tekrar ödeme istiyor. Premium gitti.',
    ),
    purchaseGone(2, '500 elmas için ödeme yaptım ve elmaslar kayboldu.'),
    deleteAccount(1, 'Hesabımı ve tüm verilerimi silmek istiyorum. Nasıl yapabilirim?'),
    deleteAccount(2, 'Verilerimi hemen silin! Saklanmasına izin vermiyorum, KVKK.'),
    lockedOut(
      1,
      'Hesabıma giriş yapamıyorum, şifre sıfırlama bağlantısı hiç gelmiyor. Lütfen hesabıma girmeme yardım edin',
    ),
    lostData(
      1,
      'Güncellemeden sonra tüm notlarım kayboldu. Yılların emeği gitti. Notlarımı geri istiyorum',
    ),
    noLoss(2, 'Uygulama her koşuda GPS sinyalini kaybediyor ve mesafe yanlış çıkıyor', 'bug'),
    noLoss(2, 'Açıkçası yeni tasarımdan sonra ilgimi kaybettim, her şey çok karışık', 'complaint'),
    moving(4, 'Telefon değiştirirsem ilerlememi kaybeder miyim?'),
    asks(4, 'Uygulama Google Takvim ile senkronize oluyor mu?'),
    rhetorical(1, 'Bunun için neden biri ayda 99 TL ödesin? Bu yeni tasarımla ne düşünüyordunuz?'),
    rhetorical(1, 'Bu yeni arayüzü kim tasarladı? Şaka mı bu? Artık her şey üç dokunuş istiyor'),
    wish(4, 'Karanlık mod ekleyebilir misiniz? Akşamları gözlerim ağrıyor'),
    wish(3, 'Apple Watch desteğini ne zaman ekleyeceksiniz?'),
    wish(4, 'Güzel uygulama, takvim görünümü olsa 5 yıldız olurdu'),
    privacyWorry(
      1,
      'Bir not uygulaması neden rehberime ve konumuma erişmek istiyor? Verilerimi satıyor musunuz?',
    ),
    whyAccount(2, 'Sadece alışveriş listesi yazmak için neden hesap oluşturmak zorundayım?'),
    unanswered(
      1,
      'Destek ekibine üç kez yazdım, hiç cevap yok. Senkronizasyon hâlâ çalışmıyor',
      'bug',
    ),
    unanswered(1, 'Müşteri hizmetleriniz hiç cevap vermiyor. İki haftadır bekliyorum', 'complaint'),
    sentBack(1, 'Google size başvurmamı söyledi. Yıllık plan için iki kez ücret çekildi.'),
    sentBack(
      1,
      'Apple beni geliştiriciye yönlendiriyor. Premium için ödeme yaptım ve iade istiyorum.',
    ),
  ],
  ar: [
    fixPlea(2, 'من بعد التحديث المزامنة بين الجوال والتابلت ما تشتغل. أصلحوها بسرعة لو سمحتم!'),
    fixPlea(5, 'تطبيق رائع لكن الودجت فاضي. ممكن تصلحونه؟'),
    fixPlea(1, 'يقفل كل ما أفتح قائمة. متى بتصلحونه؟؟'),
    moneyBack(
      1,
      'انخصم مني ٩٩ ريال على اشتراك ما اشتركت فيه أبدًا. أبي فلوسي ترجع!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'ألغيت الفترة التجريبية في وقتها ومع ذلك انخصم مني الاشتراك السنوي. رجعوا لي فلوسي لو سمحتم.',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'اشتريت بريميوم، وبعد ما أعدت تثبيت التطبيق يطلب مني أدفع مرة ثانية. البريميوم اختفى.',
    ),
    purchaseGone(2, 'دفعت على ٥٠٠ جوهرة والجواهر اختفت.'),
    deleteAccount(1, 'أبغى أحذف حسابي وكل بياناتي. كيف أسوي ذلك؟'),
    deleteAccount(2, 'احذفوا بياناتي فورًا! ما أوافق على حفظها.'),
    lockedOut(
      1,
      'ما أقدر أسجل دخول لحسابي، ورابط إعادة تعيين كلمة المرور ما يوصل أبدًا. خلوني أدخل حسابي لو سمحتم',
    ),
    lostData(1, 'بعد التحديث اختفت كل ملاحظاتي. شغل سنين راح. أبي ملاحظاتي ترجع'),
    noLoss(2, 'التطبيق يفقد إشارة GPS في كل جري والمسافة غلط', null),
    noLoss(2, 'بصراحة فقدت الحماس بعد التصميم الجديد، كل شيء مزدحم', 'complaint'),
    moving(4, 'هل بيضيع تقدمي إذا غيرت الجوال؟'),
    asks(4, 'هل التطبيق يتزامن مع تقويم جوجل؟'),
    rhetorical(1, 'ليش أحد يدفع ٣٠ ريال في الشهر على هذا؟ وش كنتم تفكرون فيه بهالتصميم؟'),
    rhetorical(1, 'مين صمم الواجهة الجديدة؟ هل هذي مزحة؟ الحين كل شيء يبي ثلاث ضغطات'),
    wish(4, 'ممكن تضيفون الوضع الليلي؟ عيوني تتعب بالليل'),
    wish(3, 'متى بتضيفون دعم ساعة أبل؟'),
    wish(4, 'تطبيق حلو، لو فيه عرض تقويم كان خمس نجوم'),
    privacyWorry(1, 'ليش تطبيق ملاحظات يحتاج يوصل لجهات الاتصال وموقعي؟ تبيعون بياناتي؟'),
    whyAccount(2, 'ليش لازم أسوي حساب عشان أكتب قائمة مشتريات بس؟'),
    unanswered(1, 'راسلت الدعم ثلاث مرات وما أحد رد. المزامنة للحين ما تشتغل', 'bug'),
    unanswered(1, 'خدمة العملاء عندكم ما ترد أبدًا. لي أسبوعين أنتظر', 'complaint'),
    sentBack(1, 'قوقل قالوا لي أتواصل معكم. انخصم مني الاشتراك السنوي مرتين.'),
    sentBack(1, 'أبل يحولوني على المطور. دفعت على بريميوم وأبي استرداد.'),
  ],
  hi: [
    fixPlea(2, 'अपडेट के बाद से फ़ोन और टैबलेट के बीच सिंक काम नहीं कर रहा। जल्दी ठीक करो प्लीज़!'),
    fixPlea(5, 'बढ़िया ऐप है लेकिन विजेट खाली दिखता है। क्या आप इसे ठीक कर सकते हैं?'),
    fixPlea(1, 'हर बार लिस्ट खोलने पर क्रैश हो जाता है। इसे कब ठीक करोगे??'),
    moneyBack(
      1,
      'जो सब्सक्रिप्शन मैंने कभी लिया ही नहीं उसके लिए ₹499 कट गए। मुझे मेरे पैसे वापस चाहिए!',
      'unknown_charge',
    ),
    moneyBack(
      1,
      'ट्रायल समय पर कैंसिल कर दिया फिर भी सालाना प्लान के पैसे कट गए। कृपया पैसे लौटा दीजिए।',
      'charged_after_cancel',
    ),
    purchaseGone(
      1,
      'प्रीमियम खरीदा था, ऐप दोबारा इंस्टॉल किया और अब फिर से पैसे माँग रहा है। प्रीमियम गायब हो गया।',
    ),
    purchaseGone(2, '500 जेम्स के लिए पेमेंट किया और जेम्स गायब हो गए।'),
    deleteAccount(1, 'मैं अपना अकाउंट और सारा डेटा डिलीट करना चाहता हूँ। कैसे करूँ?'),
    deleteAccount(2, 'मेरा डेटा तुरंत डिलीट करो! मैं इसे रखने की अनुमति नहीं देता।'),
    lockedOut(
      1,
      'मैं अपने अकाउंट में लॉगिन नहीं कर पा रहा, पासवर्ड रीसेट लिंक कभी आता ही नहीं। प्लीज़ मुझे मेरे अकाउंट में जाने दो',
    ),
    lostData(1, 'अपडेट के बाद मेरे सारे नोट्स गायब हो गए। सालों की मेहनत चली गई। मुझे मेरे नोट्स वापस चाहिए'),
    noLoss(2, 'ऐप हर रन में GPS सिग्नल खो देता है और दूरी गलत आती है', 'bug'),
    noLoss(2, 'सच कहूँ तो नए डिज़ाइन के बाद मेरी दिलचस्पी खत्म हो गई, सब कुछ बहुत भरा-भरा है', null),
    moving(4, 'अगर मैं फ़ोन बदलूँ तो क्या मेरी प्रोग्रेस चली जाएगी?'),
    asks(4, 'क्या ऐप गूगल कैलेंडर के साथ सिंक होता है?'),
    rhetorical(1, 'कोई इसके लिए हर महीने ₹299 क्यों देगा? इस नए डिज़ाइन के साथ आप क्या सोच रहे थे?'),
    rhetorical(1, 'यह नया इंटरफ़ेस किसने बनाया? क्या यह मज़ाक है? अब हर चीज़ में तीन टैप लगते हैं'),
    wish(4, 'क्या आप डार्क मोड जोड़ सकते हैं? रात में आँखें दुखती हैं'),
    wish(3, 'ऐपल वॉच का सपोर्ट कब जोड़ोगे?'),
    wish(4, 'अच्छा ऐप है, कैलेंडर व्यू होता तो 5 स्टार देता'),
    privacyWorry(1, 'एक नोट्स ऐप को मेरे कॉन्टैक्ट्स और लोकेशन की एक्सेस क्यों चाहिए? क्या आप मेरा डेटा बेचते हैं?'),
    whyAccount(2, 'सिर्फ़ शॉपिंग लिस्ट लिखने के लिए अकाउंट बनाना क्यों ज़रूरी है?'),
    unanswered(1, 'सपोर्ट को तीन बार ईमेल किया, कोई जवाब नहीं आया। सिंक अब भी काम नहीं कर रहा', 'bug'),
    unanswered(1, 'आपकी कस्टमर सर्विस कभी जवाब नहीं देती। दो हफ़्ते से इंतज़ार कर रहा हूँ', 'complaint'),
    sentBack(1, 'गूगल ने कहा कि आपसे संपर्क करूँ। सालाना प्लान के पैसे दो बार कट गए।'),
    sentBack(1, 'Apple मुझे डेवलपर के पास भेज रहा है। मैंने प्रीमियम के पैसे दिए और रिफंड चाहिए।'),
  ],
  'hi (Latin letters)': [
    fixPlea(2, 'Update ke baad sync kaam nahi kar raha. Jaldi theek karo please!'),
    moneyBack(
      1,
      'Maine kabhi subscription liya hi nahi phir bhi 499 rupaye kat gaye. Mujhe mera paisa wapas chahiye!',
    ),
    deleteAccount(1, 'Mujhe apna account aur saara data delete karna hai. Kaise karu?'),
    lockedOut(
      1,
      'Account me login nahi ho raha, password reset link aata hi nahi. Please mujhe login karne do',
    ),
    purchaseGone(
      1,
      'Premium kharida tha, app reinstall kiya aur ab phir se pay karne ko bol raha hai. Premium gayab ho gaya.',
    ),
    moving(4, 'Agar main phone badlu to kya mera progress chala jayega?'),
    rhetorical(
      1,
      'Koi iske liye har mahine 299 kyu dega? Ye naya design kisne banaya? Mazaak hai kya?',
    ),
    wish(4, 'Kya aap dark mode add kar sakte ho? Raat ko aankhein dukhti hain'),
    unanswered(
      1,
      'Support ko teen baar mail kiya, koi jawab nahi aaya. Sync abhi bhi kaam nahi kar raha',
      'bug',
    ),
    sentBack(1, 'Google ne bola aapse contact karo. Yearly plan ke paise do baar kat gaye.'),
  ],
}

/** "hi (Latin letters)" is Hindi under its own store language, typed in Latin letters. */
describe.each(Object.keys(CASES))('reading the topic of a review in %s', (key) => {
  const language = key.split(' ')[0] ?? key
  it.each((CASES[key] ?? []).map((c) => [c.text, c] as const))('%s', (_, c) =>
    expectTopics(language, c),
  )
})
