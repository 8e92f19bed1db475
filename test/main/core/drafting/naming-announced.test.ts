import { describe, expect, it } from 'vitest'
import { namingDraft } from './naming-support'

// Praise written for this test: the audio cues announce the pace (or the distance) every
// kilometre, and a second thing is praised after it. The pace is what the cues say, not a
// second thing: the reply names the cues and the other thing praised, in lower case mid-sentence.
const ANNOUNCED: [string, string, string, RegExp][] = [
  [
    'en',
    'The audio cues (pace every km) are spot on. The training plan got me to the finish line!',
    'training plan',
    /pace/u,
  ],
  [
    'de',
    'Die Sprachansagen (Pace bei jedem Kilometer) sind klasse. Der Trainingsplan hat mich ins Ziel gebracht!',
    'Trainingsplan',
    /Pace|Distanz/u,
  ],
  [
    'fr',
    "Les annonces vocales (allure à chaque kilomètre) sont parfaites. Le plan d'entraînement m'a mené jusqu'à l'arrivée !",
    "plan d'entraînement",
    /allure/u,
  ],
  [
    'es',
    'Los avisos de voz (ritmo en cada kilómetro) son perfectos. El plan de entrenamiento me llevó hasta la meta.',
    'plan de entrenamiento',
    /ritmo/u,
  ],
  [
    'pt',
    'Os avisos de voz (ritmo a cada quilômetro) são perfeitos. O plano de treino me levou até a linha de chegada!',
    'plano de treino',
    /ritmo/u,
  ],
  [
    'ru',
    'Голосовые подсказки (темп на каждом километре) просто идеальные. План тренировок довёл меня до финиша!',
    'план',
    /темп/u,
  ],
  [
    'uk',
    'Голосові підказки (темп на кожному кілометрі) просто ідеальні. Тренувальний план довів мене до фінішу!',
    'тренувальний план',
    /темп/u,
  ],
  [
    'pl',
    'Komunikaty głosowe (tempo co kilometr) są idealne. Plan treningowy doprowadził mnie do mety!',
    'plan treningowy',
    /tempo/u,
  ],
  [
    'tr',
    'Sesli koç her kilometrede temponu söylüyor, harika. Antrenman programı sayesinde yarışı bitirdim!',
    'antrenman programı',
    /tempo/u,
  ],
  [
    'ja',
    '音声ガイドが1kmごとにペースを教えてくれるのが最高。トレーニングプランのおかげで完走できました！',
    'トレーニングプラン',
    /ペース/u,
  ],
  ['zh', '语音播报每公里报一次配速，很贴心。训练计划帮我跑完了全程！', '训练计划', /配速/u],
  [
    'nl',
    'De gesproken aanwijzingen (tempo bij elke kilometer) zijn perfect. Het trainingsschema bracht me naar de finish!',
    'trainingsschema',
    /tempo/u,
  ],
  [
    'sv',
    'Röstfeedbacken (tempo varje kilometer) är perfekt. Träningsprogrammet tog mig hela vägen till mål!',
    'träningsprogrammet',
    /tempot|Röstfeedbacken/u,
  ],
]

describe('a figure the audio cues announce is no thing of its own', () => {
  for (const [language, body, named, wrong] of ANNOUNCED)
    it(`names the cues and the other thing praised (${language})`, () => {
      const draft = namingDraft(language, 5, body)
      expect(draft).toContain(named)
      expect(draft).not.toMatch(wrong)
    })

  // Listed with "and" or "と", the heart rate or the pace is praised in its own right.
  it('a figure listed beside the cues is still named (en, ja)', () => {
    expect(namingDraft('en', 5, 'The audio cues and the heart rate zones are great.')).toMatch(
      /heart rate/u,
    )
    expect(namingDraft('ja', 5, '音声ガイドとペース表示が最高です')).toContain('ペース')
  })
})
