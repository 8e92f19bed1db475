import type { ComponentType } from 'react'
import type { Section } from '../store/router'
import { AppsPage } from './apps/AppsPage'
import { DashboardPage } from './dashboard/DashboardPage'
import { DevelopersPage } from './developers/DevelopersPage'
import { InboxPage } from './inbox/InboxPage'
import { InsightsPage } from './insights/InsightsPage'
import { IntegrationsPage } from './integrations/IntegrationsPage'
import { SettingsPage } from './settings/SettingsPage'

/** The page for each sidebar section. */
export const pages: Record<Section, ComponentType> = {
  inbox: InboxPage,
  dashboard: DashboardPage,
  insights: InsightsPage,
  apps: AppsPage,
  integrations: IntegrationsPage,
  developers: DevelopersPage,
  settings: SettingsPage,
}
