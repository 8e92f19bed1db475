/**
 * Feature concepts that are the user's own data: what a review can say was lost, and what a
 * reply names when it is sorry for the loss ("your notes", "the folder Travail", "level 300").
 * Never a device, a password, an account or an action ("moving to a new phone").
 */
export const DATA: ReadonlySet<string> = new Set([
  'notes',
  'folders',
  'checklists',
  'shopping_lists',
  'attachments',
  'photos',
  'tags',
  'templates',
  'runs',
  'progress',
  'levels',
  'coins',
  'gems',
  'lives',
  'daily_rewards',
  'rewards',
  'personal_data',
  'history',
  'routes',
  'training_plan',
  'streak',
  'badges',
])

/** Concepts that are never what a reply thanks for or is sorry about by name: moves and credentials. */
export const UNNAMED: ReadonlySet<string> = new Set([
  'new_phone',
  'device_transfer',
  'password',
  'phone_number',
  'guest',
  'guest_mode',
])

/** Data that is named only as what was lost, never as a feature ("thanks for the kind words about the notes"). */
export const DATA_ONLY: ReadonlySet<string> = new Set([
  'notes',
  'runs',
  'progress',
  'personal_data',
  'history',
])
