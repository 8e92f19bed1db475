import type { MoveLines } from './types'

const APPLE = 'reportaproblem.apple.com'
const GOOGLE = 'play.google.com/store/account/orderhistory'

/** Where a problem happens: "({os})" cannot stand without the device, so each combination is its own line. */
const ON = [' trên {device} ({os})', ' trên {device}', ' trên {os}', '']
const on = (line: (where: string) => string): string[] => ON.map(line)

/**
 * Vietnamese with "bạn" for the reviewer and "chúng tôi" for the team, as the phrasebook; the
 * casual lines may end with "nhé". Nothing inflects, so named things stand as the reviewer wrote
 * them after a preposition (với, về, cho), and in quotes where they are the name of an idea.
 */
export const vi: MoveLines = {
  thanks: {
    casual: [
      'Cảm ơn bạn rất nhiều vì những lời khen!',
      'Cảm ơn bạn đã dành thời gian viết đánh giá này!',
      'Cả đội rất vui khi đọc đánh giá của bạn, cảm ơn bạn!',
    ],
    formal: [
      'Cảm ơn bạn đã để lại đánh giá tích cực.',
      'Xin chân thành cảm ơn những lời khen của bạn.',
      'Chúng tôi rất trân trọng phản hồi tích cực của bạn.',
    ],
  },
  thanksFor: {
    casual: [
      'Cảm ơn bạn vì những lời khen dành cho {feature}!',
      'Cảm ơn bạn! Rất vui vì bạn thích {feature}.',
      'Cảm ơn bạn đã dành lời khen cho {feature}!',
    ],
    formal: [
      'Cảm ơn bạn vì những nhận xét tốt đẹp về {feature}.',
      'Cảm ơn bạn. Chúng tôi rất vui khi bạn hài lòng với {feature}.',
    ],
  },
  // Said after any praise, of anything: never "glad everything works for you", which answers no
  // worry the reviewer had.
  praiseMore: [
    'Rất vui vì bạn hài lòng với {brand|ứng dụng}.',
    'Những lời động viên như thế này là động lực rất lớn cho cả đội.',
    'Rất mong {brand|ứng dụng} tiếp tục đồng hành cùng bạn!',
  ],
  // Kind words thanked for as said: never "you like the rest of the app", which nobody said.
  achieved: ['Chúc mừng thành tích của bạn!'],
  // Beside a complaint or a wish the kind words are often only thanks or "ổn" ("Cảm ơn dev
  // nhiều", "app ổn nhưng…"): support is thanked, and praise only where a thing was praised.
  praiseAlso: [
    // Not a second "cảm ơn": it mostly follows thanks for a wish or a question.
    'Chúng tôi cũng rất trân trọng sự ủng hộ của bạn[ và lời khen dành cho {feature}].',
    'Sự ủng hộ của bạn[ và lời khen dành cho {feature}] là động lực lớn cho chúng tôi.',
  ],
  askMissing: [
    'Nếu bạn thấy còn điều gì chưa ổn, chúng tôi rất muốn được nghe.',
    'Nếu bạn thấy còn thiếu gì, hãy cho chúng tôi biết nhé: chúng tôi đọc mọi góp ý.',
  ],
  neutral: {
    casual: ['Cảm ơn bạn đã góp ý.', 'Cảm ơn bạn đã dành thời gian để lại đánh giá.'],
    formal: ['Cảm ơn bạn đã phản hồi.', 'Xin cảm ơn bạn đã dành thời gian đánh giá.'],
  },
  // The wish named straight after the verb: a wish to add ("thêm chế độ tối") cannot follow "về".
  request: [
    // "gợi ý", not "đề xuất", which says "đề xuất xuất PDF" before an export.
    'Cảm ơn bạn đã gợi ý[ {feature}]; chúng tôi đã chuyển ý tưởng này đến đội ngũ phát triển.',
    'Cảm ơn bạn đã gợi ý[ {feature}]; chúng tôi đã chia sẻ với nhóm sản phẩm.',
  ],
  // A change to a thing the app has: an idea about it, never an addition.
  requestChange: ['Cảm ơn bạn đã góp ý[ về {feature}]; chúng tôi đã chia sẻ với nhóm sản phẩm.'],
  sorry: {
    casual: [
      ...on((w) => `Xin lỗi bạn vì sự cố[ với {feature}][ {when}]${w}[ ở phiên bản {version}].`),
      ...on(
        (w) => `Rất tiếc vì bạn gặp vấn đề[ với {feature}][ {when}]${w}[ ở phiên bản {version}][ và {also}].`,
      ),
      ...on(
        (w) =>
          `Thành thật xin lỗi vì sự cố[ liên quan đến {feature}][ {when}]${w}[ ở phiên bản {version}].`,
      ),
    ],
    formal: [
      ...on(
        (w) => `Chúng tôi xin lỗi vì sự cố[ với {feature}][ {when}]${w}[ ở phiên bản {version}].`,
      ),
      ...on(
        (w) =>
          `Chúng tôi rất tiếc về vấn đề bạn gặp phải[ với {feature}][ {when}]${w}[ ở phiên bản {version}][ và {also}].`,
      ),
      ...on(
        (w) =>
          `Chúng tôi thành thật xin lỗi vì sự cố[ liên quan đến {feature}][ {when}]${w}[ ở phiên bản {version}].`,
      ),
    ],
  },
  sorryCrash: [
    ...on(
      (w) =>
        `Xin lỗi vì ứng dụng bị văng[ khi bạn dùng {feature}][ {when}]${w}[ ở phiên bản {version}][ và {also}].`,
    ),
    ...on(
      (w) =>
        `Rất tiếc vì ứng dụng bị thoát đột ngột[ khi dùng {feature}][ {when}]${w}[ ở phiên bản {version}].`,
    ),
    ...on(
      (w) =>
        `Thành thật xin lỗi vì ứng dụng tự tắt[ khi bạn dùng {feature}][ {when}]${w}[ ở phiên bản {version}].`,
    ),
  ],
  phoneHot: 'máy bị nóng lên',
  measures: {
    distance: 'quãng đường',
    steps: 'số bước',
    calories: 'lượng calo',
    pace: 'tốc độ',
    heartRate: 'nhịp tim',
  },
  sorryFor: {
    freeze: [
      'Xin lỗi bạn vì ứng dụng bị treo[ khi dùng {feature}][ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    slow: [
      'Xin lỗi bạn vì ứng dụng chạy chậm[ khi dùng {feature}][ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    sync: [
      'Xin lỗi bạn vì tính năng đồng bộ[ với {feature}] không hoạt động như mong đợi[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][, và {also}].',
    ],
    logout: [
      'Xin lỗi bạn vì ứng dụng liên tục tự đăng xuất tài khoản của bạn[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}].',
    ],
    open: [
      'Xin lỗi bạn vì ứng dụng không mở được[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}].',
    ],
    battery: [
      'Xin lỗi bạn vì ứng dụng hao pin nhiều[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    // The phone heats up, said alone.
    heat: [
      'Xin lỗi bạn vì ứng dụng làm {device} bị nóng[ {when}][ ({os})][ ở phiên bản {version}][ và {also}].',
      'Xin lỗi bạn vì ứng dụng làm máy bị nóng[ {when}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    late: [
      'Xin lỗi bạn vì thông báo đến trễ[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}].',
    ],
    wrong: [
      'Xin lỗi bạn vì {measure} được ghi nhận không chính xác[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}].',
    ],
    // What a named thing does wrong, said of it.
    stale: [
      'Xin lỗi bạn vì {feature} không cập nhật[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    blank: [
      'Xin lỗi bạn vì {feature} hiển thị trống trơn[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    cuts: [
      'Xin lỗi bạn vì {feature} hay bị ngắt quãng[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    load: [
      'Xin lỗi bạn vì {feature} không tải được[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    reset: [
      'Xin lỗi bạn vì {feature} cứ bị đặt lại[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    save: [
      'Xin lỗi bạn vì {feature} không lưu được[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    missing: [
      'Xin lỗi bạn vì {feature} không hiển thị[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    gone: [
      'Xin lỗi bạn vì {feature} bị biến mất[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    broken: [
      'Xin lỗi bạn vì {feature} không hoạt động[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
    // The app stops recording the run or workout by itself.
    recording: [
      'Xin lỗi bạn vì ứng dụng tự dừng ghi[ {when}][ trên {device}][ ({os})][ ở phiên bản {version}][ và {also}].',
    ],
  },
  alsoFor: {
    gone: '{feature} bị biến mất',
    stale: '{feature} không cập nhật',
    blank: '{feature} hiển thị trống trơn',
    cuts: '{feature} hay bị ngắt quãng',
    load: '{feature} không tải được',
    reset: '{feature} cứ bị đặt lại',
    save: '{feature} không lưu được',
    missing: '{feature} không hiển thị',
    broken: '{feature} không hoạt động',
    freeze: '{feature} bị treo',
    wrong: '{feature} đo không chính xác',
    sync: '{feature} không đồng bộ được',
  },
  heard: {
    price: [
      'Xin lỗi vì mức giá[ {feature}] chưa khiến bạn hài lòng; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      'Rất tiếc vì giá[ {feature}] khiến bạn thấy chưa hợp lý; chúng tôi đã chuyển góp ý này đến đội ngũ phát triển.',
      "Về mức giá[ {feature}], chúng tôi đã chuyển góp ý của bạn đến đội ngũ phát triển.",
    ],
    // Pay to win: the push to buy, not the price of something.
    payToWin: ['Rất tiếc vì bạn có cảm giác phải trả tiền mới tiến được; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.'],
    ads: [
      'Xin lỗi vì quảng cáo làm phiền bạn; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      'Rất tiếc vì quảng cáo ảnh hưởng đến trải nghiệm của bạn; chúng tôi đã chuyển góp ý này đến đội ngũ phát triển.',
      "Về quảng cáo, chúng tôi đã chuyển góp ý của bạn đến đội ngũ phát triển.",
    ],
    design: [
      'Xin lỗi vì thiết kế[ của {feature}] chưa phù hợp với bạn; chúng tôi đã chuyển góp ý đến đội ngũ thiết kế.',
      'Rất tiếc vì thiết kế mới[ của {feature}] khiến bạn thấy như một bước lùi; chúng tôi đã chuyển góp ý này đến đội ngũ phát triển.',
      "Về thiết kế[ của {feature}], chúng tôi đã chuyển góp ý của bạn đến đội ngũ thiết kế.",
    ],
    slow: [
      'Xin lỗi vì ứng dụng chạy chậm; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      'Rất tiếc vì ứng dụng chạy chậm với bạn; chúng tôi đã chia sẻ góp ý với đội ngũ phát triển.',
      "Về việc ứng dụng chạy chậm, chúng tôi đã chuyển góp ý của bạn đến đội ngũ phát triển.",
    ],
    account: [
      'Rất tiếc vì việc bắt buộc tạo tài khoản gây phiền cho bạn; chúng tôi đã chuyển ý kiến của bạn đến đội ngũ.',
    ],
    notifications: [
      'Rất tiếc vì thông báo gửi đến quá nhiều; chúng tôi đã chuyển ý kiến của bạn đến đội ngũ.',
      "Về việc thông báo gửi quá nhiều, chúng tôi đã chuyển góp ý của bạn đến đội ngũ.",
    ],
    other: [
      // Never "Xin lỗi vì chưa được…" with no subject when nothing is named.
      // "trải nghiệm với {feature}" is a calque a Vietnamese publisher edits: the thing itself is the subject.
      'Rất tiếc vì {feature} chưa làm bạn hài lòng; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      'Rất tiếc vì {feature} khiến bạn thất vọng; chúng tôi đã chia sẻ góp ý này với đội ngũ phát triển.',
      'Rất tiếc vì trải nghiệm chưa được như bạn mong đợi; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      "Chúng tôi đã chuyển góp ý của bạn[ về {feature}] đến đội ngũ phát triển.",
    ],
    // A feature taken away: the disappointment over it, not hopes it never met.
    taken: [
      'Rất tiếc vì trải nghiệm[ với {feature}] làm bạn thất vọng; chúng tôi đã chia sẻ góp ý này với đội ngũ phát triển.',
    ],
    // A letdown with nothing named ("expected more", "back to pen and paper"): sorry it fell short.
    letdown: [
      'Xin lỗi vì ứng dụng chưa được như bạn mong đợi; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.',
      'Rất tiếc vì chúng tôi chưa đáp ứng được kỳ vọng của bạn; chúng tôi đã chia sẻ góp ý này với đội ngũ phát triển.',
    ],
    // Two or more grievances of one complaint, listed in the order raised: one apology for all.
    several: [
      "Rất tiếc vì {feature} chưa làm bạn hài lòng; chúng tôi đã chuyển góp ý đến đội ngũ phát triển.",
      "Về {feature}, chúng tôi đã chuyển góp ý của bạn đến đội ngũ phát triển.",
    ],
  },
  // Each grievance as `heard.several` lists it.
  grievances: {
    lives: "hệ thống mạng chơi",
    priceOf: "giá {feature}",
    designOf: "thiết kế của {feature}",
    newDesignOf: "thiết kế mới của {feature}",
    price: "giá cả",
    ads: "quảng cáo",
    design: "thiết kế",
    newDesign: "thiết kế mới",
    slow: "tốc độ chậm của ứng dụng",
    notifications: "thông báo quá nhiều",
    account: "việc bắt buộc tạo tài khoản",
    hard: "độ khó",
    payToWin: "cảm giác phải trả tiền mới tiến được",
    rateNag: "việc liên tục bị nhắc đánh giá",
  },
  // The app crashed and the data went with it: the crash named beside the loss.
  sorryLossCrash: [
    'Chúng tôi thành thật xin lỗi vì ứng dụng bị văng[ ở phiên bản {version}] khiến bạn bị mất {item}.',
    'Chúng tôi thành thật xin lỗi vì ứng dụng bị văng[ ở phiên bản {version}] khiến bạn bị mất dữ liệu.',
  ],
  // The app froze and the data went with it: the freeze named beside the loss.
  sorryLossFreeze: [
    'Chúng tôi thành thật xin lỗi vì ứng dụng bị treo[ ở phiên bản {version}] khiến bạn bị mất {item}.',
    'Chúng tôi thành thật xin lỗi vì ứng dụng bị treo[ ở phiên bản {version}] khiến bạn bị mất dữ liệu.',
  ],
  sorryLoss: [
    'Chúng tôi thành thật xin lỗi vì bạn bị mất {item}[ sau phiên bản {version}].',
    'Chúng tôi thành thật xin lỗi vì bạn bị mất dữ liệu[ sau phiên bản {version}].',
    'Rất tiếc vì dữ liệu của bạn bị mất[ trên {device}].',
    'Chúng tôi thành thật xin lỗi vì sự cố với {cause}[ ở phiên bản {version}] khiến bạn bị mất {item}.',
    'Chúng tôi thành thật xin lỗi vì sự cố với {cause}[ ở phiên bản {version}] khiến bạn bị mất dữ liệu.',
  ],
  elsewhere: {
    app: ['Xin lỗi vì sự nhầm lẫn! Có vẻ đây là về một ứng dụng khác.'],
    outside: [
      'Cảm ơn bạn đã chia sẻ thẳng thắn; dù vậy, chúng tôi vẫn rất tiếc vì sự bất tiện này.',
    ],
  },
  sorrySarcasm: [
    'Bạn nói có lý[ về {feature}], và chúng tôi xin lỗi vì đã khiến bạn bực mình.',
    'Chúng tôi hiểu sự bực bội của bạn[ về {feature}], và thành thật xin lỗi.',
  ],
  details: {
    contact: [
      'Bạn cho chúng tôi biết dòng máy và phiên bản ứng dụng qua {contact} nhé, để chúng tôi cùng bạn kiểm tra.',
    ],
    noContact: [
      'Bạn vui lòng liên hệ bộ phận hỗ trợ, cho biết dòng máy và phiên bản ứng dụng bạn đang dùng, để chúng tôi cùng bạn kiểm tra.',
    ],
  },
  followUp: {
    contact: [
      'Bạn vui lòng viết cho chúng tôi qua {contact} để chúng tôi cùng bạn kiểm tra nhé.',
      'Nếu bạn viết cho chúng tôi qua {contact}, chúng tôi sẽ cùng bạn kiểm tra.',
    ],
    noContact: ['Bạn vui lòng liên hệ bộ phận hỗ trợ để chúng tôi cùng bạn kiểm tra nhé.'],
  },
  recovery: {
    contact: [
      'Bạn vui lòng liên hệ qua {contact} càng sớm càng tốt, để chúng tôi cùng bạn kiểm tra những gì có thể khôi phục.',
      'Hãy liên hệ ngay với chúng tôi qua {contact}; chúng tôi sẽ cùng bạn xem những gì có thể lấy lại.',
    ],
    noContact: [
      'Bạn vui lòng liên hệ bộ phận hỗ trợ càng sớm càng tốt, để chúng tôi cùng bạn kiểm tra những gì có thể khôi phục.',
    ],
  },
  answerLead: ['Cảm ơn bạn đã hỏi!', 'Rất sẵn lòng giúp bạn!', 'Câu hỏi hay, cảm ơn bạn đã hỏi.'],
  // A review is no "tin nhắn" (a message).
  askedLead: ['Cảm ơn bạn đã hỏi.', 'Cảm ơn bạn đã gửi câu hỏi.'],
  billing: {
    // What was charged (a sum or a plan, as the review wrote it) stands in parentheses after the
    // charge or the purchase, so nothing agrees with it.
    // Short, so a second trouble the review raises (a blank widget) still fits the store's limit.
    afterCancel: [
      'Xin lỗi vì bạn vẫn bị trừ {feature} cho {item} dù bạn đã hủy.',
      'Xin lỗi vì bạn vẫn bị trừ tiền[ {feature}] dù đã hủy gói.',
      'Rất tiếc vì bạn bị tính phí[ {feature}] dù đã hủy gói.',
    ],
    cantCancel: ['Rất tiếc vì bạn không hủy được gói đăng ký mà vẫn bị trừ tiền[ {feature}].'],
    twice: [
      'Xin lỗi vì bạn bị trừ {feature} cho {item} hai lần.',
      'Xin lỗi vì bạn bị trừ tiền[ {feature}] hai lần.',
      'Rất tiếc về khoản phí[ {feature}] bị trừ trùng.',
    ],
    wrongPlan: ['Xin lỗi vì bạn bị trừ tiền[ {feature}] cho một gói khác với gói bạn đã chọn.'],
    unknown: [
      'Rất tiếc về khoản phí {feature} cho {item} mà bạn không ngờ tới.',
      'Rất tiếc về khoản phí[ {feature}] bạn không ngờ tới.',
      'Xin lỗi vì bạn bị tính phí[ {feature}] dù bạn không hề đăng ký.',
    ],
    renewed: [
      'Xin lỗi vì bạn bị trừ {feature} cho {item} khi gói tự gia hạn mà không có nhắc nhở rõ ràng.',
      'Xin lỗi vì gói của bạn tự gia hạn mà không có nhắc nhở rõ ràng và bạn bị trừ tiền[ {feature}].',
      'Rất tiếc vì bạn bị tính phí gia hạn[ {feature}] mà không được báo trước.',
    ],
    trial: [
      'Xin lỗi vì sau khi hết thời gian dùng thử, bạn bị trừ {feature} cho {item}.',
      'Xin lỗi vì thời gian dùng thử đã chuyển thành gói trả phí và bạn bị trừ tiền[ {feature}].',
      'Rất tiếc vì bạn bị tính phí[ {feature}] khi hết thời gian dùng thử.',
    ],
    missing: [
      'Xin lỗi vì giao dịch mua[ {feature}] của bạn chưa được ghi nhận; bạn phải được dùng đầy đủ những gì mình đã trả tiền.',
      'Rất tiếc vì giao dịch mua[ {feature}] của bạn không xuất hiện.',
    ],
    refund: [
      'Chúng tôi hiểu bạn muốn được hoàn tiền[ {feature}].',
      'Xin lỗi vì những rắc rối với giao dịch mua[ {feature}] của bạn.',
    ],
    family: [
      'Xin lỗi vì gia đình bạn không dùng được giao dịch mua[ {feature}] qua tính năng chia sẻ trong gia đình.',
    ],
    currency: [
      'Xin lỗi vì bạn bị trừ tiền[ {feature}] bằng một loại tiền tệ khác với tiền của bạn.',
    ],
    priceRise: ['Chúng tôi hiểu việc giá[ {feature}] tăng khiến bạn không hài lòng.'],
    child: ['Rất tiếc vì con bạn đã mua hàng mà không có sự đồng ý của bạn.'],
    approval: {
      app_store: [
        'Để tránh việc này lặp lại, bạn có thể cài đặt để Apple yêu cầu sự chấp thuận hoặc mật khẩu của bạn trước mỗi lần mua.',
      ],
      google_play: [
        'Để tránh việc này lặp lại, bạn có thể yêu cầu xác thực cho mọi giao dịch mua trong phần cài đặt của Google Play.',
      ],
    },
    storeSettings: {
      app_store: [
        'Bạn có thể xem hoặc hủy gói đăng ký bất cứ lúc nào trong phần cài đặt đăng ký của Apple: Cài đặt → tên của bạn → Đăng ký.',
      ],
      google_play: [
        'Bạn có thể xem hoặc hủy gói đăng ký bất cứ lúc nào trong Google Play → Hồ sơ → Thanh toán và gói thuê bao → Gói thuê bao.',
      ],
    },
    other: [
      'Xin lỗi vì rắc rối khi thanh toán[ {feature}].',
      'Chúng tôi hiểu vấn đề thanh toán gây khó chịu thế nào.',
    ],
    refundPath: {
      app_store: [
        `Chỉ Apple mới có thể hoàn tiền cho giao dịch trên App Store: bạn có thể yêu cầu hoàn tiền tại ${APPLE}.`,
      ],
      google_play: [`Trong vòng 48 giờ sau khi mua, bạn có thể yêu cầu hoàn tiền tại ${GOOGLE}.`],
    },
    checkOrder: {
      contact: [
        'Nếu bạn gửi mã đơn hàng qua {contact}, chúng tôi sẽ cùng bạn kiểm tra khoản phí.',
        'Bạn vui lòng gửi mã đơn hàng đến {contact}, chúng tôi sẽ cùng bạn xem lại đơn hàng.',
      ],
      noContact: [
        'Nếu bạn liên hệ bộ phận hỗ trợ kèm mã đơn hàng, chúng tôi sẽ cùng bạn kiểm tra khoản phí.',
      ],
    },
    loop: [
      'Xin lỗi vì bạn đã bị chuyển qua chuyển lại vì chuyện này.',
      'Rất tiếc vì bạn bị đẩy từ nơi này sang nơi khác.',
      'Bạn không nên bị chuyển qua chuyển lại như vậy; chúng tôi sẽ trực tiếp cùng bạn xem xét việc này.',
    ],
  },
  supportFailed: [
    'Xin lỗi vì chưa ai phản hồi bạn; lẽ ra không nên như vậy.',
    'Rất tiếc vì bạn chưa nhận được phản hồi từ chúng tôi.',
    'Lẽ ra chúng tôi phải phản hồi bạn sớm hơn.',
  ],
  supportFailedDirect: {
    contact: [
      'Lẽ ra bạn phải được phản hồi sớm hơn. Bạn vui lòng gửi mã yêu cầu hoặc email của bạn tới {contact} để chúng tôi tìm lại tin nhắn của bạn.',
    ],
  },
  orderFailedDirect: {
    contact: [
      'Lẽ ra bạn phải được phản hồi sớm hơn. Bạn vui lòng gửi mã đơn hàng và email của bạn tới {contact} để chúng tôi tìm lại tin nhắn của bạn.',
    ],
  },
  // Shorter, for a charge whose refund path would not fit beside the longer line.
  orderFailedShort: {
    contact: ['Lẽ ra bạn phải được phản hồi sớm hơn. Vui lòng gửi mã đơn hàng tới {contact}.'],
  },
  supportReplied: [
    'Rất tiếc vì những phản hồi trước đây của chúng tôi chưa giải quyết được vấn đề của bạn.',
    'Những phản hồi của chúng tôi đến nay vẫn chưa giải quyết được vấn đề.',
  ],
  contactAgain: {
    contact: [
      'Bạn không cần giải thích lại từ đầu: chỉ cần gửi mã yêu cầu hoặc email của bạn tới {contact} để chúng tôi tìm lại tin nhắn của bạn.',
    ],
  },
  orderAgain: {
    contact: [
      'Bạn vui lòng gửi mã đơn hàng và email của bạn tới {contact} để chúng tôi tìm lại tin nhắn và khoản phí của bạn.',
    ],
  },
  privacyAsked: ['Bạn hoàn toàn có lý khi hỏi vì sao ứng dụng cần quyền truy cập {feature}.'],
  permissions: {
    location: 'vị trí',
    contacts: 'danh bạ',
    microphone: 'micrô',
    camera: 'máy ảnh',
    photos: 'ảnh',
  },
  privacy: [
    'Bạn hoàn toàn có lý khi hỏi dữ liệu của mình được xử lý ra sao, và bạn xứng đáng nhận câu trả lời rõ ràng.',
    'Đây là câu hỏi chính đáng về dữ liệu của bạn, nên chúng tôi xin trả lời thẳng.',
  ],
  deletionAsked: ['Chúng tôi hiểu bạn đã yêu cầu xóa tài khoản và dữ liệu của mình.'],
  dataCopy: {
    contact: [
      'Để nhận bản sao dữ liệu cá nhân của bạn mà chúng tôi lưu giữ, vui lòng liên hệ trực tiếp với chúng tôi qua {contact}.',
    ],
    noContact: [
      'Để nhận bản sao dữ liệu cá nhân của bạn mà chúng tôi lưu giữ, vui lòng liên hệ trực tiếp với đội ngũ hỗ trợ của chúng tôi.',
    ],
  },
  deletion: [
    'Chúng tôi hiểu bạn muốn xóa tài khoản và toàn bộ dữ liệu.',
    'Bạn muốn xóa tài khoản và dữ liệu; cách làm như sau.',
  ],
  tried: {
    contact: [
      'Vì bạn đã thử các bước thông thường, bạn vui lòng viết trực tiếp cho chúng tôi qua {contact} để chúng tôi cùng bạn kiểm tra trường hợp này.',
    ],
    noContact: [
      'Vì bạn đã thử các bước thông thường, bạn vui lòng liên hệ trực tiếp với đội hỗ trợ để chúng tôi cùng bạn kiểm tra trường hợp này.',
    ],
  },
  lockedOut: {
    contact: [
      'Rất tiếc vì bạn không vào được tài khoản. Bạn vui lòng viết cho chúng tôi qua {contact} kèm địa chỉ email đã đăng ký, để chúng tôi giúp bạn đăng nhập lại.',
      'Xin lỗi vì bạn bị khóa ngoài tài khoản. Hãy viết đến {contact} kèm email bạn đã dùng để đăng ký, chúng tôi sẽ giúp bạn vào lại.',
    ],
    noContact: [
      'Rất tiếc vì bạn không vào được tài khoản. Bạn vui lòng liên hệ bộ phận hỗ trợ kèm địa chỉ email đã đăng ký, để chúng tôi giúp bạn đăng nhập lại.',
    ],
  },
  contact: {
    contact: [
      'Nếu bạn viết cho chúng tôi qua {contact}, chúng tôi rất sẵn lòng hỗ trợ.',
      'Đội ngũ của chúng tôi tại {contact} luôn sẵn sàng giúp bạn.',
      'Nếu có thắc mắc gì, bạn cứ liên hệ chúng tôi qua {contact} nhé.',
    ],
    noContact: ['Nếu bạn liên hệ bộ phận hỗ trợ, chúng tôi rất sẵn lòng giúp đỡ.'],
  },
  closing: {
    positive: [
      'Chúc bạn dùng {brand|ứng dụng} vui vẻ!',
      'Cảm ơn bạn một lần nữa!',
      'Chúc bạn một ngày tốt lành!',
    ],
    neutral: ['Một lần nữa cảm ơn góp ý của bạn.', 'Cảm ơn bạn đã đồng hành cùng chúng tôi.'],
    negative: ['Cảm ơn bạn đã kiên nhẫn.', 'Cảm ơn bạn đã cho chúng tôi biết.'],
  },
}
