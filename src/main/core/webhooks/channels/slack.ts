import { truncate, type ReadableMessage } from './message'

/** Slack mrkdwn control characters; escaping them also defuses `<!channel>`-style mentions. */
const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const quote = (text: string): string =>
  text
    .split('\n')
    .map((line) => `>${escape(line)}`)
    .join('\n')

/** Slack incoming webhook body: `text` for notifications, Block Kit for the message itself. */
export function slackBody(message: ReadableMessage): Record<string, unknown> {
  const blocks: Record<string, unknown>[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${escape(message.headline)}*` } },
  ]
  for (const section of message.sections) {
    const text = `${section.label ? `*${escape(section.label)}*\n` : ''}${quote(section.text)}`
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: truncate(text, 2900) } })
  }
  if (message.facts.length > 0) {
    blocks.push({
      type: 'context',
      elements: [
        {
          type: 'mrkdwn',
          text: truncate(
            message.facts.map(([k, v]) => `${escape(k)}: ${escape(v)}`).join('  ·  '),
            2900,
          ),
        },
      ],
    })
  }
  if (message.link) {
    blocks.push({
      type: 'actions',
      elements: [
        {
          type: 'button',
          text: { type: 'plain_text', text: message.link.label },
          url: message.link.url,
        },
      ],
    })
  }
  const first = message.sections[0]?.text
  return {
    // `text` is the notification and is parsed as mrkdwn too, so it is escaped like the blocks.
    text: escape(truncate(`${message.headline}${first ? `: ${first}` : ''}`, 300)),
    blocks,
    unfurl_links: false,
  }
}
