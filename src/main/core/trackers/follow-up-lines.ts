/**
 * The follow-up reply when a reported problem is fixed, in the 20 languages the built-in drafter
 * has full lines for. It says the version that fixes it and thanks the reviewer; it promises
 * nothing else (no date, no other fix). `named` greets the reviewer by first name.
 */
interface FollowUpLines {
  named: string
  plain: string
}

export const FOLLOW_UP_LINES: Record<string, FollowUpLines> = {
  en: {
    named: 'Hi {name}, good news: this is fixed in version {version}. Thanks for letting us know!',
    plain: 'Good news: this is fixed in version {version}. Thanks for letting us know!',
  },
  de: {
    named:
      'Hallo {name}, gute Nachricht: Das ist in Version {version} behoben. Danke für deinen Hinweis!',
    plain: 'Gute Nachricht: Das ist in Version {version} behoben. Danke für deinen Hinweis!',
  },
  fr: {
    named:
      'Bonjour {name}, bonne nouvelle : c’est corrigé dans la version {version}. Merci de nous l’avoir signalé !',
    plain:
      'Bonne nouvelle : c’est corrigé dans la version {version}. Merci de nous l’avoir signalé !',
  },
  es: {
    named:
      'Hola, {name}: ¡buenas noticias! Esto está solucionado en la versión {version}. ¡Gracias por avisarnos!',
    plain:
      '¡Buenas noticias! Esto está solucionado en la versión {version}. ¡Gracias por avisarnos!',
  },
  pt: {
    named:
      'Olá, {name}! Boa notícia: isso foi corrigido na versão {version}. Obrigado por nos avisar!',
    plain: 'Boa notícia: isso foi corrigido na versão {version}. Obrigado por nos avisar!',
  },
  it: {
    named:
      'Ciao {name}, buone notizie: è stato risolto nella versione {version}. Grazie per avercelo segnalato!',
    plain:
      'Buone notizie: è stato risolto nella versione {version}. Grazie per avercelo segnalato!',
  },
  nl: {
    named:
      'Hoi {name}, goed nieuws: dit is opgelost in versie {version}. Bedankt dat je het ons liet weten!',
    plain: 'Goed nieuws: dit is opgelost in versie {version}. Bedankt dat je het ons liet weten!',
  },
  pl: {
    named:
      'Cześć {name}, dobra wiadomość: to zostało naprawione w wersji {version}. Dziękujemy za zgłoszenie!',
    plain: 'Dobra wiadomość: to zostało naprawione w wersji {version}. Dziękujemy za zgłoszenie!',
  },
  ru: {
    named:
      'Здравствуйте, {name}! Хорошие новости: это исправлено в версии {version}. Спасибо, что сообщили нам!',
    plain: 'Хорошие новости: это исправлено в версии {version}. Спасибо, что сообщили нам!',
  },
  uk: {
    named:
      'Вітаємо, {name}! Гарні новини: це виправлено у версії {version}. Дякуємо, що повідомили нам!',
    plain: 'Гарні новини: це виправлено у версії {version}. Дякуємо, що повідомили нам!',
  },
  tr: {
    named:
      'Merhaba {name}, güzel haber: bu sorun {version} sürümünde düzeltildi. Bize bildirdiğiniz için teşekkürler!',
    plain:
      'Güzel haber: bu sorun {version} sürümünde düzeltildi. Bize bildirdiğiniz için teşekkürler!',
  },
  sv: {
    named:
      'Hej {name}! Goda nyheter: det här är åtgärdat i version {version}. Tack för att du hörde av dig!',
    plain: 'Goda nyheter: det här är åtgärdat i version {version}. Tack för att du hörde av dig!',
  },
  ar: {
    named: 'مرحبًا {name}، أخبار سارة: تم إصلاح هذه المشكلة في الإصدار {version}. شكرًا لإبلاغنا!',
    plain: 'أخبار سارة: تم إصلاح هذه المشكلة في الإصدار {version}. شكرًا لإبلاغنا!',
  },
  ja: {
    named:
      '{name}様、お知らせです。この問題はバージョン{version}で修正されました。ご報告いただきありがとうございました。',
    plain:
      'お知らせです。この問題はバージョン{version}で修正されました。ご報告いただきありがとうございました。',
  },
  ko: {
    named:
      '{name}님, 좋은 소식입니다. 이 문제는 {version} 버전에서 해결되었습니다. 알려 주셔서 감사합니다.',
    plain: '좋은 소식입니다. 이 문제는 {version} 버전에서 해결되었습니다. 알려 주셔서 감사합니다.',
  },
  zh: {
    named: '{name}，您好！好消息：这个问题已在 {version} 版本中修复。感谢您告诉我们！',
    plain: '好消息：这个问题已在 {version} 版本中修复。感谢您告诉我们！',
  },
  'zh-Hant': {
    named: '{name}，您好！好消息：這個問題已在 {version} 版本中修正。感謝您告訴我們！',
    plain: '好消息：這個問題已在 {version} 版本中修正。感謝您告訴我們！',
  },
  hi: {
    named: 'नमस्ते {name}, अच्छी खबर: यह समस्या वर्ज़न {version} में ठीक कर दी गई है। हमें बताने के लिए धन्यवाद!',
    plain: 'अच्छी खबर: यह समस्या वर्ज़न {version} में ठीक कर दी गई है। हमें बताने के लिए धन्यवाद!',
  },
  id: {
    named:
      'Halo {name}, kabar baik: masalah ini sudah diperbaiki di versi {version}. Terima kasih sudah memberi tahu kami!',
    plain:
      'Kabar baik: masalah ini sudah diperbaiki di versi {version}. Terima kasih sudah memberi tahu kami!',
  },
  vi: {
    named:
      'Chào {name}, tin vui: lỗi này đã được khắc phục trong phiên bản {version}. Cảm ơn bạn đã báo cho chúng tôi!',
    plain:
      'Tin vui: lỗi này đã được khắc phục trong phiên bản {version}. Cảm ơn bạn đã báo cho chúng tôi!',
  },
}

/** The follow-up in `language` (English where there are no lines), with the version filled in. */
export function followUpText(
  language: string | null,
  version: string,
  name: string | null,
): { text: string; language: string } {
  const lang = language && FOLLOW_UP_LINES[language] ? language : 'en'
  const lines = FOLLOW_UP_LINES[lang]!
  const text = (name ? lines.named.replace('{name}', name) : lines.plain).replace(
    '{version}',
    version,
  )
  return { text, language: lang }
}
