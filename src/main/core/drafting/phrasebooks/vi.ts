import type { Phrasebook } from './types'

/** Vietnamese with "bạn" for the reviewer and "chúng tôi" for the team. */
export const vi: Phrasebook = {
  code: 'vi',
  locale: 'vi',
  joiner: ' ',
  matching: 'word',
  greeting: {
    named: { casual: ['Chào {name},', 'Xin chào {name},'], formal: ['Xin chào {name},'] },
    anonymous: { casual: ['Xin chào bạn,'], formal: ['Xin chào bạn,'] },
  },
  opener: {
    high: {
      casual: ['Cảm ơn bạn rất nhiều vì đánh giá tuyệt vời!', 'Cảm ơn bạn đã dành những lời khen cho chúng tôi!', 'Chúng tôi rất vui khi đọc đánh giá của bạn, cảm ơn bạn!'],
      formal: ['Cảm ơn bạn đã để lại đánh giá tích cực.', 'Xin cảm ơn bạn vì đánh giá cao dành cho chúng tôi.', 'Chúng tôi rất trân trọng phản hồi tích cực của bạn.'],
    },
    mid: {
      casual: ['Cảm ơn bạn vì góp ý chân thành!', 'Cảm ơn bạn đã dành thời gian chia sẻ ý kiến.', 'Chúng tôi rất trân trọng góp ý của bạn.'],
      formal: ['Cảm ơn bạn đã phản hồi.', 'Cảm ơn bạn đã chia sẻ ý kiến với chúng tôi.', 'Cảm ơn bạn đã đánh giá.'],
    },
    low: {
      casual: ['Chúng tôi thực sự xin lỗi vì trải nghiệm chưa tốt của bạn.', 'Rất tiếc ứng dụng chưa đáp ứng được kỳ vọng của bạn.', 'Xin lỗi bạn vì sự bất tiện này.'],
      formal: ['Chúng tôi xin lỗi vì sự bất tiện bạn gặp phải.', 'Rất tiếc trải nghiệm của bạn chưa được như mong đợi.', 'Chúng tôi thành thật xin lỗi vì những sự cố đã xảy ra.'],
    },
  },
  issue: {
    crash: [
      'Rất tiếc vì ứng dụng bị văng; chúng tôi đã chuyển phản hồi của bạn đến đội ngũ.',
      'Cảm ơn bạn đã báo lỗi văng ứng dụng; chúng tôi đã chuyển thông tin chi tiết cho đội ngũ kỹ thuật.',
    ],
    bug: ['Cảm ơn bạn đã báo lỗi; chúng tôi đã chuyển cho đội ngũ kỹ thuật.', 'Chúng tôi đã chuyển vấn đề bạn mô tả đến đội ngũ.'],
    feature_request: ['Cảm ơn bạn đã góp ý! Chúng tôi đã chuyển đến đội ngũ phát triển.'],
    pricing: ['Chúng tôi hiểu giá cả rất quan trọng và đã chuyển ý kiến của bạn đến đội ngũ.', 'Cảm ơn bạn đã góp ý về giá; chúng tôi sẽ xem xét nghiêm túc.'],
    login: ['Rất tiếc bạn đang gặp khó khăn khi đăng nhập.', 'Chúng tôi muốn giúp bạn lấy lại quyền truy cập tài khoản sớm nhất.'],
    performance: ['Chúng tôi hiểu tốc độ và thời lượng pin quan trọng thế nào, và đã chuyển góp ý của bạn cho đội ngũ kỹ thuật.', 'Cảm ơn bạn đã báo ứng dụng chạy chậm; chúng tôi đã chuyển thông tin này đến đội ngũ.'],
    ads: ['Cảm ơn bạn đã góp ý về quảng cáo; chúng tôi đã chuyển đến đội ngũ.', 'Chúng tôi sẽ cân nhắc góp ý của bạn về quảng cáo.'],
    sync: ['Chúng tôi hiểu dữ liệu của bạn quan trọng thế nào và muốn cùng bạn kiểm tra ngay.', 'Rất tiếc về sự cố đồng bộ; chúng tôi đã chuyển phản hồi của bạn đến đội ngũ.'],
    ui: ['Cảm ơn bạn đã góp ý về giao diện; chúng tôi đã chuyển đến đội ngũ thiết kế.', 'Chúng tôi muốn ứng dụng thật dễ dùng, và góp ý của bạn rất hữu ích.'],
    support: ['Xin lỗi vì đã để bạn phải chờ phản hồi.', 'Rất tiếc lần này bộ phận hỗ trợ chưa đáp ứng được mong đợi của bạn.'],
  },
  positive: {
    praise: ['Rất vui vì {brand|ứng dụng} hữu ích với bạn.', 'Những đánh giá như của bạn là động lực lớn cho cả đội.', 'Rất mong {brand|ứng dụng} tiếp tục đồng hành cùng bạn!'],
    ui: ['Rất vui vì bạn thích giao diện!', 'Thật vui khi bạn thấy ứng dụng dễ sử dụng.'],
    support: ['Chúng tôi sẽ chuyển lời khen của bạn đến đội ngũ hỗ trợ!', 'Đội ngũ hỗ trợ chắc chắn sẽ rất vui khi đọc được điều này.'],
  },
  nextStep: {
    contact: [
      'Bạn vui lòng liên hệ với chúng tôi qua {contact} để chúng tôi kiểm tra kỹ hơn nhé.',
      'Hãy liên hệ qua {contact}, chúng tôi luôn sẵn lòng hỗ trợ.',
      'Đội ngũ hỗ trợ luôn sẵn sàng giúp bạn qua {contact}.',
    ],
    noContact: ['Bạn vui lòng liên hệ bộ phận hỗ trợ để chúng tôi kiểm tra kỹ hơn.', 'Đội ngũ hỗ trợ luôn sẵn lòng giúp bạn.'],
  },
  askMore: ['Chúng tôi rất muốn biết mình có thể cải thiện điều gì.', 'Hãy cho chúng tôi biết bạn còn thấy thiếu gì; chúng tôi đọc mọi góp ý.'],
  closing: {
    high: ['Chúc bạn có trải nghiệm thật vui!', 'Một lần nữa cảm ơn bạn đã ủng hộ!', 'Chúc bạn một ngày tốt lành!'],
    mid: ['Một lần nữa cảm ơn góp ý của bạn.', 'Góp ý của bạn rất có ý nghĩa với chúng tôi.'],
    low: ['Cảm ơn bạn đã kiên nhẫn.', 'Cảm ơn bạn đã thông cảm.'],
  },
  team: 'Đội ngũ {brand}',
  apology: /xin lỗi|rất tiếc/i,
  keywords: {
    crash: ['văng', 'thoát ra', 'tự thoát', 'crash', 'không mở được', 'không vào được', 'đứng máy', 'treo'],
    bug: ['lỗi', '=bug', 'không hoạt động', 'không dùng được', 'vấn đề', '=sửa'],
    feature_request: ['=thêm', 'nên có', 'mong có', 'tính năng', 'tùy chọn', 'chế độ tối', 'góp ý', 'đề xuất'],
    pricing: ['giá cả', 'giá tiền', 'giá quá', '=đắt', 'tăng giá', 'lên giá', 'giá tăng', 'mắc quá', 'quá mắc', 'hơi mắc', 'khá mắc', 'mắc tiền', 'giá mắc', 'mắc vậy', 'mắc thế', 'mắc dữ', 'trả phí', 'thanh toán', 'premium', '=tiền', 'hoàn tiền', 'miễn phí', 'cắt cổ'],
    login: ['đăng nhập', 'mật khẩu', 'tài khoản', 'xác minh', '=otp'],
    performance: ['=chậm', '=lag', '=giật', '=pin', 'tải lâu', 'nóng máy'],
    ads: ['quảng cáo'],
    sync: ['đồng bộ', 'mất dữ liệu', 'dữ liệu', 'sao lưu', 'bị xóa', 'khôi phục'],
    ui: ['giao diện', 'thiết kế', '=nút', 'phông chữ', 'khó dùng', '=rối'],
    support: ['hỗ trợ', 'chăm sóc khách hàng', 'không phản hồi', 'không trả lời', '=cskh'],
    praise: ['tuyệt vời', 'rất tốt', 'rất hay', '=hay', '=tốt', '=thích', 'cảm ơn', 'hữu ích', 'đáng tiền', 'xuất sắc'],
  },
}
