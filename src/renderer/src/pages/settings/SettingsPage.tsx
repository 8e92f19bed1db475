import { PageHeader } from '../../components/PageHeader'
import { Tabs } from '../../components/Tabs'
import { useRouter } from '../../store/router'
import { settingsTabs } from './tabs'

export function SettingsPage() {
  const rest = useRouter((s) => s.route.rest)
  const replace = useRouter((s) => s.replace)
  const tabs = settingsTabs()
  const current = tabs.find((t) => t.id === rest[0]) ?? tabs[0]
  if (!current) return null
  return (
    <section className="page">
      <PageHeader title="Settings" />
      <Tabs
        id="settings"
        label="Settings sections"
        tabs={tabs}
        current={current.id}
        onSelect={(id) => replace('settings', id)}
      >
        <current.Component />
      </Tabs>
    </section>
  )
}
