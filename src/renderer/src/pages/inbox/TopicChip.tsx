import { TOPIC_LABEL, type ReviewTopic, type TopicPolarity } from '../../../../shared/topics'

/** The word for what a review says of a topic; none for a neutral mention or for Praise itself. */
function topicSide(
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
 * A topic tag's text: its name, and whether the review raises it as a problem or praises it, in
 * words ("Sync and backup — praised"), so praise of sync never reads as a sync problem. In a
 * list row (`compact`) the words are for screen readers and the tooltip, and a ▼ or ▲ shows them
 * (not colour alone).
 */
export function TopicLabel({
  topic,
  polarity,
  compact = false,
}: {
  topic: ReviewTopic
  polarity: TopicPolarity
  compact?: boolean
}) {
  const side = topicSide(topic, polarity)
  if (!side) return <>{TOPIC_LABEL[topic]}</>
  return (
    <>
      {TOPIC_LABEL[topic]}
      {compact ? (
        <>
          <span className={`topic-side topic-${side}`} aria-hidden="true">
            {' '}
            {side === 'problem' ? '▼' : '▲'}
          </span>
          <span className="visually-hidden"> — {side}</span>
        </>
      ) : (
        <span className={`topic-side topic-${side}`}> — {side}</span>
      )}
    </>
  )
}
