/**
 * "I track my morning runs with it", "रोज़ की दौड़ इसी से ट्रैक करता हूँ", "rastreamento das
 * corridas", "koşularımı takip ediyor", "跟踪跑步": what a fitness or habit app is for. Tracking
 * the reviewer's own runs, steps or sleep, or the reviewer doing the tracking, is the feature at
 * work, no worry about being watched: privacy words inside such a phrase do not count. Matched on
 * the folded text (lower case, Latin accents dropped), every language at once.
 */

// What a user tracks on purpose, in the drafter's languages.
const ACTIVITY_EN = String.raw`(?:runs?|running|walks?|rides?|workouts?|training|steps|distance|pace|sleep|habits?|progress|activit(?:y|ies)|fitness|heart rate)`
const ACTIVITY_HI = String.raw`(?:दौड़|दौड़|दौड|रन|रनिंग|वर्कआउट|कसरत|कदम|स्टेप्स|स्टेप|नींद|वॉक|सैर)`

const TRACKED_ACTIVITY = new RegExp(
  [
    // English: "track my runs", "tracking every walk", "run tracking", "fitness tracker".
    String.raw`(?<!\p{L})track(?:s|ed|ing)? (?:(?:my|all my|every|each|the|your|our|daily|morning) )?(?:\p{L}+ )?${ACTIVITY_EN}(?!\p{L})`,
    String.raw`(?<!\p{L})${ACTIVITY_EN} track(?:ing|er|ers)(?!\p{L})`,
    // Hindi: the activity a few words before "ट्रैक", or "I track" (ट्रैक करता/करती हूँ).
    String.raw`${ACTIVITY_HI}\S*(?:\s+\S+){0,3}\s+ट्रैक\S*(?:\s+(?:करता|करती|करते|किया|होती|होता|होते)\S*)?(?:\s+(?:हूँ|हूं|हैं|है))?`,
    String.raw`ट्रैक\s+(?:करता|करती)\s+(?:हूँ|हूं)`,
    // Portuguese and Spanish: "rastreamento das corridas", "rastrear mis carreras".
    String.raw`rastre\p{L}* (?:d[aeo]s? |de |mis |minhas? |meus? )?(?:corridas?|carreras?|treinos?|entrenamientos?|passos|pasos|atividades?|actividades?|caminhadas?|sono|sueno)`,
    // Indonesian and Turkish: "melacak lari saya", "koşularımı takip ediyor".
    String.raw`(?:melacak|lacak|dilacak) (?:\p{L}+ )?(?:lari|olahraga|langkah|aktivitas|jogging|tidur)`,
    String.raw`(?:kosu|koşu|antrenman|adim|adım|aktivite|uyku)\p{L}* (?:\p{L}+ ){0,2}takip ed\p{L}*`,
    // Chinese: "跟踪跑步", "跑步追踪".
    String.raw`(?:跑步|运动|步数|训练|睡眠|骑行)[^。，！？,.!?]{0,4}(?:追踪|跟踪)|(?:追踪|跟踪)(?:我的)?(?:跑步|运动|步数|训练|睡眠|骑行)`,
  ].join('|'),
  'gu',
)

/** The spans of the folded text that track an activity on purpose. */
export function trackedActivity(norm: string): RegExpExecArray[] {
  return [...norm.matchAll(TRACKED_ACTIVITY)]
}
