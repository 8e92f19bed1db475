/**
 * The reviewer says they would pay, or would rather pay ("I'd rather pay for premium than see a
 * popup", "ich würde gern zahlen", "pagaría con gusto"): a way out of what bothers them, not a
 * grievance about the price.
 */
const WOULD_PAY =
  /(?<!\p{L})(?:(?:i'?d|i would|would) (?:rather |gladly |happily |even )?pay|(?:happy|willing|glad) to pay|würde (?:\p{L}+ ){0,2}(?:zahlen|bezahlen)|je paierais|paierais volontiers|pagar[ií]a|pagherei|zou (?:\p{L}+ ){0,2}betalen|betaal (?:ik )?graag|skulle (?:gärna )?betala|zapłacił(?:a|)bym|заплатил(?:а|)? бы|заплатив би|öderdim|mau bayar|sẵn sàng trả)(?!\p{L})|払ってもいい|払いたい|낼 ?의향|돈 ?낼게|愿意付|願意付|宁愿付|寧願付/iu

export const offersToPay = (text: string): boolean => WOULD_PAY.test(text)
