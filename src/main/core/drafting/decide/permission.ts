import { normalizeForMatch } from '../topics/normalize'

/** A permission a privacy question names: the reply says which one it heard. */
export type Permission = 'location' | 'contacts' | 'microphone' | 'camera' | 'photos'

/**
 * Each permission in the drafter's languages, on the folded text (lower case, Latin accents
 * dropped; Vietnamese keeps its marks). The camera goes before the photos: "appareil photo" is
 * the camera.
 */
const PERMISSIONS: readonly (readonly [Permission, RegExp])[] = [
  [
    'location',
    /(?<!\p{L})(?:location|locatie|standort|localisation|ubicacion|localizacao|posizione|lokalizacj\p{L}*|местоположени\p{L}*|геолокаци\p{L}*|геолокаці\p{L}*|місцезнаходжен\p{L}*|konum\p{L}*|platsdata|platstjanst\p{L}*|lokasi|vị trí|vi tri)(?!\p{L})|الموقع|موقعي|位置情報|위치|位置|定位|लोकेशन|लोकेशन/u,
  ],
  [
    'contacts',
    /(?<!\p{L})(?:contacts|contactos|contatos|contatti|contacten|kontakte|kontakty|kontaktow|kontakter|kisiler\p{L}*|rehber\p{L}*|kontak)(?!\p{L})|контакт|جهات الاتصال|連絡先|연락처|通讯录|通訊錄|联系人|聯絡人|कॉन्टैक्ट|danh bạ|danh ba/u,
  ],
  [
    'microphone',
    /(?<!\p{L})(?:micro(?:phone|fono|fone|foon)?|mikrofon\p{L}*|mic|micrô)(?!\p{L})|микрофон|мікрофон|الميكروفون|マイク|마이크|麦克风|麥克風|माइक/u,
  ],
  [
    'camera',
    /(?<!\p{L})(?:camera|kamera\p{L}*|camara|fotocamera|appareil photo|máy ảnh|may anh)(?!\p{L})|камер|الكاميرا|カメラ|카메라|相机|相機|कैमर/u,
  ],
  [
    'photos',
    /(?<!\p{L})(?:photos|fotos|foto's|zdjec\p{L}*|fotograf\p{L}*|bilder|ảnh)(?!\p{L})|фото|الصور|写真|사진|照片|相册|相冊|फ़ोटो|फोटो/u,
  ],
]

/** The permission the privacy point asks about, the first one named; nothing when it names none. */
export function permissionIn(
  clauses: readonly string[],
  lang: string,
): { permission?: Permission } {
  const norm = normalizeForMatch(clauses.join(' '), lang)
  let best: { permission: Permission; at: number } | null = null
  for (const [permission, re] of PERMISSIONS) {
    const at = norm.search(re)
    if (at >= 0 && (!best || at < best.at)) best = { permission, at }
  }
  return best ? { permission: best.permission } : {}
}
