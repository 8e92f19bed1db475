import { truncate, type ReadableMessage } from './message'

const COLORS: Record<ReadableMessage['tone'], string> = {
  good: 'Good',
  warning: 'Warning',
  danger: 'Attention',
  neutral: 'Default',
}

/**
 * Microsoft Teams body: an Adaptive Card in a `message` envelope, the format both Workflows
 * ("When a Teams webhook request is received") and the older incoming-webhook connectors accept.
 */
export function teamsBody(message: ReadableMessage): Record<string, unknown> {
  const body: Record<string, unknown>[] = [
    {
      type: 'TextBlock',
      text: message.headline,
      weight: 'Bolder',
      size: 'Medium',
      wrap: true,
      color: COLORS[message.tone],
    },
  ]
  for (const section of message.sections) {
    if (section.label)
      body.push({
        type: 'TextBlock',
        text: section.label,
        weight: 'Bolder',
        wrap: true,
        spacing: 'Medium',
      })
    body.push({ type: 'TextBlock', text: truncate(section.text, 2000), wrap: true })
  }
  if (message.facts.length > 0) {
    body.push({ type: 'FactSet', facts: message.facts.map(([title, value]) => ({ title, value })) })
  }
  const card: Record<string, unknown> = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
  }
  if (message.link)
    card.actions = [{ type: 'Action.OpenUrl', title: message.link.label, url: message.link.url }]
  return {
    type: 'message',
    summary: truncate(message.headline, 200),
    attachments: [
      { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
    ],
  }
}
