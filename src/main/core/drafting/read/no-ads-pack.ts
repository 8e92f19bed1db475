/**
 * The purchase that turns the ads off, named as a thing ("the no-ads pack", "remove ads",
 * "Werbefrei", "le pack sans pub", "el paquete sin anuncios", "広告削除", "광고 제거", "去广告"): said
 * with a price ("…is overpriced"), the ads are not complained of, only what switching them off
 * costs. Folded text of a clause (lower case, Latin accents dropped).
 */
const NO_ADS_PACK =
  /(?<!\p{L})(?:no[- ]?ads?|ad[- ]?free|ads?[- ]free|remove[- ]ads|ads? remov\p{L}*|werbefrei\p{L}*|ohne werbung|werbung entfernen|sans pubs?|sans publicites?|sin anuncios|sin publicidad|quitar anuncios|senza pubblicita|rimuovi pubblicita|sem anuncios|remover anuncios|zonder (?:advertenties|reclame)|reclamevrij|utan reklam|reklamfri\p{L}*|bez reklam|без реклам\p{L}*|отключение рекламы|reklamsiz|tanpa iklan|hapus iklan|không quảng cáo|xóa quảng cáo)(?!\p{L})|広告(?:削除|なし|非表示)|광고\s?(?:제거|없는|없애기)|(?:去|免|无|無|去除)(?:广告|廣告)/gu

/** The clause without the ad-free purchase it names. */
export const withoutNoAdsPack = (folded: string): string => folded.replace(NO_ADS_PACK, ' ')
