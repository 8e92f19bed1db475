/**
 * "On my Xiaomi", "Часы Garmin", "en mi Samsung": a maker named without a model. Too little to
 * quote as the device (see `devicesIn`, which wants a model), but enough that asking "which
 * device do you use?" would ask again what the review already said. Only makers' names that are
 * no ordinary word anywhere ("Honor", "Vivo", "Poco", "Polar", "Galaxy" are left out); Pixel only
 * as a phone ("my Pixel", "on a Pixel"), since pixels are also dots on a screen.
 */
const MAKER = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])(?:samsung|xiaomi|redmi|oneplus|oppo|realme|huawei|nokia|motorola|garmin|fitbit|coros|suunto|amazfit|iphone|ipad|android phone|wear ?os)(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}])(?:my|a|mein\p{L}*|mon|ma|mi|meu|mio|mijn|min|moim|mym)\s+pixel(?![\p{L}\p{N}])`,
    String.raw`(?<![\p{L}\p{N}])(?:самсунг|сяоми|ксиоми|редми|хуавей|хуавэй|реалми|гармин|айфон|айпад)\p{L}*`,
    '샤오미|삼성|화웨이|가민|아이폰|小米|红米|紅米|华为|華為|三星|佳明|サムスン|シャオミ|ファーウェイ|ガーミン|هواوي|سامسونج|سامسونغ|شاومي|ايفون|آيفون|सैमसंग|रेडमी|शाओमी|गार्मिन',
  ].join('|'),
  'iu',
)

/** Whether a text names the maker of the device it is used on. */
export function namesMaker(text: string): boolean {
  return MAKER.test(text)
}
