import { TOPIC_LABEL, type ReviewTopic, type TopicPolarity } from '../../../../shared/topics'

/** The word for what a review says of a topic; none for a neutral mention or for Praise itself. */
export function topicSide(
  topic: ReviewTopic,
  polarity: TopicPolarity,
): 'problem' | 'praised' | null {
  if (topic === 'praise' || polarity === 0) return null
  return polarity < 0 ? 'problem' : 'praised'
}

/** A sentence for the chip's tooltip: what the review says of the topic. */
export function topicTitle(topic: ReviewTopic, polarity: TopicPolarity): string {
  const side = topicSide(topic, polarity)
  const label = TOPIC_LABEL[topic]
  if (side === 'problem') return `${label}: the review raises it as a problem`
  if (side === 'praised') return `${label}: the review praises it`
  return topic === 'praise'
    ? 'The review praises the app'
    : `${label}: mentioned, neither praised nor a problem`
}

/**
 * A topic tag's text: its name, and in words (not colour alone) whether the review raises it as
 * a problem or praises it ("Sync and backup — praised"), so praise of sync never reads as a
 * sync problem.
 */
export function TopicLabel({ topic, polarity }: { topic: ReviewTopic; polarity: TopicPolarity }) {
  const side = topicSide(topic, polarity)
  return (
    <>
      {TOPIC_LABEL[topic]}
      {side && <span className={`topic-side topic-${side}`}> — {side}</span>}
    </>
  )
}
