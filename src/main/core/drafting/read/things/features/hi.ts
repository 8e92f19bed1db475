import { w } from '../../cues/hi'
import type { FeatureBook } from './types'

// Triggers as typed with or without nukta and chandrabindu (see cues/hi.ts).
const row = (
  concept: string,
  display: string,
  triggers: string,
): readonly [string, string, ...string[]] => [concept, display, ...w(triggers)]

/**
 * Hindi feature words, in Devanagari: mostly English loanwords as Hindi writes them. Matched
 * anywhere (postpositions follow the noun), so a reply quotes the reviewer's own word.
 */
export const hi: FeatureBook = {
  echo: true,
  words: [
    row('pdf_export', 'PDF एक्सपोर्ट', 'पीडीएफ | pdf'),
    row('export', 'एक्सपोर्ट', 'एक्सपोर्ट'),
    row('import', 'इंपोर्ट', 'इंपोर्ट | इम्पोर्ट'),
    row('dark_mode', 'डार्क मोड', 'डार्क मोड | डार्क थीम | नाइट मोड'),
    row('widget', 'विजेट', 'विजेट | विज़ेट'),
    row('sync', 'सिंक', 'सिंक'),
    row('backup', 'बैकअप', 'बैकअप'),
    row('search', 'सर्च', 'सर्च'),
    row('reminders', 'रिमाइंडर', 'रिमाइंडर | रिमाइंडर्स'),
    row('notifications', 'नोटिफ़िकेशन', 'नोटिफ़िकेशन | सूचनाएं'),
    row('calendar', 'कैलेंडर', 'कैलेंडर'),
    row('folders', 'फ़ोल्डर', 'फ़ोल्डर'),
    row('tags', 'टैग', 'टैग'),
    row('checklists', 'चेकलिस्ट', 'चेकलिस्ट | टू-डू | टूडू'),
    row('attachments', 'अटैचमेंट', 'अटैचमेंट'),
    row('scanner', 'स्कैनर', 'स्कैनर | स्कैन'),
    row('handwriting', 'हैंडराइटिंग', 'हैंडराइटिंग | हाथ से लिख'),
    row('templates', 'टेम्पलेट', 'टेम्पलेट | टेम्प्लेट'),
    row('sharing', 'शेयरिंग', 'शेयरिंग | शेयर'),
    row('web_app', 'वेब वर्ज़न', 'वेब वर्ज़न | वेब वर्शन | वेब ऐप | कंप्यूटर पर | लैपटॉप पर'),
    row('offline', 'ऑफ़लाइन', 'ऑफ़लाइन | बिना इंटरनेट'),
    row('font', 'फ़ॉन्ट', 'फ़ॉन्ट | अक्षर का आकार'),
    row('lock', 'लॉक', 'फ़िंगरप्रिंट | पासकोड | लॉक'),
    row('trash', 'ट्रैश', 'ट्रैश | रीसायकल बिन'),
    row('encryption', 'एन्क्रिप्शन', 'एन्क्रिप्टेड | एन्क्रिप्शन | एन्क्रिप्ट'),
    row('device_transfer', 'नया फ़ोन', 'नया फ़ोन | नए फ़ोन | फ़ोन बदल'),
    row('progress', 'प्रोग्रेस', 'प्रोग्रेस | प्रगति'),
    row('contacts', 'कॉन्टैक्ट्स', 'कॉन्टैक्ट्स | कॉन्टैक्ट लिस्ट | संपर्क सूची'),
    row('microphone', 'माइक्रोफ़ोन', 'माइक्रोफ़ोन | माइक'),
    row('camera', 'कैमरा', 'कैमरा'),
    row('location', 'लोकेशन', 'लोकेशन'),
    row('permissions', 'परमिशन', 'परमिशन | अनुमति'),
    row('gps', 'GPS', 'जीपीएस | gps'),
    row('watch', 'वॉच', 'स्मार्टवॉच | वॉच | घड़ी'),
    row('audio_cues', 'वॉयस गाइडेंस', 'वॉयस गाइडेंस | वॉयस | आवाज़ में बता'),
    row('heart_rate', 'हार्ट रेट', 'हार्ट रेट | दिल की धड़कन'),
    row('training_plan', 'ट्रेनिंग प्लान', 'ट्रेनिंग प्लान'),
    row('pace', 'पेस', 'पेस'),
    row('map', 'मैप', 'मैप | नक्शा | रूट'),
    row('strava', 'Strava', 'strava | स्ट्रावा'),
    row('challenges', 'चैलेंज', 'चैलेंज'),
    row('levels', 'लेवल', 'लेवल'),
    row('lives', 'लाइफ़', 'लाइफ़ | लाइव्स'),
    row('coins', 'कॉइन्स', 'कॉइन्स | कॉइन | सिक्के | जेम्स | हीरे'),
    row('boosters', 'बूस्टर', 'बूस्टर'),
    row('daily_rewards', 'डेली रिवॉर्ड', 'डेली रिवॉर्ड | डेली बोनस | रोज़ का इनाम'),
    row('events', 'इवेंट्स', 'इवेंट्स | इवेंट'),
    row('cloud_save', 'क्लाउड सेव', 'क्लाउड'),
    row('remove_ads', 'ऐड हटाने का प्लान', 'विज्ञापन हटा | ऐड हटा | ऐड-फ़्री | ऐड फ़्री'),
    row('ads', 'विज्ञापन', 'विज्ञापन | ऐड्स | एड्स'),
    row('subscription', 'सब्सक्रिप्शन', 'सब्सक्रिप्शन | प्रीमियम | सदस्यता'),
    row('login', 'लॉगिन', 'लॉगिन | लॉग इन'),
    row('design', 'नया डिज़ाइन', 'नया डिज़ाइन | रीडिज़ाइन'),
    row('layout', 'लेआउट', 'लेआउट | इंटरफ़ेस'),
    row('sound', 'साउंड', 'साउंड | म्यूज़िक | संगीत'),
  ],
}
