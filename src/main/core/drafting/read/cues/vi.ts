import type { Cues } from './types'

// Vietnamese keeps its diacritics when matched (they tell words apart), but many reviews are
// typed without them ("ko dong bo duoc") and with either tone placement (xóa/xoá). `vx` lists
// carry all three forms; `v` keeps a word as written where its bare form is another word
// ("tiện"/"tiền" are both "tien", "đẹp"/"dẹp" both "dep").
const split = (s: string): string[] =>
  s
    .split(/\s*\|\s*|\n/)
    .map((p) => p.trim().normalize('NFC'))
    .filter(Boolean)
const bare = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').normalize('NFC')
// Old and new tone placement on a closing oa, oe, uy: hoà/hòa, xoá/xóa, thuỷ/thủy.
const TONE = '[\\u0300\\u0301\\u0303\\u0309\\u0323]'
const CLOSING = new RegExp(
  `o(${TONE})([ae])(?![\\p{L}\\p{M}])|o([ae])(${TONE})(?![\\p{L}\\p{M}])|u(${TONE})y(?![\\p{L}\\p{M}])|uy(${TONE})(?![\\p{L}\\p{M}])`,
  'gu',
)
const otherTone = (s: string): string =>
  s
    .normalize('NFD')
    .replace(
      CLOSING,
      (m: string, t1?: string, a1?: string, a2?: string, t2?: string, t3?: string, t4?: string) =>
        t1 && a1 ? `o${a1}${t1}` : a2 && t2 ? `o${t2}${a2}` : t3 ? `uy${t3}` : t4 ? `u${t4}y` : m,
    )
    .normalize('NFC')
const v = (s: string): string[] => [...new Set(split(s).flatMap((p) => [p, otherTone(p)]))]
const vx = (s: string): string[] => [...new Set(v(s).flatMap((p) => [p, bare(p)]))]

const NOT = vx('không | ko | k | kg | khg | hông | hok | hem | khum | chẳng | chả | chưa')
// "không mở được", "ko đồng bộ đc", "không thể đăng nhập": what an app does, and the ways it fails to.
const DOES =
  v(`mở | vào | tải | tải về | lưu | đồng bộ | hiện | hiển thị | kết nối | đăng nhập | nhận | gửi | phát | ghi | ghi lại | đo | tính | cập nhật | khôi phục | xuất | nhập | load | sync
  hoạt động | kêu | báo | thông báo | chụp | quét | sao lưu | thanh toán | khởi động | đăng ký | xem | nghe | bấm | nhấn | cuộn | kéo | chia sẻ | mở app | vào app | vào game`)
// Written accented here; the bare forms ("ko mo dc") are added below.
const NOT_DONE = v('không | ko | k | hông | chẳng | chưa')
const DONE = v('được | đc | nổi')
const brokenAccented = [
  ...DOES.flatMap((d) =>
    NOT_DONE.flatMap((n) => [
      `${n} ${d} được`,
      `${n} ${d} đc`,
      ...DONE.map((ok) => `${d} ${n} ${ok}`),
      `${n} thể ${d}`,
    ]),
  ),
  ...v(
    'đồng bộ | hiện | hiển thị | lưu | kêu | báo | load | sync | hoạt động | nhận | phát | ghi | đo | cập nhật',
  ).flatMap((d) => NOT_DONE.map((n) => `${n} ${d}`)),
]
const broken = [...new Set(brokenAccented.flatMap((p) => [p, bare(p)]))]

