import { scriptCounts } from '../src/main/core/drafting/language/scripts'
import { detectLanguage } from '../src/main/core/drafting/language/detect'
import { CORPUS } from '../test/core/drafting/corpus'
const texts = Object.values(CORPUS).flat().map((r) => r[1])
function time(label: string, f: (t: string) => unknown) {
  const t0 = performance.now(); let n = 0
  while (performance.now() - t0 < 1000) { for (const t of texts) { f(t); n++ } }
  console.log(label, ((performance.now() - t0) / n * 1000).toFixed(1), 'µs')
}
time('scripts', scriptCounts)
time('detect', (t) => detectLanguage(t))
time('detect-hint', (t) => detectLanguage(t, 'en'))
