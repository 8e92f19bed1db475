import { replyTable, type ReplyRow } from './fixtures'

/**
 * Malfunctions said with no word of opinion, a feature that stops doing its work, a fault that
 * happens only while something is NOT connected: the reply apologises for the fault, names what
 * goes wrong and not the condition, and always gives the way to reach the team.
 */
const table = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 2)

const CONTACT = /help@acme\.example/

table('a feature that does the wrong thing is a fault with the contact, not feedback passed on', [
  ['ru', 'Пульс показывает полную ерунду на пробежке.', CONTACT, /отзыв/],
  ['sv', 'Sträckan slutar räknas när musiken spelar.', CONTACT, /feedback/],
  ['nl', 'De afstand stopt met tellen als de muziek aan staat.', CONTACT, /feedback/],
  ['pl', 'Tętno pokazuje bzdury na każdym treningu.', CONTACT, /opini/],
  ['id', 'Musik mati setiap kali aplikasi mulai merekam.', CONTACT, /masukan/],
  ['uk', 'Пульс показує повну дурницю після оновлення.', CONTACT],
])

table('how much of something is an opinion, passed on', [
  ['nl', 'De kaart is te klein op mijn telefoon.', /feedback/, CONTACT],
  ['pl', 'Poziomy są za trudne.', /opini/, /błęd/],
  ['uk', 'Рівні надто складні для новачків.', /відгук/, /збій/],
])

table('a feature that stops its work is no crash of the app', [
  ['ar', 'التطبيق يتوقف عن حساب الخطوات بعد ساعة.', /نعتذر|نأسف|يؤسفنا/, /إغلاق/],
  ['es', 'La app deja de contar los pasos a la media hora.', /Sentimos|Lamentamos/, /se cierr/],
  ['hi', 'दौड़ते समय GPS बंद हो जाता है।', /GPS/, /ऐप अचानक बंद/],
  ['pl', 'Aplikacja zawiesza się przy otwieraniu mapy.', /zawiesza/, /awari/],
])

table('a thing that is NOT connected is the condition, not the trouble', [
  ['hi', 'घड़ी कनेक्ट नहीं होने पर ही दूरी गलत आती है।', CONTACT, /घड़ी/],
  ['pl', 'Treningi się nie zapisują, gdy zegarek nie jest połączony.', CONTACT, /zegar/],
  ['zh', '只有不连手表的时候，GPS才会断。', CONTACT, /手表/],
])

table('"when I\'m …" is said back whole', [
  [
    'en',
    'The step count goes wrong when I\u2019m cycling.',
    /when you're cycling/,
    /you '|you’m|you 'm/,
  ],
  ['en', "The app freezes when I'm on a call.", /when you're on a call/, /you 'm/],
])

table('"पासवर्ड"-free Hindi that says "shows" is no account problem', [
  ['hi', 'कैलोरी गलत दिखाता है।', /कैलोरी/, /लॉग इन/],
])