export const vi: Cues = {
  resolved: ['đã giải quyết', 'giải quyết giúp', 'đã giúp', 'trong một giờ', 'trong 1 giờ', 'da giai quyet'],
  thanks: ['cảm ơn', 'cám ơn', 'cảm ơn nhé', 'cảm ơn nha', 'thanks'],
  positive: [
    ...vx(`
      tốt | rất tốt | tốt lắm | tốt quá | quá tốt | tuyệt | tuyệt vời | tuyệt cú mèo | xuất sắc | đỉnh cao | đỉnh của chóp | đỉnh chóp | rất hay | hay lắm | hay quá | quá hay | thích | rất thích
      thik | hài lòng | ổn áp | okela | okie | được đấy | khá tốt | khá ổn | khá hay | hữu ích | tiện lợi | dễ dùng | dễ sử dụng | dễ xài | dễ nghe | đơn giản | gọn nhẹ | mượt | mượt mà | nhanh | ngon
      xịn sò | chất lượng | đẹp mắt | rất đẹp | đẹp quá | dễ thương | cute | vui lắm | rất vui | vui vẻ | vui quá | chơi vui | vui nhộn | giải trí | thư giãn | nhẹ nhàng | gây nghiện | hấp dẫn
      thú vị | đáng tiền | đáng mua | đáng dùng | đáng tải | nên dùng | nên tải | recommend | cảm ơn | cám ơn | thanks | tks | =thank | 5 sao | năm sao | 10 điểm | good | nice | great | best
      tốt nhất | hay nhất | số 1 | chính xác | ổn định | ấn tượng | hoàn hảo | chuyên nghiệp | yên tâm | ưng ý | ủng hộ | không có lỗi | ko có lỗi | không lỗi | không quảng cáo | ko quảng cáo
    `),
    ...v(
      '=hay | =tot | đỉnh | =ổn | =ok | =oke | yêu thích | rất yêu | yêu quá | =mê | ưng | tiện | xịn | đẹp | chất | cuốn | nghiện | 👍 | ❤ | ❤️ | 😍 | 🥰 | 👌 | 💯 | 🔥 | 🙌',
    ),
  ],
  negative: [
    ...vx(`
      quá tệ | tệ hại | tệ quá | dở tệ | dở ẹc | quá dở | chán quá | quá chán | chán ngắt | tồi tệ | kém chất lượng | rác rưởi | như rác | phế vật | vớ vẩn | nhảm nhí | vô dụng | vô ích | phí tiền
      phí thời gian | tốn tiền | tốn thời gian | mất thời gian | lãng phí | lừa đảo | lừa tiền | thất vọng | bực mình | bực bội | khó chịu | ức chế | phát điên | phiền phức | phiền quá | khó dùng
      khó sử dụng | khó xài | rối rắm | phức tạp | chậm chạp | giật lag | nặng máy | hao pin | tốn pin | tụt pin | nóng máy | quảng cáo nhiều | nhiều quảng cáo | quá nhiều quảng cáo
      quảng cáo liên tục | toàn quảng cáo | quảng cáo quá nhiều | đắt quá | quá đắt | mắc quá | quá mắc | hút máu | móc túi | xóa app | gỡ app | gỡ ứng dụng | gỡ cài đặt | uninstall | 1 sao
      một sao | kinh khủng | khủng khiếp | tệ nhất | tệ hơn | tệ đi | kém đi | xuống cấp | ngày càng tệ | càng ngày càng tệ | ngày càng chán | bản cũ tốt hơn | bản cũ hay hơn | sau khi cập nhật
      sau khi update | từ khi cập nhật | từ khi update | kể từ khi | mong sửa | sửa đi | sửa lại | sửa lỗi | fix đi | fix lỗi | vấn đề | có vấn đề | lần nào cũng | suốt ngày | như cc | như shit
      như hạch | không nên tải | đừng tải | đừng cài | đừng mua | không đáng | tránh xa | thua xa | không hài lòng | không thích | không tốt | không hay | chả ra gì | chẳng ra gì | quá tải | ức chế
    `),
    ...v(
      'tệ | =te | dở | chán | tồi | kém | =rác | =rac | lỏ | phèn | xàm | nhảm | lừa | bực | =buc | phiền | rối | chậm | lag | giật | đơ | đắt | mắc | ghét | =ngu | 😡 | 🤬 | 😤 | 👎 | 💩 | 😠 | 😞 | 😢 | 🤮',
    ),
    ...vx('xoá hết | xoá sạch | chậm hơn | càng chậm | khó đọc | chẳng ra gì'),
    // A level too hard or a wait too long is a complaint about the game's pace, not praise.
    ...vx('khó quá | quá khó | khó ghê | khó vãi | khó vl | khó thật | đợi lâu | chờ lâu | lâu quá | quá lâu | lâu ghê | lâu vãi | hồi lâu'),
    ...vx('trước khi đổi giao diện | trước khi cập nhật'),
  ],
  negators: [...NOT, ...vx('đừng | chưa từng | chẳng hề | không hề | thiếu | chẳng có')],
  sarcasm: vx(
    '🙄 | 🙃 | 😒 | tuyệt vời ông mặt trời | giỏi quá ha | hay quá ha | cảm ơn vì đã phá | hay ghê ha | 🤡 | tuyệt nhất lịch sử',
  ),
  ironic: vx('tuyệt vời | giỏi | cảm ơn | đỉnh | xuất sắc | 👏 | quá đỉnh | tuyệt nhất | cảm ơn vì đã'),
  contrast: [
    ...vx(
      'nhưng | nhg | nhưng mà | tuy nhiên | tuy vậy | có điều | chỉ có điều | chỉ tiếc | tiếc là | tiếc cái | mỗi tội | mỗi cái | chỉ là | ngoại trừ | mặc dù | dù vậy | điểm trừ | nhược điểm | khuyết điểm',
    ),
    ...v('=tuy | =dù'),
    // "đẹp mà chẳng dùng được", "hay mà toàn báo trễ": "mà" before a complaint turns.
    ...vx('mà toàn | mà lại | mà cứ | mà không | mà chẳng | mà ko | mà hay bị'),
  ],
  bug: [
    ...broken,
    // "hay bị lỗi", "hay văng": before a fault, "hay" is "often", not "good".
    ...vx('báo trễ | bị trễ | nhắc trễ | thông báo trễ | không báo | không nhắc | ko báo | hay bị | thỉnh thoảng bị | thi thoảng bị | đôi khi bị | đôi lúc bị | lâu lâu bị | có lúc bị | nhiều khi bị | thường xuyên bị | hay văng | hay lỗi | hay giật | hay treo | hay đơ | hay crash | hay thoát | hay tự | hay lag | hay mất | chẳng dùng được | không dùng được | ko dùng được'),
    ...vx(`
      lỗi | bị lỗi | báo lỗi | gặp lỗi | lỗi kết nối | lỗi mạng | bug | crash | văng app | bị văng | văng ra | tự văng | thoát ra | tự thoát | tự động thoát | bị thoát | tự tắt | tắt ngang
      bị trắng | trắng xóa | trắng trơn | trống trơn | bị trống | đứng hình | đứng màn hình | treo màn hình | bị đứng | treo máy | bị treo | bị đơ | đơ máy | màn hình trắng | màn hình đen | trắng màn hình | đen màn hình | load mãi | tải mãi | quay mãi | xoay mãi | loading mãi
      mãi không | hoài không | mãi ko | không có âm thanh | mất âm thanh | ngừng hoạt động | dừng hoạt động | không phản hồi | bị sai | sai lệch | không chính xác | không đúng | nhảy lung tung
      bị đăng xuất | tự đăng xuất | đứng máy | chập chờn | mất kết nối | rớt mạng | không lên | bị trùng | nhân đôi | hiện 0 | về 0 | không hoạt động | ko hoạt động | không dùng được
      ko dùng được | k dùng được | ko xài được | không xài được
    `),
    ...v('văng | =treo | giật lag | =lag | =sai'),
    ...vx('đến trễ | bị trễ | trễ cả | cho đến khi mở | phải mở app | không tải được | chẳng tải được | không load được | báo hai lần | hiện hai lần'),
    ...vx('sửa giúp | mong sửa | sửa lại giúp | fix giúp | sửa đi'),
    ...vx('làm hỏng | bị hỏng | hỏng rồi'),
  ],
  request: vx(`
    có kế hoạch | khi nào sẽ có | sẽ có | bao giờ có | có dự định | dự định
    thiếu tính năng | thiếu chế độ | thiếu chức năng | thiếu tùy chọn | chỉ thiếu | còn thiếu mỗi | thiếu mỗi | chỉ cần thêm
    mong | yêu cầu | hy vọng | hi vọng | ước gì | giá mà | giá như | nếu có | nên có | nên thêm | cần thêm | cần có | thêm tính năng | thêm chế độ | thêm chức năng | thêm tùy chọn | thêm option | thêm lựa chọn
    bổ sung | cho phép | cho đổi | cho chọn | cho thêm | đề xuất | đề nghị | góp ý | muốn có | xin thêm | làm thêm | ra thêm | tính năng mới | có thể thêm | có thể cho | nên cho | thêm đi | thêm giúp
    thêm vào | thêm nhé | thêm nha | cải thiện | tăng thêm | giảm bớt | giảm quảng cáo | bớt quảng cáo | mở rộng | hỗ trợ thêm
    khi nào thì hỗ trợ | khi nào hỗ trợ | bao giờ hỗ trợ | khi nào có | bao giờ có
  `),
  question: vx(`
    làm sao | làm thế nào | làm cách nào | bằng cách nào | cách nào | có cách nào | tại sao | vì sao | sao lại | sao không | sao ko | =sao z | =sao v | sao vậy | thế nào | như thế nào | kiểu gì
    ở đâu | chỗ nào | khi nào | bao giờ | bao lâu | bao nhiêu | được không | đc không | có không | có ko | không ạ | ko ạ | vậy ạ | chưa ạ | ai biết | cho mình hỏi | cho em hỏi | cho tôi hỏi | xin hỏi
    hỏi chút | hỏi xíu | hướng dẫn giúp | hướng dẫn mình | có phải | phải không | phải ko | =hả | =hở | =nhỉ
  `),
  billing: [
    ...vx(`
      trả tiền | trả phí | thanh toán | thu phí | mất phí | tính phí | trừ tiền | bị trừ | nạp tiền | nạp thẻ | đã mua | mua gói | gói năm | gói tháng | đăng ký gói | gia hạn | tự gia hạn | tự động gia hạn
      hủy gói | hủy đăng ký | hoàn tiền | hoàn lại | premium | =vip | =plus | thẻ tín dụng | ngân hàng | momo | zalopay | =vnd | =vnđ | nghìn | ngàn | dùng thử | hóa đơn | giao dịch | in-app
    `),
    ...v('tiền | phí | =nạp | mua | gói | =đ'),
    'trừ 2 lần', 'trừ hai lần', 'trừ trùng', 'trừ đúp',
  ],
  charge: {
    afterCancel: vx(
      'đã hủy | đã hủy mà | hủy rồi mà | hủy rồi vẫn | hủy gói rồi | đã hủy đăng ký | vẫn bị trừ | vẫn trừ | vẫn bị tính | vẫn tính phí | vẫn gia hạn | vẫn thu | lại bị trừ | tiếp tục trừ | sau khi hủy',
    ),
    twice: vx('hai lần | 2 lần | trừ 2 lần | trừ hai lần | trừ trùng | trừ đúp | gấp đôi'),
    unknown: vx(
      'chưa từng đăng ký | chưa bao giờ đăng ký | không hề đăng ký | chưa từng mua | không hề mua | tự nhiên bị trừ | tự nhiên trừ | tự dưng bị trừ | tự dưng trừ | tự động trừ | tự trừ | không xin phép | không đồng ý mà | không biết sao bị trừ | bỗng dưng bị trừ | hết dùng thử | hết thời gian dùng thử | sau dùng thử',
    ),
    refund: vx(
      'hoàn tiền | hoàn lại tiền | trả lại tiền | trả tiền lại | trả lại | đòi tiền | lấy lại tiền | hoàn phí | refund',
    ),
    missing: vx(
      'khôi phục gói | khôi phục giao dịch | khôi phục mua hàng | mất premium | mất gói | mất vip | bắt mua lại | phải mua lại | đã mua mà | đã mua nhưng | mua rồi mà | mua rồi nhưng | trả tiền rồi mà | đã thanh toán mà | đã nạp mà | nạp rồi mà | nạp tiền mà không | bắt trả tiền lần nữa | bắt trả tiền lại | trả tiền lần nữa | premium mất | quảng cáo lại hiện | lại có quảng cáo | quảng cáo hiện lại | vẫn còn quảng cáo | vẫn có quảng cáo | vẫn hiện quảng cáo | vẫn bị quảng cáo | vẫn ra quảng cáo',
    ),
    charged: vx(
      'bị trừ | bị trừ tiền | trừ tiền | trừ mất | bị tính phí | bị thu | thu tiền | trừ vào thẻ | tài khoản bị trừ | tự gia hạn | gia hạn tự động | đã gia hạn | cũng trừ | cứ trừ | vẫn cứ trừ',
    ),
    cancelled: [
      ...vx(
        'hủy gói | hủy đăng ký | ngừng gia hạn | tắt gia hạn | hủy gia hạn | unsubscribe | cancel',
      ),
      ...v('=hủy'),
    ],
  },
  privacy: vx(`
    quyền riêng tư | riêng tư | bảo mật | thông tin cá nhân | dữ liệu cá nhân | dữ liệu của tôi | dữ liệu của mình | thu thập | bán dữ liệu | bán thông tin | bên thứ ba | bên thứ 3 | quyền truy cập
    truy cập danh bạ | danh bạ | micro | truy cập vị trí | quyền vị trí | theo dõi tôi | theo dõi người dùng | nghe lén | mã hóa | an toàn không | có an toàn | lộ thông tin | rò rỉ | đánh cắp | xin quyền
    nơi tôi sống | địa chỉ nhà | ai cũng thấy
  `),
  account: vx(
    'tài khoản | đăng ký tài khoản | tạo tài khoản | mật khẩu | xác minh | xác thực | mã otp | =otp | tên đăng nhập | hồ sơ | tài khoản google | đăng nhập bằng | chơi khách',
  ),
  lockedOut: vx(
    'không đăng nhập được | ko đăng nhập được | k đăng nhập được | không đăng nhập đc | ko đăng nhập đc | đăng nhập không được | đăng nhập ko được | đăng nhập ko đc | không login được | ko login được | không vào được tài khoản | bị khóa tài khoản | tài khoản bị khóa | không nhận được mã | không nhận được otp | ko nhận được mã | quên mật khẩu | sai mật khẩu | mất tài khoản | bị ban | đặt lại mật khẩu',
  ),
  deletion: vx(
    'xóa tài khoản | xóa acc | hủy tài khoản | xóa dữ liệu | xóa toàn bộ dữ liệu | xóa hết dữ liệu | xóa thông tin | khóa tài khoản vĩnh viễn',
  ),
  loss: {
    words: vx(
      'không được lưu | không lưu được | không lưu lại | chưa được lưu | không ghi lại | mất hết | mất sạch | mất trắng | mất tất cả | mất toàn bộ | mất dữ liệu | mất ghi chú | mất tiến | mất level | mất màn | mất kim cương | cũng mất | đã mất | mất luôn | mất cả | biến mất | bay màu | bay hết | không còn | ko còn | chẳng còn | bị xóa | tự xóa | về màn 1 | về level 1 | làm lại từ đầu | chơi lại từ đầu | trống trơn | trắng trơn | bị ghi đè | ghi đè',
    ),
    objects: vx(
      'ghi chú | dữ liệu | =data | tiến trình | tiến độ | màn | level | cấp | =xu | vàng | kim cương | đá quý | vật phẩm | tất cả | toàn bộ | file | ảnh | hình | thư mục | lịch sử | bài chạy | quãng đường | thành tích | chuỗi | tài khoản | nhân vật',
    ),
    phrases: vx(
      'xong mất hết | là mất hết | mất hết rồi | mất hết luôn | mất dữ liệu | mất hết dữ liệu | mất sạch dữ liệu | mất hết tiến trình | mất hết ghi chú | về màn 1 | về level 1 | chơi lại từ đầu | làm lại từ đầu | bay màu hết | mất trắng',
    ),
    bought: ['kim cương', '=xu', 'vàng', 'đá quý', 'premium', '=gói', '=vip'],
    fears: ['có bị mất', 'bị mất không', 'mất không', 'có mất', 'nếu đổi', 'đổi điện thoại thì', 'đổi máy thì', 'cài lại thì', 'xóa app thì', 'không bị mất'],
    worries: ['sợ mất', 'sợ bị mất', 'lo bị mất', 'lỡ bị mất', 'phòng khi', 'không muốn', 'ko muốn', 'chẳng muốn', 'khỏi phải', 'không phải'],
    notData: ['mất hứng', 'mất hết hứng', 'mất kiên nhẫn', 'mất niềm tin', 'hết hứng'],
  },
  supportFailed: vx(
    'chưa ai rep | không ai rep | ko ai rep | chẳng ai rep | không thấy rep | chưa thấy rep | không phản hồi | ko phản hồi | không trả lời | ko trả lời | không ai trả lời | chẳng ai trả lời | không ai phản hồi | không thấy phản hồi | chưa thấy phản hồi | chưa được phản hồi | không được giải quyết | chưa giải quyết | đã gửi mail | gửi mail mãi | email mãi | liên hệ mãi | nhắn tin mãi | nhắn mãi | inbox mãi | không rep | ko rep | k rep | seen không rep | seen ko rep | đã liên hệ | liên hệ rồi | phớt lờ | làm ngơ | trả lời tự động | cskh tệ | cskh kém | hỗ trợ kém | hỗ trợ tệ | không bao giờ trả lời | chẳng bao giờ trả lời | không bao giờ phản hồi | chưa bao giờ trả lời | chờ phản hồi | đợi phản hồi | chưa ai trả lời | chờ trả lời | không hồi âm | chưa hồi âm | ko hồi âm',
  ),
  storeLoop: vx(
    'google bảo | google nói | google play bảo | apple bảo | apple nói | bảo liên hệ nhà phát triển | bảo liên hệ dev | kêu liên hệ | đá qua đá lại | đùn đẩy | bị từ chối hoàn tiền | từ chối hoàn tiền | không cho hoàn tiền | hoàn tiền bị từ chối',
  ),
  abuse: [
    ...v(
      'óc chó | súc vật | mất dạy | khốn nạn | não tàn | đồ ngu | ngu học | dev ngu | dev chó | đồ chó | bọn chó | lũ chó | chết đi | cút đi',
    ),
    ...['oc cho', 'suc vat', 'mat day', 'khon nan', 'do ngu', 'dev ngu', 'cut di'],
    'phá sản đi',
  ],
  legal: vx(
    'luật sư | khởi kiện | kiện ra tòa | đi kiện | sẽ kiện | tòa án | công an | báo công an | tố cáo | cục cạnh tranh | bảo vệ người tiêu dùng | pháp lý | vi phạm pháp luật',
  ),
  spam: vx(
    'vay tiền | vay nhanh | cho vay | vay online | không cần thế chấp | giải ngân | duyệt hồ sơ | lãi suất | liên hệ zalo | =zalo | kết bạn zalo | kiếm tiền | kiếm tiền online | việc nhẹ lương cao | làm việc tại nhà | cộng tác viên | =ctv | hoa hồng | nhận thưởng | tặng code | mã giới thiệu | link đăng ký | casino | cá cược | nhà cái | tài xỉu | nổ hũ | bắn cá | lô đề | kim cương miễn phí | nhận kim cương | nạp kim cương | uy tín | link ở bio | ib mình | inbox mình | mỗi ngày tại nhà | không cần kinh nghiệm',
  ),
  plea: ['sửa gấp', 'sửa giúp', 'sửa lỗi giúp', 'sửa đi', 'sửa lại giúp', 'mới sửa', 'mong sửa', 'sửa sớm', 'fix giúp', 'fix gấp', 'fix đi', 'khắc phục giúp', 'khắc phục gấp', 'khắc phục sớm', 'giúp mình với', 'giúp tôi với', 'làm ơn sửa'],
  // "đồng bộ kiểu gì mà mất hết", "trả tiền để bị vậy hả??": asked in anger, nothing to answer.
  rhetorical: [...vx('kiểu gì mà | kiểu gì vậy mà | để bị vậy | để bị như vậy | để bị thế | là sao vậy trời | thế là sao | vậy là sao | làm ăn kiểu gì | làm ăn kiểu'), 'ai lại', 'ai mà', 'ai trả', 'nghĩ gì', 'nghĩ cái gì', 'ai thiết kế', 'ai nghĩ ra', 'đùa à', 'đùa hả', 'đùa tôi', 'giỡn hả', 'thật à', 'nghiêm túc à', 'có test', 'không test', 'khó vậy sao', 'khó lắm à'],
  why: ['tại sao', 'vì sao', 'sao lại', 'sao không', 'sao ko'],
  wishQuestion: ['được không', 'đc không', 'có không', 'có ko', 'khi nào', 'bao giờ'],
  notPraise: {
    // "Mình hay chạy buổi tối", "mình hay đính kèm video", "ghi chú hay danh sách": before a verb
    // "hay" is "often", between two nouns "or". It praises at the end of a clause or before a
    // word that says how much ("hay lắm", "hay nhất", "hay mà…", "hay nhưng…").
    at: /^hay\s+(?!(?:lắm|lam|quá|qua|ghê|ghe|thật|that|thiệt|thiet|cực|cuc|vãi|vai|vl|vcl|vkl|phết|phet|nhất|nhat|hơn|hon|nha|nhé|nhe|ạ|á|đó|đấy|day|nè|ne|mà|ma|nhưng|nhung|nhg|và|va|vậy|vay|ho|xỉu|xiu|dữ|thế|z|v|cơ|luôn|luon|đáo để|dã man|da man)(?![\p{L}\p{M}]))[\p{L}]/u,
    // "dù wifi vẫn ổn", "mạng 4G vẫn tốt": the reviewer's connection is fine, not the app.
    before: /(?:wifi|wi-fi|4g|5g|mạng|internet|sóng|đường truyền)\s+(?:\p{L}+\s+){0,2}$/u,
  },
  patterns: {
    // "them che do chay tren may chay bo di": an imperative "add …" asks for a feature.
    request: [
      /^(?:thêm|them|bổ sung|bo sung)\s/u,
      // "Nếu xuất được ra PDF thì tốt quá": "if it could …, that would be good" wishes for it.
      /(?:^|\s)(?:nếu|neu|giá mà|gia ma)\s.+\s(?:thì|thi)\s(?:tốt|tot|hay|tiện|tien|tuyệt|tuyet|hoàn hảo|hoan hao|đỉnh|dinh|5 sao|năm sao|nam sao)/u,
    ],
    // "có … không", "… được không": Vietnamese asks at the end of the sentence.
    question: [
      /(?:^|\s)(?:có|co|được|dc|đc|duoc)\s.*\s(?:không|ko|k|hông|khong|chưa|chua)\s*[.!]*$/u,
      /(?:^|\s)(?:làm sao|lam sao|tại sao|tai sao|vì sao|vi sao|thế nào|the nao|kiểu gì|kieu gi|ở đâu|o dau|chỗ nào|cho nao|khi nào|khi nao|bao giờ|bao gio|bao lâu|bao lau|bao nhiêu|bao nhieu)(?=\s|$|[,.!?])/u,
    ],
  },
}
