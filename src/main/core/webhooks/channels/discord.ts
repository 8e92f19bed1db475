import { truncate, type ReadableMessage } from './message'

/** Discord markdown would otherwise let a review's text format (or link) itself. */
const escape = (text: string): string => text.replace(/([\\*_~`|>[\]])/g, '\\$1')

const COLORS: Record<ReadableMessage['tone'], number> = {
  good: 0x2e9d5b,
  warning: 0xd99a1e,
  danger: 0xd13b3b,
  neutral: 0x5865f2,
}

/** Discord webhook body: a short `content` line plus one embed; mentions are never parsed. */
export function discordBody(message: ReadableMessage): Record<string, unknown> {
  const description = message.sections
    .map((s) => `${s.label ? `**${escape(s.label)}**\n` : ''}${escape(s.text)}`)
    .concat(message.link ? [`[${message.link.label}](${message.link.url})`] : [])
    .join('\n\n')
  const embed: Record<string, unknown> = {
    title: truncate(message.headline, 256),
    color: COLORS[message.tone],
    timestamp: message.timestamp,
    footer: { text: 'Review Reply' },
  }
  if (description) embed.description = truncate(description, 4000)
  if (message.link) embed.url = message.link.url
  if (message.facts.length > 0) {
    embed.fields = message.facts.slice(0, 25).map(([name, value]) => ({
      name: truncate(name, 256),
      value: truncate(escape(value), 1024),
      inline: true,
    }))
  }
  return {
    content: truncate(message.headline, 2000),
    embeds: [embed],
    allowed_mentions: { parse: [] },
  }
}
