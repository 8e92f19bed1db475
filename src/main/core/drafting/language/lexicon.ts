/**
 * Frequent words of reviews, per Latin-script language: function words plus the words people
 * use to praise or complain. Short reviews ("great app", "muy buena") are too short for
 * statistical detection, but one or two of these words settle them. Languages the built-in
 * drafter does not write (da, fi, ro, ...) are here too, so they are recognized and marked
 * instead of being mistaken for a neighbour.
 */
const WORDS: Record<string, string> = {
  en: "the and is it this that was for with not but very great good love please can you my i to of have just would works doesn't don't can't cant nice best bad useless awesome amazing app's it's i'm thanks thank what when every terrible horrible excellent worst in on at be all so get after now they time keeps every really even use using since anymore as if or how why there their me do does did been has had should could more much only still before because about from your our we out up one like are were which who any some fix need needs want wish add enough aren't isn't won't wont didn't never back again too than then here thing things lot soon crashes crashed working work worked stuff keep no",
  es: 'el la los las de que y es muy pero por para con una un me lo mi esta está aplicación buena bueno excelente funciona gracias todo cuando más puedo hay pésima genial sirve también porque ya se del al le su sus ni sin ahora cada vez nada siempre desde después actualización puede tiene hace quiero veces este dos no mucho muchos mucha muchas tengo estoy esto eso mejor peor juego niveles anuncios teléfono dinero cuenta ayuda tiempo debería podrían entonces aunque donde dónde cómo qué así sólo tampoco perdí mis tus en encuentro opción ningún ninguna ninguno nota notas',
  pt: 'o os as de que e é muito mas não para com um uma meu minha está aplicativo bom boa ótimo ótima funciona obrigado obrigada tudo quando mais consigo tem você péssimo nao muito porque já também do da dos das no na ao sem agora cada vez nada sempre desde depois atualização pode tem faz eu ele isso vocês tá tô pra pro né ainda só jogo nível níveis anúncios dinheiro conta ajuda poderiam fica ficar fiz faço quero tenho tinha estou estava são sou vai vou ter fazer pelo pela pelos pelas num numa nas essa esse coisa coisas melhor pior nenhum nenhuma alguém algum alguma então',
  fr: "le la les de des et est très mais pas pour avec une un je ne mon ma cette application bien bonne super fonctionne merci tout quand plus il elle que qui c'est j'ai n'est vraiment nul du au aux sur dans sans maintenant chaque fois rien toujours depuis après jour peut marche fait ça on vous nous ils elles sont suis avoir être faire peux veux voudrais pourriez donc aussi encore trop beaucoup peu jeu niveau niveaux publicité téléphone argent compte appli l'appli l'application qu'il qu'on quelqu'un seul seule ces leur leurs notre votre vos même jamais partager n'a n'ai d'un d'une en",
  de: 'der die das und ist sehr aber nicht für mit ein eine ich mein meine diese es gut funktioniert danke alles wenn mehr kann man auch immer schon noch leider bitte toll echt wird seit dem den nichts geht ab auf zu im nach war hat habe keine kein nur jetzt mal oder sich sind bei von aus wie doch dass weil wurde werden wir ihr sie uns euch mir mich dir dich können könnte möchte muss müssen soll sollte gibt gar viel viele zum zur beim vom über unter ohne wieder nie etwas alle geld konto hilfe werbung dann denn eigentlich einfach ganz gerne schade',
  it: 'il lo la gli le di che e è molto ma non per con una un mio mia questa questo buona ottima ottimo funziona grazie tutto quando più sono ho anche bella perché del della al alla nel nella su senza ora ogni volta niente sempre dopo aggiornamento può fa si mi ci negli nei degli delle dei sarebbe fare essere stato stata però poi tutti tutte vorrei potete potreste ancora troppo bene già qualcosa davvero impossibile gioco livello livelli pubblicità nuova nuovo anni sia mettere metterete aggiungere aggiungete quello quella cui hanno abbiamo siete fatto purtroppo comunque',
  nl: 'de het een en is zeer heel maar niet voor met ik mijn deze dit goed werkt bedankt alles als meer kan ook nog wel erg geen je van op dat fijn prima geweldig geweldige slecht handig na bij uit nu elke keer niets altijd sinds doet er ze hij wat zijn heb hebt graag kunnen kun moet moeten zou zouden wordt worden werd wil willen hebben heeft tot onder zonder weer nooit iets spelletje reclame hulp telefoon toch gewoon leuk leuke mooi mooie krijg krijgt krijgen jullie ons onze uw hoe waarom wanneer veel verslavend',
  sv: 'och är det att en ett inte för med jag min mitt den denna bra fungerar tack allt när mer kan också som på har mycket men av så om appen efter vid nu varje gång ingenting alltid sedan uppdateringen går gör de vad inga något några kunna vill vara finns fick hade hur varför här där dom deras mina dina sina spelet pengar hjälp bara hela tyvärr funkar funkade klocka till jättebra saknar lägga läge mörkt tycker gillar kunde behöver önskar använder',
  da: 'og er det at en et ikke for med jeg min mit den denne god godt virker tak alt når mere kan også som på har meget men af så rigtig appen gerne vores os hjælpe hjælper efter nu hvad synes dig din dit bruger tusind hver gang',
  nb: 'og er det at en et ikke for med jeg min mitt den denne bra fungerer takk alt når mer kan også som på har veldig men av så helt appen gjerne vår vårt våre oss hjelpe hjelper etter nå hva synes deg din ditt bruker tusen hver gang',
  fi: 'ja on ei se että tämä hyvä erittäin mutta kun myös sovellus toimii kiitos kaikki en ole olen minä mä todella huono paras vain voi jos niin kuin loistava käytän sitä joka päivä teidän meidän olemme pahoillamme',
  pl: 'i w nie jest to się na z do że bardzo ale jak mi mnie aplikacja dobra działa dziękuję wszystko kiedy więcej mogę też już tylko polecam po co czy gdy bo może można są był była było były będzie żeby aby który która które tego tej tym dla przez od przy gra gry poziom reklamy pieniądze pomoc telefonie aplikacji aplikację apka apki dzięki proszę świetna świetne fajna fajne niestety zawsze nigdy coś nic',
  tr: 've bir bu çok ama değil için ile ben benim güzel iyi uygulama çalışmıyor teşekkürler her şey daha var yok da de mi ne gibi olarak ediyorum sürekli neden nasıl niye hiç hep artık sonra önce şimdi hala hâlâ tekrar lütfen oyun oyunu seviye reklamlar hesap uygulaması uygulamayı güncelleme gerçekten harika mükemmel berbat kötü kolay zor olur oldu olan kadar beni bana bence istiyorum yapın ekleyin cok degil icin guzel nasil lutfen hic simdi tesekkurler',
  id: 'dan yang ini itu tidak sangat tapi untuk dengan saya aku bagus aplikasi bisa gak nggak tolong sudah ada di ke jadi lagi banget mau kalau kok terima kasih yg nih soalnya padahal terus hp fitur fiturnya aplikasinya tambahin tambahkan gimana tiap juga masih baru kenapa bagaimana apakah apa semua setiap hari selalu sering mohon akun iklan bantuan',
  ms: 'dan yang ini itu tidak sangat tetapi untuk dengan saya bagus aplikasi boleh tak sudah ada di ke jadi lagi mahu kalau terima kasih nak sebab kerana lah',
  vi: 'khong rat nhung duoc cua toi minh ung dung la va co nay qua hay tot loi cam on lam roi nhieu dc chay dien thoai cho gi sao nhu lai nua voi tren trong cac nhat sua tai ban',
  ro: 'și şi este nu foarte dar pentru cu o un eu mea meu această bună bun funcționează mulțumesc tot când mai pot aplicația aplicatia e că să la',
  hu: 'és a az nem nagyon de hogy egy ez jó alkalmazás köszönöm minden mikor több tudom van is már csak szuper működik ha meg én',
  cs: 'a je to se na ne velmi ale pro s jsem moje tato dobrá super funguje děkuji všechno když více můžu taky už jen aplikace nejde proč moc děkujeme děkuji rádi vaše vaši naše pomáhá používám',
  sk: 'a je to sa na nie veľmi ale pre s som moja táto dobrá super funguje ďakujem všetko keď viac môžem aj už len aplikácia nejde prečo ďakujeme ďakujem radi vaša vaše deň používam ju skvelá skvelé aplikácia',
  hr: 'i je to se na ne jako ali za s sam moja ova dobra super radi hvala sve kad više mogu također već samo aplikacija ništa zašto odlična odlično koristim svaki aplikaciju ruši jer nije',
  ca: 'el la els les de que i és molt però no per amb una un em meu meva aquesta aplicació bona bo funciona gràcies tot quan més puc hi ha',
  fil: 'ang ng sa mga na ay hindi po ko ako ito maganda salamat sobra talaga pero kasi lang naman yung nga',
  sl: 'zelo ampak vendar vsakič ko jo vsak uporabljam deluje lahko tudi še žal kot moteče vaš vaše vašo smo bomo sem odlična odlično aplikacijo težave oprostite veseli sesuva odprem pozdravljeni prijazne besede koristi nas',
  et: 'väga aga kui kasutan iga päev rakendus rakendust suurepärane tüütu kord selle avan kahjuks aitäh teie teile teid meie meid oleme palun täname hea ka veel jookseb kokku tere meil kahju sul oli meile kirjuta andsid teada otsime',
  lt: 'ir yra tai kad labai bet kai programėlė programėlę programėlės puiki naudoju kasdien kiekvieną kartą ją atidarau erzina ačiū jūsų jums jus mes mūsų esame dėkojame prašome lūžta',
  lv: 'ir tas ka ļoti bet kad lietotne lietotni lietotnes lieliska lietoju katru dienu reizi atveru kaitinoši paldies jūsu jums jūs mēs mūsu esam lūdzu avarē',
  az: 'və çox amma deyil üçün ilə mən mənim əla tətbiq tətbiqdir tətbiqi hər dəfə açanda bağlanır istifadə edirəm sizin bizim təşəkkür edirik üzr istəyirik əsəbiləşdirir',
  uz: 'va juda lekin emas uchun bilan men mening ajoyib ilova ilovani har kuni safar ochganimda yopilib qoladi foydalanaman sizning bizning rahmat uzr asabga tegadi',
  af: 'ek baie vir elke wonderlike dankie wanneer oopmaak irriterend heeltyd stort asseblief lekker hê sal ondersteuning terugvoer nie span soek oorsaak verwagtinge ineenstortings',
  eu: 'eta ez dut oso baina hau egunero erabiltzen aplikazioa aplikazio bikaina irekitzen dudan bakoitzean gogaikarria eskerrik asko zure gure dugu sentitzen mila ixten',
  gl: 'moi moito grazas unha coa polo pola túa teu xenial tamén dende máis isto iso pechase péchase úsoa sentimos tiveches axudámosche escríbenos túas noso nosa ola estivese axudarache alegrounos ben',
  is: 'ekki það að ég mjög fyrir með appið frábært nota hverjum degi hrynur skipti sem opna pirrandi takk þú þér þig við okkur okkar',
  sq: 'dhe është nuk që një për shumë unë aplikacioni aplikacion shkëlqyer përdor çdo ditë mbyllet herë hap bezdisëse faleminderit ju juaj jonë',
  sw: 'kwa wa sana lakini hii programu nzuri kila siku naitumia inajifunga ninapoifungua inaudhi asante yako wako tunakushukuru tafadhali samahani habari timu yetu',
  zu: 'futhi kakhulu kodwa i-app enhle ngiyisebenzisa nsuku zonke iyavaleka njalo ngiyivula kuyacasula siyabonga sawubona wakho yakho lethu sicela siyaxolisa',
  // Hindi typed in Latin letters (Hinglish): words no other language here writes.
  hi: 'hai hain nahi nahin nhi bahut bohot bahot bhut accha acha achha kya kaise kyu kyun kyon kahan mujhe mera meri mere aap apna ke ki ka ko liye lekin aur bhi toh wala wali wale karo kro karna karta karte raha rahi rahe hota hoti jata jati gaya gayi diya liya yaar bhai kuch sabse ekdum bilkul sirf abhi phir isme iska isko chahiye chaiye milta milega dalo daalo kaam ghar timepass badhiya mast paisa paise bakwas bekar kamao pe kr kar kiya karke gya sab koi kab jab tab',
  rm: "betg cun ina l'app stupenta jau dovr mintga crascha giada avr fitg grittentus grazia vus vossa voss nus noss allegra",
}

