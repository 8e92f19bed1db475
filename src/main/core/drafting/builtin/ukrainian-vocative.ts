/**
 * A Ukrainian first name as one addresses its bearer: Ukrainian greets in the vocative case
 * ("Вітаємо, Наталіє!", "Доброго дня, Андрію!"), and the nominative reads as a form letter.
 * Only names in Cyrillic change; a Latin-script handle or name stays as the reviewer wrote it.
 */
const CYRILLIC_NAME = /^[А-ЩЬЮЯҐЄІЇа-щьюяґєії'’-]+$/u

export function ukrainianVocative(name: string): string {
  if (!CYRILLIC_NAME.test(name) || [...name].length < 3) return name
  const swap = (cut: number, ending: string) => name.slice(0, name.length - cut) + ending
  if (/ія$/u.test(name)) return swap(1, 'є') // Наталія → Наталіє, Марія → Маріє
  if (/я$/u.test(name)) return swap(1, 'ю') // Катя → Катю, Соня → Соню
  if (/а$/u.test(name)) return swap(1, 'о') // Олена → Олено, Микола → Миколо
  if (/[йь]$/u.test(name)) return swap(1, 'ю') // Андрій → Андрію, Василь → Василю
  if (/ко$/u.test(name)) return swap(1, 'у') // Марко → Марку
  if (/о$/u.test(name)) return swap(1, 'е') // Петро → Петре
  if (/г$/u.test(name)) return swap(1, 'же') // Олег → Олеже
  if (/[кх]$/u.test(name)) return `${name}у` // Марк → Марку
  if (/[бвджзлмнпрстфцчшщ]$/u.test(name)) return `${name}е` // Іван → Іване, Ігор → Ігоре
  return name
}
