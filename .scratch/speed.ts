import { resolveReviewLanguage } from '../src/main/core/drafting/language/resolve'
import { CORPUS } from '../test/core/drafting/corpus'
const texts = Object.values(CORPUS).flat().map((r) => r[1])
const long = texts.map((t) => `${t} ${t} ${t} ${t}`)
for (const [label, list] of [['short', texts], ['long', long]] as const) {
  const t0 = performance.now(); let n = 0
  while (performance.now() - t0 < 2000) { for (const body of list) { resolveReviewLanguage({ body, territory: 'USA' }); n++ } }
  console.log(label, ((performance.now() - t0) / n * 1000).toFixed(1), 'µs/review')
}
