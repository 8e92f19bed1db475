import { replyTable, type ReplyRow } from './fixtures'

/**
 * Bug reports that say what they cannot do ("can't open anything"), that the phone heats up,
 * that it happens on a Mac, or when it happens in a language whose verb changes with the person:
 * the apology says each back in words a publisher would post, and never thanks for the report.
 */
const table = (title: string, rows: ReplyRow[]) => replyTable(title, rows, 2)

table('"I can\'t open anything" is the app that will not open', [
  ['pl', 'Nie mogę nic otworzyć od wczoraj, od razu wyrzuca.', /nie uruchamia|nie otwiera/],
  ['nl', 'Ik kan niks meer openen sinds gisteren.', /niet opstart|niet opent|niet open/],
  ['sv', 'Kan inte öppna någonting sedan igår.', /inte startar|inte öppnas/],
  ['ar', 'لا أستطيع فتح أي شيء من أمس.', /لا يفتح/],
  ['pt', 'Não consigo abrir o aplicativo desde ontem.', /não abr/],
  ['de', 'Ich kann seit gestern gar nichts mehr öffnen.', /öffnen|startet/],
  ['de', 'Nach dem Update kann ich die App gar nicht mehr öffnen.', /öffnen|startet/],
])

table('the phone heating up, said alone, is named', [
  ['ko', '게임을 조금만 해도 휴대폰 발열이 너무 심해요.', /발열/],
  ['tr', 'Uygulamayı açınca telefon aşırı ısınıyor.', /ısın/],
  ['en', 'My phone gets really hot after using this for a bit.', /hot/],
  ['nl', 'Mijn telefoon wordt erg warm van deze app.', /warm/],
  ['nl', 'Na tien minuten spelen is mijn mobiel bloedheet.', /warm/],
  ['ru', 'Телефон сильно греется от этого приложения.', /нагревается/],
  ['ar', 'الجوال يسخن بشكل غريب مع هذا التطبيق.', /يسخن/],
])

table('praise words inside a fault are no praise', [
  ['fr', 'Le compteur de pas est faux depuis hier.', /pas/, /Merci/],
  ['tr', 'Uygulama şarjı çok hızlı bitiriyor, rezalet.', /pil/, /teşekkür/i],
])

table('a Mac is a device the apology names', [
  ['de', 'Auf meinem Mac startet die App gar nicht.', /Mac/],
  ['it', 'Sul mio Mac non si apre più da giorni.', /Mac/],
  ['en', "Notes won't sync on my Mac since Tuesday.", /Mac/],
])

table('a device said as a word is not a feature of the app', [
  ['en', 'Crashes on my phone and my tablet every time I add a photo.', /crash/, /the tablet/],
  ['en', 'It freezes on my tablet and my phone whenever I scroll the list.', /freez/, /the tablet/],
])

table('"when I…" said back without a wrongly conjugated verb', [
  ['es', 'Se cierra siempre que abro mis listas de la compra.', /al abrir tus listas/],
  ['pt', 'Fecha sempre que eu abro minhas anotações antigas, que saco.', /ao abrir suas anotações/],
  ['tr', 'Fotoğraf eklerken uygulama çöküyor.', /Fotoğraf eklerken|fotoğraf eklerken/],
  ['tr', 'Uygulama her kaydettiğimde donuyor.', /her kaydettiğinizde/],
])
