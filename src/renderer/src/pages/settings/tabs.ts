import type { ComponentType } from 'react'
import { AutoPublishPage } from './AutoPublishPage'
import { BrandVoicePage } from './BrandVoicePage'
import { InsightsSettingsPage } from './InsightsSettingsPage'
import { LogsPage } from './LogsPage'
import { InstallationPage } from './InstallationPage'
import { MembersPage } from './MembersPage'
import { ModelPage } from './ModelPage'
import { PlanPage } from './PlanPage'
import { TeamServerPage } from './TeamServerPage'
import { TemplatesPage } from './TemplatesPage'
import { AnswersPage } from './answers/AnswersPage'

export interface SettingsTab {
  id: string
  label: string
  Component: ComponentType
}

/** Settings sections, in order. Each feature adds its tab here. */
export function settingsTabs(): SettingsTab[] {
  return [
    { id: 'voice', label: 'Brand voice', Component: BrandVoicePage },
    { id: 'model', label: 'Drafting model', Component: ModelPage },
    { id: 'auto-publish', label: 'Auto-publish', Component: AutoPublishPage },
    { id: 'insights', label: 'Digests & alerts', Component: InsightsSettingsPage },
    { id: 'members', label: 'Members & roles', Component: MembersPage },
    { id: 'plan', label: 'Plan', Component: PlanPage },
    { id: 'logs', label: 'Logs', Component: LogsPage },
    { id: 'team-server', label: 'Team server', Component: TeamServerPage },
    { id: 'installation', label: 'Installation', Component: InstallationPage },
    { id: 'templates', label: 'Reply templates', Component: TemplatesPage },
    { id: 'answers', label: 'Answers', Component: AnswersPage },
  ]
}
