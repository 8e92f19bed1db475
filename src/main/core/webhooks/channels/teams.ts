import { truncate, type ReadableMessage } from './message'

const COLORS: Record<ReadableMessage['tone'], string> = {
  good: 'Good',
  warning: 'Warning',
  danger: 'Attention',
  neutral: 'Default',
}

/**
 * Text from reviews, apps and the store goes into TextRuns: unlike a TextBlock or a FactSet,
 * a TextRun is never read as markdown, so a reviewer cannot plant links, bold text or lists in
 * the team's channel, and no escaping can be got wrong. (Adaptive Cards have no HTML and no
 * mentions without a matching `msteams.entities` entry, which we never send.)
 */
function plain(text: string, style: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text, ...style }] }
}

/**
 * Microsoft Teams body: an Adaptive Card in a `message` envelope, the format both Workflows
 * ("When a Teams webhook request is received") and the older incoming-webhook connectors accept.
 */
export function teamsBody(message: ReadableMessage): Record<string, unknown> {
  const body: Record<string, unknown>[] = [
    plain(message.headline, { weight: 'Bolder', size: 'Medium', color: COLORS[message.tone] }),
  ]
  for (const section of message.sections) {
    if (section.label) body.push({ ...plain(section.label, { weight: 'Bolder' }), spacing: 'Medium' })
    body.push(plain(truncate(section.text, 2000)))
  }
  for (const [title, value] of message.facts) {
    body.push({
      type: 'RichTextBlock',
      spacing: 'None',
      inlines: [
        { type: 'TextRun', text: `${title}: `, weight: 'Bolder', isSubtle: true },
        { type: 'TextRun', text: value, isSubtle: true },
      ],
    })
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
