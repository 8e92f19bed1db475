import type { trackerCommands } from '../../../../shared/contract/trackers'
import { CoreError } from '../../errors'
import type { Handlers } from '../types'

const later = (): never => {
  throw new CoreError('UNAVAILABLE', 'Issue trackers are not ready yet.')
}

export const trackerHandlers = {
  'trackers.list': () => [],
  'trackers.connect': later,
  'trackers.test': later,
  'trackers.disconnect': later,
  'trackers.projects': later,
  'trackers.setDefaultProject': later,
  'trackerIssues.create': later,
  'trackerIssues.preview': later,
  'trackerIssues.link': later,
  'trackerIssues.unlink': later,
  'trackerIssues.forReview': () => [],
  'trackerIssues.refresh': later,
  'trackerIssues.setFixedIn': later,
  'replies.followUp': later,
} satisfies Handlers<keyof typeof trackerCommands>