/** Words only one language writes, among close neighbours (Galician beside Spanish and Portuguese): each counts three times. */
export const STRONG_WORDS: ReadonlyMap<string, string> = new Map(
  'moi moito grazas unha túa túas teu noso nosa xenial tamén dende máis ola péchase axudarache'
    .split(' ')
    .map((w) => [w, 'gl']),
)

const LEXICONS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(WORDS).map(([lang, words]) => [lang, new Set(words.split(' '))]),
)

/**
 * The same lists turned around: a word to the languages that use it, in LEXICONS order. One
 * lookup per word instead of one per language (detection runs on every review a sync stores).
 */
export const LANGUAGES_OF_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>()
  for (const [lang, words] of LEXICONS)
    for (const word of words) {
      const langs = index.get(word)
      if (langs) langs.push(lang)
      else index.set(word, [lang])
    }
  return index
})()

/** Letters that point at one language (or a few); each occurrence is a vote. */
export const SIGNATURE_LETTERS: [RegExp, string][] = [
  [/[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu, 'vi'],
  [/[ığ]/gu, 'tr'],
  [/[ąęłńśźż]/giu, 'pl'],
  [/[șț]/giu, 'ro'],
  [/[ěřů]/giu, 'cs'],
  [/[ľĺŕô]/giu, 'sk'],
  [/[őű]/giu, 'hu'],
  [/ß/gu, 'de'],
  [/[ñ¿¡]/giu, 'es'],
  [/[ãõ]/giu, 'pt'],
  [/[œ]/giu, 'fr'],
  [/[æø]/giu, 'da'],
  [/[æø]/giu, 'nb'],
  [/ə/giu, 'az'],
  [/[þð]/giu, 'is'],
  [/[ėįų]/giu, 'lt'],
  [/[āēīļņķģ]/giu, 'lv'],
  [/ë/giu, 'sq'],
]
