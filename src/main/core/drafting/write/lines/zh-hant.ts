import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/**
 * Where a problem happens. "（{os}）" cannot stand without the device before it, so each
 * combination is its own line and the drafter takes the one naming the most.
 */
const ON = ['在您的{device}（{os}）上', '在您的{device}上', '在{os}上']
const on = (line: (where: string) => string): string[] => ON.map(line)

/**
 * Traditional Chinese with Taiwan wording (應用程式, 帳號, 資料, 扣款), 您 throughout, as the
 * phrasebook. Named things go in 「」. A contact or an address has a space on both sides:
 * Chinese glued to it would read as part of the address.
 */
export const zhHant: MoveLines = {
  thanks: {
    casual: ['非常感謝您的好評！', '謝謝您的肯定與支持！', '感謝您撥空寫下這麼暖心的評論！'],
    formal: ['感謝您的好評與支持。', '非常感謝您對我們的肯定。', '衷心感謝您的支持。'],
  },
  thanksFor: {
    casual: [
      '感謝您對「{feature}」的喜愛！',
      '謝謝！很高興您喜歡「{feature}」。',
      '謝謝您對「{feature}」的稱讚！',
    ],
    formal: ['感謝您對「{feature}」的肯定。', '謝謝您！很高興「{feature}」能獲得您的認可。'],
  },
  praiseMore: [
    '很高興{brand|我們的應用程式}能幫上您的忙。',
    '您的鼓勵對我們整個團隊意義重大。',
    '很開心您用得順手。',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['恭喜您取得這樣的成績！'],
  // The feat named where the review names one: the bare line fits any review.
  achievedOf: {
    weight: ['恭喜您減重成功，真為您高興！'],
    best: ['恭喜您刷新個人最佳成績，真為您高興！'],
    exam: ['恭喜您順利通過考試，真為您高興！'],
    level: ['恭喜您成功通關，真為您高興！'],
    race: ['恭喜您順利完賽，真為您高興！'],
  },
  praiseAlso: ['同時也感謝您[對「{feature}」]的肯定。'],
  askMissing: [
    '如果有哪裡讓您覺得還不夠好，歡迎告訴我們。',
    '如果覺得還少了什麼，請告訴我們，每一則留言我們都會認真閱讀。',
  ],
  neutral: {
    casual: ['謝謝您的回饋。', '感謝您撥空留下評論。'],
    formal: ['感謝您的回饋。', '感謝您撥冗為我們評分。'],
  },
  request: [
    '感謝您[關於「{feature}」]的建議，我們已轉達給產品團隊。',
    '謝謝您[提出「{feature}」]的想法，我們已分享給團隊。',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['感謝您[關於「{feature}」]的建議，我們已轉達給產品團隊。'],
  sorry: {
    casual: [
      ...on((w) => `我們很抱歉，[{when}，]${w}[「{feature}」]出現了問題[（版本 {version}）]。`),
      ...on((w) => `[「{feature}」]${w}無法正常使用[（版本 {version}）]，我們真的很抱歉。`),
      '我們很抱歉，[{when}，]{version}版本中[「{feature}」]出現了問題。',
      '[「{feature}」]在{version}版本中無法正常使用，我們真的很抱歉。',
      '我們很抱歉，[{when}，][「{feature}」]造成您的困擾。',
      '[關於「{feature}」，]讓您有不好的體驗，我們很抱歉。',
      '[「{feature}」]給您添麻煩了，我們非常抱歉。',
    ],
    formal: [
      ...on((w) => `對於[「{feature}」]${w}發生的問題[（版本 {version}）]，我們深感抱歉。`),
      ...on((w) => `[「{feature}」]${w}無法正常使用[（版本 {version}）]，我們深表歉意。`),
      '對於[「{feature}」]在{version}版本中發生的問題，我們深感抱歉。',
      '對於[「{feature}」]造成您的不便，我們深表歉意。',
      '我們很抱歉[「{feature}」]未能符合您的期望。',
      '[「{feature}」]造成您的困擾，我們深表歉意。',
    ],
  },
  sorryCrash: [
    ...on(
      (w) => `我們很抱歉，[{when}，]應用程式${w}[使用「{feature}」時]閃退了[（版本 {version}）]。`,
    ),
    '我們很抱歉，[{when}，]應用程式在{version}版本中[使用「{feature}」時]閃退了。',
    '我們很抱歉，[{when}，]應用程式[在使用「{feature}」時]閃退了。',
    '[使用「{feature}」時]程式閃退，造成您的困擾，我們非常抱歉。',
    '我們很抱歉讓您遇到閃退[（使用「{feature}」時）]。',
  ],
  phoneHot: '手機還會發燙',
  measures: {
    distance: '距離',
    steps: '步數',
    calories: '卡路里',
    pace: '配速',
    heartRate: '心率',
  },
  sorryFor: {
    freeze: [
      '很抱歉，[{when}，]應用程式在您的{device}（{os}）上[使用「{feature}」時]會卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在您的{device}上[使用「{feature}」時]會卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在{os}上[使用「{feature}」時]會卡住[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式[使用「{feature}」時]會卡住[，{also}][（版本 {version}）]。',
    ],
    slow: [
      '很抱歉，[{when}，]應用程式在您的{device}（{os}）上[使用「{feature}」時]運作很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在您的{device}上[使用「{feature}」時]運作很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在{os}上[使用「{feature}」時]運作很慢[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式[使用「{feature}」時]運作很慢[，{also}][（版本 {version}）]。',
    ],
    sync: [
      '很抱歉，[{when}，]在您的{device}（{os}）上同步無法正常進行[（版本 {version}）]。',
      '很抱歉，[{when}，]在您的{device}上同步無法正常進行[（版本 {version}）]。',
      '很抱歉，[{when}，]在{os}上同步無法正常進行[（版本 {version}）]。',
      '很抱歉，[{when}，]同步無法正常進行[（版本 {version}）]。',
    ],
    logout: [
      '很抱歉，[{when}，]應用程式在您的{device}（{os}）上總是自動登出[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在您的{device}上總是自動登出[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在{os}上總是自動登出[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式總是自動登出[（版本 {version}）]。',
    ],
    open: [
      '很抱歉，[{when}，]應用程式在您的{device}（{os}）上打不開[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在您的{device}上打不開[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在{os}上打不開[（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式打不開[（版本 {version}）]。',
    ],
    battery: [
      '很抱歉，[{when}，]應用程式在您的{device}（{os}）上耗電這麼快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在您的{device}上耗電這麼快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式在{os}上耗電這麼快[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式耗電這麼快[，{also}][（版本 {version}）]。',
    ],
    // The phone heats up, said alone.
    heat: [
      '很抱歉，[{when}，]應用程式導致您的{device}發燙[，{also}][（版本 {version}）]。',
      '很抱歉，[{when}，]應用程式導致您的手機發燙[，{also}][（版本 {version}）]。',
    ],
    late: [
      '很抱歉，[{when}，]通知在您的{device}（{os}）上總是延遲送達[（版本 {version}）]。',
      '很抱歉，[{when}，]通知在您的{device}上總是延遲送達[（版本 {version}）]。',
      '很抱歉，[{when}，]通知在{os}上總是延遲送達[（版本 {version}）]。',
      '很抱歉，[{when}，]通知總是延遲送達[（版本 {version}）]。',
    ],
    wrong: [
      '很抱歉，[{when}，]在您的{device}（{os}）上{measure}記錄不準確[（版本 {version}）]。',
      '很抱歉，[{when}，]在您的{device}上{measure}記錄不準確[（版本 {version}）]。',
      '很抱歉，[{when}，]在{os}上{measure}記錄不準確[（版本 {version}）]。',
      '很抱歉，[{when}，]{measure}記錄不準確[（版本 {version}）]。',
    ],
  },
  heard: {
    price: [
      '我們很抱歉價格[（{feature}）]讓您覺得不太合理，您的意見我們已轉達給團隊。',
      '價格[（{feature}）]沒能讓您滿意，我們深表歉意，也已將您的意見分享給團隊。',
      "關於價格[（{feature}）]，您的意見我們已轉達給團隊。",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['很抱歉讓您覺得不付費就難以前進，您的意見我們已轉達給團隊。'],
    ads: [
      '我們很抱歉廣告[（{feature}）]影響了您的使用，您的意見我們已轉達給團隊。',
      '廣告打擾了您的使用體驗，我們深表歉意，也已將您的意見分享給團隊。',
      "關於廣告，您的意見我們已轉達給團隊。",
    ],
    design: [
      '我們很抱歉[「{feature}」的]設計沒能讓您滿意，我們已將您的意見轉達給設計團隊。',
      '[「{feature}」的]新設計讓您覺得不如以往，我們深表歉意，也已將您的意見轉達給團隊。',
      "關於[「{feature}」的]設計，您的意見我們已轉達給設計團隊。",
    ],
    slow: [
      '很抱歉應用程式運作這麼慢，造成您的不便，我們已將您的意見分享給團隊。',
      '應用程式運作緩慢，我們深感抱歉，[{when}，]並已將您的意見轉達給團隊。',
      "關於執行緩慢的問題，您的意見我們已轉達給團隊。",
    ],
    account: ['很抱歉必須註冊帳號給您帶來了不便，您的意見我們已轉達給團隊。'],
    notifications: [
      '很抱歉通知過於頻繁，您的意見我們已轉達給團隊。',
      "關於通知太多的問題，您的意見我們已轉達給團隊。",
    ],
    other: [
      '我們很抱歉[「{feature}」]沒能達到您的期待，您的意見我們已轉達給團隊。',
      '[關於「{feature}」，]讓您失望了，我們深表歉意，也已將您的意見分享給團隊。',
      "[關於「{feature}」，]您的意見我們已轉達給團隊。",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: ['[關於「{feature}」，]讓您失望了，我們深表歉意，也已將您的意見分享給團隊。'],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      '很抱歉沒能達到您的期望，您的意見我們已轉達給團隊。',
      '讓您失望了，我們深表歉意，並已將您的回饋分享給團隊。',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "很抱歉{feature}給您帶來了不好的體驗，您的意見我們已轉達給團隊。",
      "關於{feature}，您的意見我們已轉達給團隊。",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "體力機制",
    priceOf: "{feature}的價格",
    designOf: "{feature}的設計",
    newDesignOf: "{feature}的新設計",
    price: "價格",
    ads: "廣告",
    design: "設計",
    newDesign: "新設計",
    slow: "執行緩慢",
    notifications: "通知太多",
    account: "必須註冊帳號",
    hard: "難度",
    payToWin: "不付費就難以前進",
    rateNag: "頻繁要求評分",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    '我們非常抱歉，[{version}版本中]應用程式閃退導致您的「{item}」遺失了。',
    '我們非常抱歉，[{version}版本中]應用程式閃退導致您的資料遺失了。',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    '我們非常抱歉，[{version}版本中]應用程式卡住導致您的「{item}」遺失了。',
    '我們非常抱歉，[{version}版本中]應用程式卡住導致您的資料遺失了。',
  ],
  sorryLoss: [
    '我們非常抱歉[更新到{version}版本後]您的「{item}」遺失了。',
    '我們非常抱歉[更新到{version}版本後]您的資料遺失了。',
    '您[在{device}上]的資料不見了，我們真的非常抱歉。',
    '我們非常抱歉，[{version}版本中]「{cause}」出現的問題導致您的「{item}」遺失了。',
    '我們非常抱歉，[{version}版本中]「{cause}」出現的問題導致您的資料遺失了。',
  ],
  elsewhere: {
    app: ['很抱歉造成混淆！這似乎是關於另一款應用程式的。'],
    outside: ['感謝您的坦誠；造成您的不便，我們仍深感抱歉。'],
  },
  sorrySarcasm: [
    '[關於「{feature}」，]您說得有道理，讓您這麼失望，我們很抱歉。',
    '[關於「{feature}」，]我們理解您的不滿，真的很抱歉。',
  ],
  details: {
    contact: ['方便的話，請透過 {contact} 告訴我們您的裝置型號和 App 版本，我們會和您一起釐清。'],
    noContact: ['請聯繫我們的客服團隊，告訴我們您的裝置型號和 App 版本，以便我們和您一起釐清。'],
  },
  followUp: {
    contact: [
      '請透過 {contact} 與我們聯繫，我們會和您一起釐清。',
      '方便的話，請透過 {contact} 與我們聯繫，我們會和您一起查看。',
    ],
    noContact: ['請聯繫我們的客服團隊，我們會和您一起釐清。'],
  },
  recovery: {
    contact: [
      '請盡快透過 {contact} 與我們聯繫，我們會和您一起確認哪些資料可以找回。',
      '請立即透過 {contact} 與我們聯繫，我們會和您一起查看能復原哪些內容。',
    ],
    noContact: ['請盡快聯繫我們的客服團隊，我們會和您一起確認哪些資料可以找回。'],
  },
  answerLead: ['感謝您的提問！', '很樂意為您說明！', '謝謝您的提問。'],
  askedLead: ['感謝您的提問。', '謝謝您的留言。'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    afterCancel: [
      '我們很抱歉您在取消後仍被扣款[（{feature}）]，這種情況本來不應該發生。',
      '您已經取消訂閱卻仍被扣款[（{feature}）]，我們非常抱歉。',
    ],
    cantCancel: ['很抱歉您無法取消訂閱，卻仍被持續扣款[（{feature}）]。'],
    twice: [
      '我們很抱歉您被重複扣款[（{feature}）]，這種情況本來不應該發生。',
      '對於重複扣款[（{feature}）]，我們深表歉意。',
    ],
    wrongPlan: ['很抱歉，您被按照與所選不同的方案收取了[{feature}的]費用。'],
    unknown: [
      '我們很抱歉出現了您沒有預期的扣款[（{feature}）]。',
      '我們很抱歉您被收取了一筆您並未訂購的費用[（{feature}）]。',
    ],
    renewed: [
      '我們很抱歉訂閱在沒有明確提醒的情況下自動續訂並扣款[（{feature}）]。',
      '訂閱未經提醒就續訂扣款[（{feature}）]，我們非常抱歉。',
    ],
    trial: [
      '我們很抱歉試用期結束後自動轉為付費並扣款[（{feature}）]。',
      '試用期結束後您被扣款[（{feature}）]，我們非常抱歉。',
    ],
    missing: [
      '我們很抱歉您購買的[{feature}]內容沒有入帳，您付費購買的內容理應全部都能使用。',
      '我們很抱歉您的[{feature}]購買紀錄沒有顯示出來。',
    ],
    // Ads still shown after buying their removal: what they see, not a purchase "not showing up".
    missingAds: [
      '很抱歉您在購買[{feature}]之後仍然看到廣告，您付費購買的內容理應全部可以使用。',
    ],
    refund: [
      '我們理解您希望為這次購買[（{feature}）]辦理退款。',
      '我們很抱歉這次購買[（{feature}）]造成您的困擾。',
    ],
    family: ['很抱歉您的家人無法透過家人共享使用這次購買[（{feature}）]。'],
    currency: ['很抱歉您被以其他貨幣收取了費用[（{feature}）]。'],
    priceRise: ['我們理解價格上漲[（{feature}）]讓您不滿。'],
    child: ['很抱歉，您的孩子在未經您同意的情況下進行了購買。'],
    approval: {
      app_store: ['為避免再次發生，您可以設定讓 Apple 在每次購買前都要求您的同意或密碼。'],
      google_play: ['為避免再次發生，您可以在 Google Play 設定中要求每次購買都必須驗證。'],
    },
    storeSettings: {
      app_store: ['您可以隨時在 Apple 的訂閱設定中查看或取消訂閱：設定 → 您的名稱 → 訂閱。'],
      google_play: ['您可以隨時在 Google Play → 個人資料 → 付款和訂閱 → 訂閱 中查看或取消訂閱。'],
    },
    other: ['我們很抱歉這筆付款[（{feature}）]造成您的困擾。', '我們理解付款問題有多讓人心煩。'],
    refundPath: {
      app_store: [`App Store 的購買只能由 Apple 退款，您可以在 ${APPLE} 申請退款。`],
      google_play: [`購買後 48 小時內，您可以在 ${GOOGLE} 申請退款。`],
    },
    checkOrder: {
      contact: [
        '如果您透過 {contact} 把訂單編號傳給我們，我們會和您一起核對這筆扣款。',
        '請透過 {contact} 告訴我們訂單編號，我們會和您一起查看這筆訂單。',
      ],
      noContact: ['如果您聯繫客服團隊並提供訂單編號，我們會和您一起核對這筆扣款。'],
    },
    loop: [
      '我們很抱歉讓您為這件事來回奔波。',
      '我們很抱歉讓您被踢來踢去。',
      '您不應該被推來推去，這件事我們會直接和您一起處理。',
    ],
  },
  supportFailed: [
    '我們很抱歉一直沒有人回覆您，這本來不應該發生。',
    '我們很抱歉沒能及時回覆您。',
    '您本應收到我們的回覆，但卻沒有。',
  ],
  supportFailedDirect: {
    contact: [
      '您本應得到回覆。為方便我們找到您之前的訊息，請透過 {contact} 寄來工單號碼或您當時使用的聯絡地址。',
    ],
  },
  orderFailedDirect: {
    contact: [
      '您本應得到回覆：請透過 {contact} 寄來訂單號碼和您當時使用的聯絡地址，方便我們找到您之前的訊息。',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['您本應得到回覆：請透過 {contact} 寄來訂單號碼。'],
  },
  supportReplied: [
    '很抱歉，[{when}，]我們之前的回覆沒能幫您解決問題。',
    '我們之前的回覆沒能解決問題。',
  ],
  contactAgain: {
    contact: [
      '您不必再從頭解釋：為方便我們找到您之前的訊息，只需透過 {contact} 寄來工單號碼或您當時使用的聯絡地址。',
    ],
  },
  orderAgain: {
    contact: [
      '為方便我們找到您之前的訊息和這筆扣款，請透過 {contact} 寄來訂單號碼和您當時使用的聯絡地址。',
    ],
  },
  privacyAsked: ['您問為什麼應用程式需要存取您的{feature}，這個問題很合理。'],
  permissions: {
    location: '位置',
    contacts: '聯絡人',
    microphone: '麥克風',
    camera: '相機',
    photos: '照片',
  },
  privacy: [
    '您關心自己的資料會被如何處理，這完全合理，您理應得到明確的答覆。',
    '這是關於您資料的合理問題，下面直接為您解答。',
  ],
  deletionAsked: ['我們了解您曾要求刪除您的帳號和資料。'],
  dataCopy: {
    contact: ['如需取得我們保存的您個人資料的副本，請直接透過 {contact} 與我們聯繫。'],
    noContact: ['如需取得我們保存的您個人資料的副本，請直接聯繫我們的支援團隊。'],
  },
  deletion: ['我們理解您希望刪除帳號及其資料。', '刪除帳號及資料的方法如下。'],
  tried: {
    contact: [
      '既然您已經嘗試過常規步驟，請直接透過 {contact} 與我們聯絡，我們會和您一起查看具體情況。',
    ],
    noContact: ['既然您已經嘗試過常規步驟，請直接聯絡我們的客服團隊，我們會和您一起查看具體情況。'],
  },
  lockedOut: {
    contact: [
      '我們很抱歉您無法登入帳號。請透過 {contact} 與我們聯繫，並告知註冊時使用的電子郵件，以便我們協助您重新登入。',
      '登入不了帳號確實讓人著急，我們非常抱歉。請透過 {contact} 告訴我們註冊的電子郵件，以便我們協助您重新登入。',
    ],
    noContact: [
      '我們很抱歉您無法登入帳號。請聯繫我們的客服團隊，並告知註冊時使用的電子郵件，以便我們協助您重新登入。',
    ],
  },
  contact: {
    contact: [
      '如果您透過 {contact} 與我們聯繫，我們很樂意協助。',
      '如有需要，歡迎隨時透過 {contact} 聯繫我們的團隊。',
      '有任何問題，都可以透過 {contact} 與我們聯繫。',
    ],
    noContact: ['如果您聯繫我們的客服團隊，我們很樂意協助。'],
  },
  closing: {
    positive: ['祝您使用愉快！', '再次感謝您的支持！', '祝您有美好的一天！'],
    neutral: ['再次感謝您的回饋。', '感謝您一直以來的支持。'],
    negative: ['感謝您的耐心與體諒。', '謝謝您告訴我們。'],
  },
}
