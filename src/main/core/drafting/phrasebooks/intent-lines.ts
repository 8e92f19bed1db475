import type { DraftStore } from '../../../../shared/dto/drafting'
import type { Lines } from './types'

/**
 * Sentences for intents the topic lines cannot answer: a refund gets the store's own refund
 * path (only Apple or Google can refund a store purchase), a feature request names the feature,
 * a question is thanked for (the support contact follows). None promises a fix, a feature or a date.
 * `{feature}` is the feature in the reviewer's words.
 */
export interface IntentLines {
  refund: Record<DraftStore, Lines>
  feature: Lines
  question: Lines
}

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

export const INTENT_LINES: Record<string, IntentLines> = {
  en: {
    refund: {
      app_store: [`App Store purchases can only be refunded by Apple: you can request a refund at ${APPLE}.`],
      google_play: [`Google Play purchases can be refunded through Google: open your order history at ${GOOGLE} and choose "Request a refund".`],
    },
    feature: ['Thanks for suggesting “{feature}”; we have passed the idea on to our product team.', 'Thank you for the idea of “{feature}”; we have shared it with the team.'],
    question: ['Thanks for your question.', 'Good question!'],
  },
  de: {
    refund: {
      app_store: [`Käufe im App Store kann nur Apple erstatten: Eine Erstattung können Sie unter ${APPLE} anfragen.`],
      google_play: [`Käufe bei Google Play erstattet Google: Öffnen Sie Ihren Bestellverlauf unter ${GOOGLE} und wählen Sie „Erstattung anfordern“.`],
    },
    feature: ['Danke für den Vorschlag „{feature}“; wir haben die Idee an unser Produktteam weitergegeben.'],
    question: ['Danke für Ihre Frage.', 'Gute Frage!'],
  },
  fr: {
    refund: {
      app_store: [`Seul Apple peut rembourser un achat sur l'App Store : vous pouvez demander un remboursement sur ${APPLE}.`],
      google_play: [`Les achats Google Play sont remboursés par Google : ouvrez votre historique des commandes sur ${GOOGLE} et choisissez « Demander un remboursement ».`],
    },
    feature: ["Merci pour l'idée « {feature} » ; nous l'avons transmise à notre équipe produit."],
    question: ['Merci pour votre question.', 'Bonne question !'],
  },
  es: {
    refund: {
      app_store: [`Solo Apple puede reembolsar las compras del App Store: puedes solicitar el reembolso en ${APPLE}.`],
      google_play: [`Google gestiona los reembolsos de Google Play: abre tu historial de pedidos en ${GOOGLE} y elige «Solicitar un reembolso».`],
    },
    feature: ['Gracias por sugerir «{feature}»; hemos trasladado la idea a nuestro equipo de producto.'],
    question: ['Gracias por tu pregunta.', '¡Buena pregunta!'],
  },
  pt: {
    refund: {
      app_store: [`Só a Apple pode reembolsar compras da App Store: você pode pedir o reembolso em ${APPLE}.`],
      google_play: [`O reembolso de compras do Google Play é feito pelo Google: abra seu histórico de pedidos em ${GOOGLE} e escolha "Solicitar reembolso".`],
    },
    feature: ['Obrigado por sugerir “{feature}”; levamos a ideia à nossa equipe de produto.'],
    question: ['Obrigado pela pergunta.', 'Boa pergunta!'],
  },
  it: {
    refund: {
      app_store: [`Solo Apple può rimborsare gli acquisti dell'App Store: puoi richiedere il rimborso su ${APPLE}.`],
      google_play: [`I rimborsi di Google Play sono gestiti da Google: apri la cronologia ordini su ${GOOGLE} e scegli "Richiedi un rimborso".`],
    },
    feature: ['Grazie per aver suggerito “{feature}”; abbiamo girato l’idea al nostro team di prodotto.'],
    question: ['Grazie per la domanda.', 'Bella domanda!'],
  },
  nl: {
    refund: {
      app_store: [`Aankopen in de App Store kan alleen Apple terugbetalen: je kunt een terugbetaling aanvragen via ${APPLE}.`],
      google_play: [`Google Play-aankopen worden door Google terugbetaald: open je bestelgeschiedenis op ${GOOGLE} en kies "Terugbetaling aanvragen".`],
    },
    feature: ['Bedankt voor je idee “{feature}”; we hebben het doorgegeven aan ons productteam.'],
    question: ['Bedankt voor je vraag.', 'Goede vraag!'],
  },
  pl: {
    refund: {
      app_store: [`Zakupy w App Store może zwrócić tylko Apple: o zwrot możesz poprosić na ${APPLE}.`],
      google_play: [`Zwroty za zakupy w Google Play obsługuje Google: otwórz historię zamówień na ${GOOGLE} i wybierz „Poproś o zwrot środków”.`],
    },
    feature: ['Dziękujemy za pomysł „{feature}”; przekazaliśmy go naszemu zespołowi produktowemu.'],
    question: ['Dziękujemy za pytanie.', 'Dobre pytanie!'],
  },
  tr: {
    refund: {
      app_store: [`App Store satın alımlarını yalnızca Apple iade edebilir: iade talebinizi ${APPLE} adresinden iletebilirsiniz.`],
      google_play: [`Google Play satın alımlarının iadesini Google yapar: ${GOOGLE} adresindeki sipariş geçmişinizden "Para iadesi iste" seçeneğini kullanabilirsiniz.`],
    },
    feature: ['“{feature}” önerisi için teşekkürler; fikrinizi ürün ekibimize ilettik.'],
    question: ['Sorunuz için teşekkürler.'],
  },
  ru: {
    refund: {
      app_store: [`Вернуть деньги за покупку в App Store может только Apple: запрос на возврат можно отправить на ${APPLE}.`],
      google_play: [`Возвраты за покупки в Google Play оформляет Google: откройте историю заказов на ${GOOGLE} и выберите «Запросить возврат».`],
    },
    feature: ['Спасибо за идею «{feature}»; мы передали её нашей команде.'],
    question: ['Спасибо за вопрос.', 'Хороший вопрос!'],
  },
  uk: {
    refund: {
      app_store: [`Повернути кошти за покупку в App Store може лише Apple: запит на повернення можна надіслати на ${APPLE}.`],
      google_play: [`Повернення за покупки в Google Play оформлює Google: відкрийте історію замовлень на ${GOOGLE} і виберіть «Надіслати запит на повернення коштів».`],
    },
    feature: ['Дякуємо за ідею «{feature}»; ми передали її нашій команді.'],
    question: ['Дякуємо за запитання.'],
  },
  ja: {
    refund: {
      app_store: [`App Storeでのご購入の返金はAppleのみが行えます。${APPLE} から返金をリクエストしてください。`],
      google_play: [`Google Playでのご購入の返金はGoogleが行います。${GOOGLE} の注文履歴から「払い戻しをリクエスト」を選択してください。`],
    },
    feature: ['「{feature}」のご提案をありがとうございます。開発チームに共有いたしました。'],
    question: ['ご質問ありがとうございます。'],
  },
  ko: {
    refund: {
      app_store: [`App Store 구매 환불은 Apple만 처리할 수 있습니다. ${APPLE}에서 환불을 요청해 주세요.`],
      google_play: [`Google Play 구매 환불은 Google에서 처리합니다. ${GOOGLE}의 주문 내역에서 '환불 요청'을 선택해 주세요.`],
    },
    feature: ["'{feature}' 제안 감사합니다. 개발팀에 전달했습니다."],
    question: ['문의해 주셔서 감사합니다.'],
  },
  zh: {
    refund: {
      app_store: [`App Store 的购买只能由 Apple 退款，您可以在 ${APPLE} 申请退款。`],
      google_play: [`Google Play 的购买由 Google 退款，请在 ${GOOGLE} 的订单记录中选择“申请退款”。`],
    },
    feature: ['感谢您建议“{feature}”，我们已将这个想法转达给产品团队。'],
    question: ['感谢您的提问。'],
  },
  'zh-Hant': {
    refund: {
      app_store: [`App Store 的購買只能由 Apple 退款，您可以在 ${APPLE} 申請退款。`],
      google_play: [`Google Play 的購買由 Google 退款，請在 ${GOOGLE} 的訂單記錄中選擇「要求退款」。`],
    },
    feature: ['感謝您建議「{feature}」，我們已將這個想法轉達給產品團隊。'],
    question: ['感謝您的提問。'],
  },
  sv: {
    refund: {
      app_store: [`Köp i App Store kan bara Apple återbetala: du kan begära återbetalning på ${APPLE}.`],
      google_play: [`Köp på Google Play återbetalas av Google: öppna din orderhistorik på ${GOOGLE} och välj "Begär återbetalning".`],
    },
    feature: ['Tack för idén ”{feature}”; vi har skickat den vidare till vårt produktteam.'],
    question: ['Tack för din fråga.', 'Bra fråga!'],
  },
  da: {
    refund: {
      app_store: [`Køb i App Store kan kun refunderes af Apple: du kan anmode om refusion på ${APPLE}.`],
      google_play: [`Køb på Google Play refunderes af Google: åbn din ordrehistorik på ${GOOGLE} og vælg "Anmod om refusion".`],
    },
    feature: ['Tak for idéen “{feature}”; vi har givet den videre til vores produktteam.'],
    question: ['Tak for dit spørgsmål.', 'Godt spørgsmål!'],
  },
  nb: {
    refund: {
      app_store: [`Kjøp i App Store kan bare refunderes av Apple: du kan be om refusjon på ${APPLE}.`],
      google_play: [`Kjøp på Google Play refunderes av Google: åpne ordreloggen din på ${GOOGLE} og velg «Be om refusjon».`],
    },
    feature: ['Takk for idéen «{feature}»; vi har sendt den videre til produktteamet vårt.'],
    question: ['Takk for spørsmålet.', 'Godt spørsmål!'],
  },
  id: {
    refund: {
      app_store: [`Pembelian di App Store hanya bisa di-refund oleh Apple: Anda dapat mengajukan refund di ${APPLE}.`],
      google_play: [`Refund pembelian Google Play diproses oleh Google: buka riwayat pesanan di ${GOOGLE} lalu pilih "Minta pengembalian dana".`],
    },
    feature: ['Terima kasih atas usulan “{feature}”; idenya sudah kami sampaikan ke tim produk.'],
    question: ['Terima kasih atas pertanyaannya.'],
  },
  vi: {
    refund: {
      app_store: [`Chỉ Apple mới có thể hoàn tiền cho giao dịch trên App Store: bạn có thể yêu cầu hoàn tiền tại ${APPLE}.`],
      google_play: [`Google xử lý hoàn tiền cho giao dịch trên Google Play: hãy mở lịch sử đơn hàng tại ${GOOGLE} và chọn "Yêu cầu hoàn tiền".`],
    },
    feature: ['Cảm ơn bạn đã đề xuất “{feature}”; chúng tôi đã chuyển ý tưởng này đến nhóm sản phẩm.'],
    question: ['Cảm ơn câu hỏi của bạn.'],
  },
  th: {
    refund: {
      app_store: [`การซื้อใน App Store ขอคืนเงินได้จาก Apple เท่านั้น โดยส่งคำขอได้ที่ ${APPLE}`],
      google_play: [`การคืนเงินสำหรับการซื้อใน Google Play ดำเนินการโดย Google โปรดเปิดประวัติการสั่งซื้อที่ ${GOOGLE} แล้วเลือก "ขอเงินคืน"`],
    },
    feature: ['ขอบคุณสำหรับข้อเสนอ “{feature}” เราได้ส่งต่อไอเดียนี้ให้ทีมผลิตภัณฑ์แล้ว'],
    question: ['ขอบคุณสำหรับคำถามค่ะ'],
  },
  ar: {
    refund: {
      app_store: [`لا يمكن استرداد مبالغ مشتريات App Store إلا عن طريق Apple، ويمكنك طلب الاسترداد من ${APPLE}.`],
      google_play: [`تتولى Google استرداد مبالغ مشتريات Google Play: افتح سجل الطلبات على ${GOOGLE} واختر "طلب استرداد الأموال".`],
    },
    feature: ['شكرًا على اقتراح "{feature}"، وقد نقلنا الفكرة إلى فريق المنتج.'],
    question: ['شكرًا على سؤالك.'],
  },
  hi: {
    refund: {
      app_store: [`App Store की ख़रीदारी का रिफ़ंड केवल Apple दे सकता है: आप ${APPLE} पर रिफ़ंड का अनुरोध कर सकते हैं।`],
      google_play: [`Google Play की ख़रीदारी का रिफ़ंड Google देता है: ${GOOGLE} पर अपना ऑर्डर इतिहास खोलें और "रिफ़ंड का अनुरोध करें" चुनें।`],
    },
    feature: ['"{feature}" के सुझाव के लिए धन्यवाद; हमने यह आइडिया अपनी प्रोडक्ट टीम तक पहुँचा दिया है।'],
    question: ['आपके सवाल के लिए धन्यवाद।'],
  },
  ro: {
    refund: {
      app_store: [`Achizițiile din App Store pot fi rambursate doar de Apple: puteți cere rambursarea la ${APPLE}.`],
      google_play: [`Rambursările pentru Google Play sunt făcute de Google: deschideți istoricul comenzilor la ${GOOGLE} și alegeți „Solicitați o rambursare”.`],
    },
    feature: ['Vă mulțumim pentru ideea „{feature}”; am transmis-o echipei noastre de produs.'],
    question: ['Vă mulțumim pentru întrebare.'],
  },
  ca: {
    refund: {
      app_store: [`Només Apple pot reemborsar les compres de l'App Store: pots sol·licitar el reemborsament a ${APPLE}.`],
      google_play: [`Google gestiona els reemborsaments de Google Play: obre l'historial de comandes a ${GOOGLE} i tria «Sol·licitar un reemborsament».`],
    },
    feature: ['Gràcies per suggerir «{feature}»; hem fet arribar la idea al nostre equip de producte.'],
    question: ['Gràcies per la pregunta.', 'Bona pregunta!'],
  },
  hr: {
    refund: {
      app_store: [`Kupnje u App Storeu može vratiti samo Apple: povrat novca možeš zatražiti na ${APPLE}.`],
      google_play: [`Povrat novca za Google Play obrađuje Google: otvori povijest narudžbi na ${GOOGLE} i odaberi „Zatraži povrat novca”.`],
    },
    feature: ['Hvala na prijedlogu „{feature}”; proslijedili smo ideju našem timu.'],
    question: ['Hvala na pitanju.', 'Dobro pitanje!'],
  },
  cs: {
    refund: {
      app_store: [`Nákupy v App Storu může vrátit pouze Apple: o vrácení peněz můžete požádat na ${APPLE}.`],
      google_play: [`Vrácení peněz za nákupy na Google Play vyřizuje Google: otevřete historii objednávek na ${GOOGLE} a zvolte „Požádat o vrácení peněz“.`],
    },
    feature: ['Děkujeme za nápad „{feature}“; předali jsme ho našemu produktovému týmu.'],
    question: ['Děkujeme za dotaz.', 'Dobrá otázka!'],
  },
  sk: {
    refund: {
      app_store: [`Nákupy v App Store môže vrátiť iba Apple: o vrátenie peňazí môžete požiadať na ${APPLE}.`],
      google_play: [`Vrátenie peňazí za nákupy v Google Play vybavuje Google: otvorte históriu objednávok na ${GOOGLE} a zvoľte „Požiadať o vrátenie peňazí“.`],
    },
    feature: ['Ďakujeme za nápad „{feature}“; odovzdali sme ho nášmu produktovému tímu.'],
    question: ['Ďakujeme za otázku.', 'Dobrá otázka!'],
  },
  sl: {
    refund: {
      app_store: [`Nakupe v trgovini App Store lahko povrne samo Apple: vračilo lahko zahtevate na ${APPLE}.`],
      google_play: [`Vračila za nakupe v Googlu Play ureja Google: odprite zgodovino naročil na ${GOOGLE} in izberite »Zahtevaj vračilo«.`],
    },
    feature: ['Hvala za idejo »{feature}«; posredovali smo jo naši produktni ekipi.'],
    question: ['Hvala za vprašanje.', 'Dobro vprašanje!'],
  },
  fi: {
    refund: {
      app_store: [`App Storen ostoja voi hyvittää vain Apple: voit pyytää hyvitystä osoitteessa ${APPLE}.`],
      google_play: [`Google Playn ostojen hyvitykset hoitaa Google: avaa tilaushistoriasi osoitteessa ${GOOGLE} ja valitse ”Pyydä hyvitystä”.`],
    },
    feature: ['Kiitos ideasta ”{feature}”; välitimme sen tuotetiimillemme.'],
    question: ['Kiitos kysymyksestäsi.', 'Hyvä kysymys!'],
  },
  et: {
    refund: {
      app_store: [`App Store'i oste saab tagasi maksta ainult Apple: raha tagastamist saad taotleda aadressil ${APPLE}.`],
      google_play: [`Google Play ostude eest maksab raha tagasi Google: ava oma tellimuste ajalugu aadressil ${GOOGLE} ja vali „Taotle raha tagastamist”.`],
    },
    feature: ['Aitäh idee „{feature}” eest; edastasime selle oma tootemeeskonnale.'],
    question: ['Aitäh küsimuse eest.', 'Hea küsimus!'],
  },
  hu: {
    refund: {
      app_store: [`Az App Store-ban vásárolt tételek árát csak az Apple tudja visszatéríteni: a visszatérítést itt kérheted: ${APPLE}.`],
      google_play: [`A Google Playen történt vásárlások visszatérítését a Google intézi: nyisd meg a rendeléseid előzményeit itt: ${GOOGLE}, és válaszd a „Visszatérítés kérése” lehetőséget.`],
    },
    feature: ['Köszönjük az ötletet („{feature}”); továbbítottuk a termékcsapatunknak.'],
    question: ['Köszönjük a kérdést.', 'Jó kérdés!'],
  },
  lt: {
    refund: {
      app_store: [`Pinigus už App Store pirkinius gali grąžinti tik Apple: to paprašyti galite adresu ${APPLE}.`],
      google_play: [`Pinigus už Google Play pirkinius grąžina Google: atidarykite užsakymų istoriją adresu ${GOOGLE} ir pasirinkite „Prašyti grąžinti pinigus“.`],
    },
    feature: ['Ačiū už idėją „{feature}“; perdavėme ją produkto komandai.'],
    question: ['Ačiū už klausimą.', 'Geras klausimas!'],
  },
  lv: {
    refund: {
      app_store: [`App Store pirkumu naudu var atmaksāt tikai Apple: atmaksu varat pieprasīt vietnē ${APPLE}.`],
      google_play: [`Google Play pirkumu naudu atmaksā Google: atveriet pasūtījumu vēsturi vietnē ${GOOGLE} un izvēlieties “Pieprasīt atmaksu”.`],
    },
    feature: ['Paldies par ideju “{feature}”; nodevām to produkta komandai.'],
    question: ['Paldies par jautājumu.', 'Labs jautājums!'],
  },
  el: {
    refund: {
      app_store: [`Τις αγορές στο App Store μπορεί να τις επιστρέψει μόνο η Apple: μπορείτε να ζητήσετε επιστροφή χρημάτων στο ${APPLE}.`],
      google_play: [`Τις επιστροφές χρημάτων για αγορές στο Google Play τις χειρίζεται η Google: ανοίξτε το ιστορικό παραγγελιών στο ${GOOGLE} και επιλέξτε «Αίτημα επιστροφής χρημάτων».`],
    },
    feature: ['Ευχαριστούμε για την ιδέα «{feature}»· τη μεταφέραμε στην ομάδα προϊόντος μας.'],
    question: ['Ευχαριστούμε για την ερώτησή σας.', 'Καλή ερώτηση!'],
  },
  bg: {
    refund: {
      app_store: [`Сумите за покупки от App Store може да възстанови само Apple: можете да поискате възстановяване на ${APPLE}.`],
      google_play: [`Сумите за покупки от Google Play се възстановяват от Google: отворете историята на поръчките си на ${GOOGLE} и изберете „Заявка за възстановяване на сумата“.`],
    },
    feature: ['Благодарим за идеята „{feature}“; предадохме я на продуктовия си екип.'],
    question: ['Благодарим за въпроса.', 'Добър въпрос!'],
  },
  mk: {
    refund: {
      app_store: [`Парите за купувања од App Store може да ги врати само Apple: враќање можете да побарате на ${APPLE}.`],
      google_play: [`Враќањето пари за купувања од Google Play го врши Google: отворете ја историјата на нарачки на ${GOOGLE} и изберете „Побарај враќање пари“.`],
    },
    feature: ['Ви благодариме за идејата „{feature}“; ја пренесовме до нашиот продуктен тим.'],
    question: ['Ви благодариме за прашањето.', 'Добро прашање!'],
  },
  sr: {
    refund: {
      app_store: [`Новац за куповине у App Store-у може да врати само Apple: повраћај можете затражити на ${APPLE}.`],
      google_play: [`Повраћај новца за куповине на Google Play-у обрађује Google: отворите историју поруџбина на ${GOOGLE} и изаберите „Затражи повраћај новца“.`],
    },
    feature: ['Хвала на идеји „{feature}“; проследили смо је нашем продуктном тиму.'],
    question: ['Хвала на питању.', 'Добро питање!'],
  },
  be: {
    refund: {
      app_store: [`Грошы за пакупкі ў App Store можа вярнуць толькі Apple: запыт на вяртанне можна адправіць на ${APPLE}.`],
      google_play: [`Вяртанне грошай за пакупкі ў Google Play афармляе Google: адкрыйце гісторыю заказаў на ${GOOGLE} і выберыце «Запытаць вяртанне грошай».`],
    },
    feature: ['Дзякуй за ідэю «{feature}»; мы ўжо перадалі яе нашай камандзе.'],
    question: ['Дзякуй за пытанне, мы ўважліва яго разгледзім.'],
  },
  kk: {
    refund: {
      app_store: [`App Store-дағы сатып алулар үшін ақшаны тек Apple қайтара алады: қайтаруды ${APPLE} сайтында сұрай аласыз.`],
      google_play: [`Google Play-дегі сатып алулар үшін ақшаны Google қайтарады: ${GOOGLE} сайтында тапсырыстар тарихын ашып, «Ақшаны қайтаруды сұрау» дегенді таңдаңыз.`],
    },
    feature: ['«{feature}» идеясы үшін рақмет; оны өнім командамызға жеткіздік.'],
    question: ['Сұрағыңыз үшін рақмет.'],
  },
  ky: {
    refund: {
      app_store: [`App Store'догу сатып алуулар үчүн акчаны Apple гана кайтара алат: кайтарууну ${APPLE} сайтынан сурасаңыз болот.`],
      google_play: [`Google Play'деги сатып алуулар үчүн акчаны Google кайтарат: ${GOOGLE} сайтында буйрутмалардын тарыхын ачып, «Акчаны кайтарууну суроо» дегенди тандаңыз.`],
    },
    feature: ['«{feature}» идеясы үчүн рахмат; аны продукт командабызга жеткирдик.'],
    question: ['Сурооңуз үчүн рахмат.'],
  },
  mn: {
    refund: {
      app_store: [`App Store-оос хийсэн худалдан авалтын мөнгийг зөвхөн Apple буцаан олгох боломжтой: ${APPLE} хаягаар хүсэлт гаргана уу.`],
      google_play: [`Google Play-ээс хийсэн худалдан авалтын мөнгийг Google буцаан олгодог: ${GOOGLE} хаягаар захиалгын түүхээ нээж, «Буцаан олголт хүсэх»-ийг сонгоно уу.`],
    },
    feature: ['«{feature}» санаа өгсөнд баярлалаа; бид үүнийг бүтээгдэхүүний багтаа дамжууллаа.'],
    question: ['Асуулт илгээсэнд баярлалаа.'],
  },
  he: {
    refund: {
      app_store: [`רק Apple יכולה להחזיר כסף על רכישות ב-App Store: אפשר לבקש החזר בכתובת ${APPLE}.`],
      google_play: [`החזרים על רכישות ב-Google Play מטופלים על ידי Google: יש לפתוח את היסטוריית ההזמנות בכתובת ${GOOGLE} ולבחור "בקשת החזר כספי".`],
    },
    feature: ['תודה על הרעיון "{feature}"; העברנו אותו לצוות המוצר שלנו.'],
    question: ['תודה על השאלה.', 'שאלה טובה!'],
  },
  fa: {
    refund: {
      app_store: [`وجه خریدهای App Store را فقط Apple می‌تواند بازگرداند: می‌توانید درخواست بازپرداخت را در ${APPLE} ثبت کنید.`],
      google_play: [`بازپرداخت خریدهای Google Play با Google است: سابقهٔ سفارش‌هایتان را در ${GOOGLE} باز کنید و «درخواست بازپرداخت» را انتخاب کنید.`],
    },
    feature: ['ممنون از ایدهٔ «{feature}»؛ آن را به تیم محصولمان منتقل کردیم.'],
    question: ['ممنون از سؤالتان.', 'سؤال خوبی است!'],
  },
  ur: {
    refund: {
      app_store: [`App Store کی خریداری کا ریفنڈ صرف Apple دے سکتا ہے: آپ ${APPLE} پر ریفنڈ کی درخواست کر سکتے ہیں۔`],
      google_play: [`Google Play کی خریداری کا ریفنڈ Google دیتا ہے: ${GOOGLE} پر اپنی آرڈر ہسٹری کھولیں اور "ریفنڈ کی درخواست کریں" منتخب کریں۔`],
    },
    feature: ['"{feature}" کی تجویز کا شکریہ؛ ہم نے یہ آئیڈیا اپنی پروڈکٹ ٹیم تک پہنچا دیا ہے۔'],
    question: ['آپ کے سوال کا شکریہ۔'],
  },
  am: {
    refund: {
      app_store: [`በApp Store ለተገዙ ነገሮች ገንዘብ መመለስ የሚችለው Apple ብቻ ነው፤ ተመላሽ ገንዘብ በ ${APPLE} መጠየቅ ይችላሉ።`],
      google_play: [`የGoogle Play ግዢዎችን ገንዘብ የሚመልሰው Google ነው፤ በ ${GOOGLE} የትዕዛዝ ታሪክዎን ከፍተው «ተመላሽ ገንዘብ ይጠይቁ» የሚለውን ይምረጡ።`],
    },
    feature: ['ስለ «{feature}» ሃሳብዎ እናመሰግናለን፤ ለምርት ቡድናችን አስተላልፈነዋል።'],
    question: ['ስለ ጥያቄዎ እናመሰግናለን።'],
  },
  hy: {
    refund: {
      app_store: [`App Store-ի գնումների գումարը կարող է վերադարձնել միայն Apple-ը, վերադարձ կարող եք խնդրել ${APPLE} կայքում։`],
      google_play: [`Google Play-ի գնումների գումարը վերադարձնում է Google-ը, բացեք պատվերների պատմությունը ${GOOGLE} կայքում և ընտրեք «Պահանջել գումարի վերադարձ»։`],
    },
    feature: ['Շնորհակալություն «{feature}» գաղափարի համար, այն փոխանցել ենք մեր արտադրանքի թիմին։'],
    question: ['Շնորհակալություն հարցի համար։'],
  },
  ka: {
    refund: {
      app_store: [`App Store-ში შეძენილზე თანხის დაბრუნება მხოლოდ Apple-ს შეუძლია: მოთხოვნა შეგიძლიათ გააგზავნოთ მისამართზე ${APPLE}.`],
      google_play: [`Google Play-ში შეძენილზე თანხას Google აბრუნებს: გახსენით შეკვეთების ისტორია მისამართზე ${GOOGLE} და აირჩიეთ „თანხის დაბრუნების მოთხოვნა“.`],
    },
    feature: ['მადლობა იდეისთვის „{feature}“; გადავეცით ჩვენს პროდუქტის გუნდს.'],
    question: ['მადლობა კითხვისთვის.', 'კარგი კითხვაა!'],
  },
  az: {
    refund: {
      app_store: [`App Store alışlarının pulunu yalnız Apple geri qaytara bilər: geri ödəmə tələbini ${APPLE} ünvanında göndərə bilərsiniz.`],
      google_play: [`Google Play alışlarının pulunu Google geri qaytarır: ${GOOGLE} ünvanında sifariş tarixçənizi açın və "Geri ödəmə tələb et" seçimini edin.`],
    },
    feature: ['"{feature}" ideyası üçün təşəkkür edirik; onu məhsul komandamıza ötürdük.'],
    question: ['Sualınız üçün təşəkkür edirik.', 'Yaxşı sualdır!'],
  },
  uz: {
    refund: {
      app_store: [`App Store xaridlari uchun pulni faqat Apple qaytara oladi: qaytarishni ${APPLE} sahifasida soʻrashingiz mumkin.`],
      google_play: [`Google Play xaridlari uchun pulni Google qaytaradi: ${GOOGLE} sahifasida buyurtmalar tarixini oching va “Pulni qaytarishni soʻrash” bandini tanlang.`],
    },
    feature: ['“{feature}” gʻoyasi uchun rahmat; uni mahsulot jamoamizga yetkazdik.'],
    question: ['Savolingiz uchun rahmat.', 'Yaxshi savol!'],
  },
  af: {
    refund: {
      app_store: [`Slegs Apple kan aankope in die App Store terugbetaal: u kan ’n terugbetaling by ${APPLE} aanvra.`],
      google_play: [`Google hanteer terugbetalings vir Google Play-aankope: maak u bestelgeskiedenis by ${GOOGLE} oop en kies "Versoek ’n terugbetaling".`],
    },
    feature: ['Dankie vir die voorstel “{feature}”; ons het dit aan ons produkspan deurgegee.'],
    question: ['Dankie vir u vraag.', 'Goeie vraag!'],
  },
  eu: {
    refund: {
      app_store: [`App Storeko erosketen dirua Applek bakarrik itzul dezake: itzulketa ${APPLE} helbidean eska dezakezu.`],
      google_play: [`Google Playko erosketen dirua Googlek itzultzen du: ireki zure eskaera-historia ${GOOGLE} helbidean eta aukeratu "Eskatu itzulketa".`],
    },
    feature: ['Eskerrik asko “{feature}” proposatzeagatik; gure produktu-taldeari helarazi diogu ideia.'],
    question: ['Eskerrik asko zure galderagatik.', 'Galdera ona!'],
  },
  fil: {
    refund: {
      app_store: [`Ang Apple lang po ang makakapag-refund ng mga binili sa App Store: maaari kayong humiling ng refund sa ${APPLE}.`],
      google_play: [`Ang Google po ang nagre-refund ng mga binili sa Google Play: buksan ang inyong order history sa ${GOOGLE} at piliin ang "Humiling ng refund".`],
    },
    feature: ['Salamat po sa suhestiyong “{feature}”; naipasa na po namin ito sa aming product team.'],
    question: ['Salamat po sa inyong tanong.', 'Magandang tanong po!'],
  },
  gl: {
    refund: {
      app_store: [`Só Apple pode reembolsar as compras da App Store: podes solicitar o reembolso en ${APPLE}.`],
      google_play: [`Google xestiona os reembolsos de Google Play: abre o teu historial de pedidos en ${GOOGLE} e escolle «Solicitar un reembolso».`],
    },
    feature: ['Grazas por suxerir «{feature}»; trasladamos a idea ao noso equipo de produto.'],
    question: ['Grazas pola túa pregunta.', 'Boa pregunta!'],
  },
  is: {
    refund: {
      app_store: [`Aðeins Apple getur endurgreitt kaup í App Store: þú getur óskað eftir endurgreiðslu á ${APPLE}.`],
      google_play: [`Google sér um endurgreiðslur á kaupum í Google Play: opnaðu pöntunarferilinn á ${GOOGLE} og veldu „Biðja um endurgreiðslu“.`],
    },
    feature: ['Takk fyrir tillöguna „{feature}“; við höfum komið henni til vöruteymisins.'],
    question: ['Takk fyrir spurninguna.', 'Góð spurning!'],
  },
  ms: {
    refund: {
      app_store: [`Hanya Apple boleh memulangkan wang bagi pembelian di App Store: anda boleh memohon bayaran balik di ${APPLE}.`],
      google_play: [`Bayaran balik pembelian Google Play dikendalikan oleh Google: buka sejarah pesanan anda di ${GOOGLE} dan pilih "Minta bayaran balik".`],
    },
    feature: ['Terima kasih atas cadangan “{feature}”; kami telah menyampaikannya kepada pasukan produk kami.'],
    question: ['Terima kasih atas soalan anda.', 'Soalan yang bagus!'],
  },
  sq: {
    refund: {
      app_store: [`Blerjet në App Store mund t’i rimbursojë vetëm Apple: rimbursimin mund ta kërkoni në ${APPLE}.`],
      google_play: [`Rimbursimet e blerjeve në Google Play i trajton Google: hapni historikun e porosive në ${GOOGLE} dhe zgjidhni „Kërko rimbursim“.`],
    },
    feature: ['Faleminderit për idenë „{feature}“; ia kemi përcjellë ekipit tonë të produktit.'],
    question: ['Faleminderit për pyetjen.', 'Pyetje e mirë!'],
  },
  sw: {
    refund: {
      app_store: [`Ni Apple pekee wanaoweza kurejesha pesa za ununuzi wa App Store: unaweza kuomba kurejeshewa pesa kupitia ${APPLE}.`],
      google_play: [`Google ndio hushughulikia urejeshaji wa pesa za ununuzi wa Google Play: fungua historia ya maagizo yako kupitia ${GOOGLE} na uchague "Omba kurejeshewa pesa".`],
    },
    feature: ['Asante kwa pendekezo la “{feature}”; tumeliwasilisha kwa timu yetu ya bidhaa.'],
    question: ['Asante kwa swali lako.', 'Swali zuri!'],
  },
  zu: {
    refund: {
      app_store: [`Izinto ezithengwe ku-App Store zingabuyiselwa imali yi-Apple kuphela: ungacela ukubuyiselwa imali ku-${APPLE}.`],
      google_play: [`Ukubuyiselwa kwemali ngezinto ezithengwe ku-Google Play kwenziwa yi-Google: vula umlando wama-oda akho ku-${GOOGLE} bese ukhetha "Cela ukubuyiselwa imali".`],
    },
    feature: ['Siyabonga ngesiphakamiso esithi “{feature}”; sisidlulisele ethimbeni lethu lomkhiqizo.'],
    question: ['Siyabonga ngombuzo wakho.', 'Umbuzo omuhle!'],
  },
  rm: {
    refund: {
      app_store: [`Cumpras en l'App Store po restituir mo Apple: Vus pudais dumandar ina restituziun sin ${APPLE}.`],
      google_play: [`Restituziuns per cumpras en Google Play fa Google: avri Vossa cronologia da las empustaziuns sin ${GOOGLE} e tscherni «Dumandar ina restituziun».`],
    },
    feature: ['Grazia per la proposta «{feature}»; nus l’avain transmessa a noss team da product.'],
    question: ['Grazia per Vossa dumonda.', 'Buna dumonda!'],
  },
  bn: {
    refund: {
      app_store: [`App Store-এর কেনাকাটার টাকা শুধু Apple ফেরত দিতে পারে: ${APPLE} থেকে রিফান্ডের অনুরোধ করতে পারেন।`],
      google_play: [`Google Play-এর কেনাকাটার রিফান্ড Google দেয়: ${GOOGLE} থেকে আপনার অর্ডার হিস্ট্রি খুলে "রিফান্ডের অনুরোধ করুন" বেছে নিন।`],
    },
    feature: ['“{feature}”-এর পরামর্শের জন্য ধন্যবাদ; আমরা আইডিয়াটি আমাদের প্রোডাক্ট টিমকে জানিয়েছি।'],
    question: ['আপনার প্রশ্নের জন্য ধন্যবাদ।', 'ভালো প্রশ্ন!'],
  },
  gu: {
    refund: {
      app_store: [`App Store પરની ખરીદીનું રિફંડ ફક્ત Apple આપી શકે છે: આપ ${APPLE} પર રિફંડની વિનંતી કરી શકો છો.`],
      google_play: [`Google Play પરની ખરીદીનું રિફંડ Google આપે છે: ${GOOGLE} પર આપની ઑર્ડર હિસ્ટ્રી ખોલો અને "રિફંડની વિનંતી કરો" પસંદ કરો.`],
    },
    feature: ['“{feature}” ના સૂચન માટે આભાર; અમે આ વિચાર અમારી પ્રોડક્ટ ટીમ સુધી પહોંચાડ્યો છે.'],
    question: ['આપના પ્રશ્ન માટે આભાર.', 'સરસ પ્રશ્ન!'],
  },
  kn: {
    refund: {
      app_store: [`App Store ಖರೀದಿಗಳ ಹಣವನ್ನು Apple ಮಾತ್ರ ಮರುಪಾವತಿಸಬಹುದು: ${APPLE} ನಲ್ಲಿ ರಿಫಂಡ್‌ಗೆ ವಿನಂತಿಸಬಹುದು.`],
      google_play: [`Google Play ಖರೀದಿಗಳ ರಿಫಂಡ್ ಅನ್ನು Google ನೀಡುತ್ತದೆ: ${GOOGLE} ನಲ್ಲಿ ನಿಮ್ಮ ಆರ್ಡರ್ ಇತಿಹಾಸ ತೆರೆದು "ರಿಫಂಡ್‌ಗೆ ವಿನಂತಿಸಿ" ಆಯ್ಕೆಮಾಡಿ.`],
    },
    feature: ['“{feature}” ಸಲಹೆಗೆ ಧನ್ಯವಾದಗಳು; ಈ ಆಲೋಚನೆಯನ್ನು ನಮ್ಮ ಪ್ರಾಡಕ್ಟ್ ತಂಡಕ್ಕೆ ತಲುಪಿಸಿದ್ದೇವೆ.'],
    question: ['ನಿಮ್ಮ ಪ್ರಶ್ನೆಗೆ ಧನ್ಯವಾದಗಳು.', 'ಒಳ್ಳೆಯ ಪ್ರಶ್ನೆ!'],
  },
  ml: {
    refund: {
      app_store: [`App Store വാങ്ങലുകളുടെ പണം തിരികെ നൽകാൻ Apple-ന് മാത്രമേ കഴിയൂ: ${APPLE} വഴി റീഫണ്ട് അഭ്യർഥിക്കാം.`],
      google_play: [`Google Play വാങ്ങലുകളുടെ റീഫണ്ട് Google ആണ് നൽകുന്നത്: ${GOOGLE} എന്നതിൽ ഓർഡർ ഹിസ്റ്ററി തുറന്ന് "റീഫണ്ട് അഭ്യർഥിക്കുക" തിരഞ്ഞെടുക്കുക.`],
    },
    feature: ['“{feature}” എന്ന നിർദേശത്തിന് നന്ദി; ഈ ആശയം ഞങ്ങളുടെ പ്രോഡക്ട് ടീമിന് കൈമാറിയിട്ടുണ്ട്.'],
    question: ['നിങ്ങളുടെ ചോദ്യത്തിന് നന്ദി.', 'നല്ല ചോദ്യം!'],
  },
  mr: {
    refund: {
      app_store: [`App Store वरील खरेदीचा परतावा फक्त Apple देऊ शकते: आपण ${APPLE} वर रिफंडची विनंती करू शकता.`],
      google_play: [`Google Play वरील खरेदीचा परतावा Google देते: ${GOOGLE} वर आपली ऑर्डर हिस्ट्री उघडा आणि "रिफंडची विनंती करा" निवडा.`],
    },
    feature: ['“{feature}” या सूचनेबद्दल धन्यवाद; ही कल्पना आम्ही आमच्या प्रॉडक्ट टीमपर्यंत पोहोचवली आहे.'],
    question: ['आपल्या प्रश्नाबद्दल धन्यवाद.', 'छान प्रश्न!'],
  },
  ne: {
    refund: {
      app_store: [`App Store मा गरिएको खरिदको रकम Apple ले मात्र फिर्ता गर्न सक्छ: तपाईं ${APPLE} मा रिफन्डका लागि अनुरोध गर्न सक्नुहुन्छ।`],
      google_play: [`Google Play मा गरिएको खरिदको रिफन्ड Google ले गर्छ: ${GOOGLE} मा आफ्नो अर्डर हिस्ट्री खोल्नुहोस् र "रिफन्डका लागि अनुरोध गर्नुहोस्" रोज्नुहोस्।`],
    },
    feature: ['“{feature}” को सुझावका लागि धन्यवाद; हामीले यो विचार हाम्रो प्रोडक्ट टोलीसम्म पुर्‍याएका छौं।'],
    question: ['तपाईंको प्रश्नका लागि धन्यवाद।', 'राम्रो प्रश्न!'],
  },
  or: {
    refund: {
      app_store: [`App Store ରେ କରାଯାଇଥିବା କିଣାର ଟଙ୍କା କେବଳ Apple ଫେରସ୍ତ କରିପାରେ: ଆପଣ ${APPLE} ରେ ରିଫଣ୍ଡ ପାଇଁ ଅନୁରୋଧ କରିପାରିବେ।`],
      google_play: [`Google Play ରେ କରାଯାଇଥିବା କିଣାର ରିଫଣ୍ଡ Google ଦିଏ: ${GOOGLE} ରେ ଆପଣଙ୍କ ଅର୍ଡର ହିଷ୍ଟ୍ରି ଖୋଲି "ରିଫଣ୍ଡ ପାଇଁ ଅନୁରୋଧ କରନ୍ତୁ" ବାଛନ୍ତୁ।`],
    },
    feature: ['“{feature}” ପରାମର୍ଶ ପାଇଁ ଧନ୍ୟବାଦ; ଆମେ ଏହି ଧାରଣାକୁ ଆମ ପ୍ରଡକ୍ଟ ଟିମ୍ ପାଖରେ ପହଞ୍ଚାଇଛୁ।'],
    question: ['ଆପଣଙ୍କ ପ୍ରଶ୍ନ ପାଇଁ ଧନ୍ୟବାଦ।', 'ଭଲ ପ୍ରଶ୍ନ!'],
  },
  pa: {
    refund: {
      app_store: [`App Store ਦੀਆਂ ਖ਼ਰੀਦਾਂ ਦਾ ਰਿਫੰਡ ਸਿਰਫ਼ Apple ਦੇ ਸਕਦਾ ਹੈ: ਤੁਸੀਂ ${APPLE} ’ਤੇ ਰਿਫੰਡ ਲਈ ਬੇਨਤੀ ਕਰ ਸਕਦੇ ਹੋ।`],
      google_play: [`Google Play ਦੀਆਂ ਖ਼ਰੀਦਾਂ ਦਾ ਰਿਫੰਡ Google ਦਿੰਦਾ ਹੈ: ${GOOGLE} ’ਤੇ ਆਪਣੀ ਆਰਡਰ ਹਿਸਟਰੀ ਖੋਲ੍ਹੋ ਅਤੇ "ਰਿਫੰਡ ਲਈ ਬੇਨਤੀ ਕਰੋ" ਚੁਣੋ।`],
    },
    feature: ['“{feature}” ਦੇ ਸੁਝਾਅ ਲਈ ਧੰਨਵਾਦ; ਅਸੀਂ ਇਹ ਵਿਚਾਰ ਆਪਣੀ ਪ੍ਰੋਡਕਟ ਟੀਮ ਤੱਕ ਪਹੁੰਚਾ ਦਿੱਤਾ ਹੈ।'],
    question: ['ਤੁਹਾਡੇ ਸਵਾਲ ਲਈ ਧੰਨਵਾਦ।', 'ਵਧੀਆ ਸਵਾਲ!'],
  },
  si: {
    refund: {
      app_store: [`App Store මිලදී ගැනීම් සඳහා මුදල් ආපසු දිය හැක්කේ Apple ට පමණයි: ඔබට ${APPLE} හරහා මුදල් ආපසු ඉල්ලිය හැකියි.`],
      google_play: [`Google Play මිලදී ගැනීම්වල මුදල් ආපසු දෙන්නේ Google ය: ${GOOGLE} හි ඔබේ ඇණවුම් ඉතිහාසය විවෘත කර "මුදල් ආපසු ඉල්ලන්න" තෝරන්න.`],
    },
    feature: ['“{feature}” යෝජනාවට ස්තූතියි; අපි එම අදහස අපේ නිෂ්පාදන කණ්ඩායමට යොමු කළා.'],
    question: ['ඔබේ ප්‍රශ්නයට ස්තූතියි.', 'හොඳ ප්‍රශ්නයක්!'],
  },
  ta: {
    refund: {
      app_store: [`App Store வாங்குதல்களுக்கான பணத்தை Apple மட்டுமே திருப்பித் தர முடியும்: ${APPLE} இல் ரீஃபண்ட் கோரலாம்.`],
      google_play: [`Google Play வாங்குதல்களுக்கான ரீஃபண்டை Google வழங்குகிறது: ${GOOGLE} இல் உங்கள் ஆர்டர் வரலாற்றைத் திறந்து "ரீஃபண்ட் கோரு" என்பதைத் தேர்ந்தெடுங்கள்.`],
    },
    feature: ['“{feature}” பரிந்துரைக்கு நன்றி; இந்த யோசனையை எங்கள் தயாரிப்புக் குழுவிடம் தெரிவித்துள்ளோம்.'],
    question: ['உங்கள் கேள்விக்கு நன்றி.', 'நல்ல கேள்வி!'],
  },
  te: {
    refund: {
      app_store: [`App Store కొనుగోళ్ల డబ్బును Apple మాత్రమే తిరిగి ఇవ్వగలదు: ${APPLE} లో రీఫండ్ కోసం అభ్యర్థించవచ్చు.`],
      google_play: [`Google Play కొనుగోళ్ల రీఫండ్‌ను Google ఇస్తుంది: ${GOOGLE} లో మీ ఆర్డర్ హిస్టరీ తెరిచి "రీఫండ్ అభ్యర్థించండి" ఎంచుకోండి.`],
    },
    feature: ['“{feature}” సూచనకు ధన్యవాదాలు; ఈ ఆలోచనను మా ప్రోడక్ట్ టీమ్‌కు తెలియజేశాం.'],
    question: ['మీ ప్రశ్నకు ధన్యవాదాలు.', 'మంచి ప్రశ్న!'],
  },
  km: {
    refund: {
      app_store: [`ការទិញនៅ App Store អាចសងប្រាក់វិញបានតែដោយ Apple ប៉ុណ្ណោះ៖ លោកអ្នកអាចស្នើសុំការសងប្រាក់វិញនៅ ${APPLE}។`],
      google_play: [`ការសងប្រាក់វិញសម្រាប់ការទិញនៅ Google Play ធ្វើឡើងដោយ Google៖ សូមបើកប្រវត្តិការបញ្ជាទិញនៅ ${GOOGLE} ហើយជ្រើសរើស "ស្នើសុំការសងប្រាក់វិញ"។`],
    },
    feature: ['អរគុណសម្រាប់សំណូមពរ “{feature}” យើងខ្ញុំបានបញ្ជូនគំនិតនេះទៅក្រុមផលិតផលហើយ។'],
    question: ['អរគុណសម្រាប់សំណួររបស់លោកអ្នក។', 'សំណួរល្អណាស់!'],
  },
  lo: {
    refund: {
      app_store: [`ການຊື້ໃນ App Store ມີແຕ່ Apple ທີ່ສາມາດຄືນເງິນໄດ້: ທ່ານສາມາດຂໍຄືນເງິນໄດ້ທີ່ ${APPLE}`],
      google_play: [`Google ເປັນຜູ້ຄືນເງິນສຳລັບການຊື້ໃນ Google Play: ເປີດປະຫວັດການສັ່ງຊື້ທີ່ ${GOOGLE} ແລ້ວເລືອກ "ຂໍຄືນເງິນ"`],
    },
    feature: ['ຂອບໃຈສຳລັບຄຳແນະນຳ “{feature}” ພວກເຮົາໄດ້ສົ່ງຕໍ່ແນວຄິດນີ້ໃຫ້ທີມຜະລິດຕະພັນແລ້ວ'],
    question: ['ຂອບໃຈສຳລັບຄຳຖາມ', 'ເປັນຄຳຖາມທີ່ດີ!'],
  },
  my: {
    refund: {
      app_store: [`App Store ဝယ်ယူမှုများအတွက် ငွေပြန်အမ်းခြင်းကို Apple သာ လုပ်ဆောင်နိုင်ပါသည်- ${APPLE} တွင် ငွေပြန်အမ်းရန် တောင်းဆိုနိုင်ပါသည်။`],
      google_play: [`Google Play ဝယ်ယူမှုများအတွက် ငွေပြန်အမ်းခြင်းကို Google က လုပ်ဆောင်ပါသည်- ${GOOGLE} တွင် မှာယူမှုမှတ်တမ်းကိုဖွင့်ပြီး "ငွေပြန်အမ်းရန် တောင်းဆိုရန်" ကို ရွေးပါ။`],
    },
    feature: ['“{feature}” အကြံပြုချက်အတွက် ကျေးဇူးတင်ပါတယ်၊ ဒီအကြံကို ကျွန်ုပ်တို့ရဲ့ ထုတ်ကုန်အဖွဲ့ဆီ ပေးပို့ထားပါပြီ။'],
    question: ['မေးခွန်းအတွက် ကျေးဇူးတင်ပါတယ်။', 'ကောင်းတဲ့ မေးခွန်းပါ!'],
  },
}
