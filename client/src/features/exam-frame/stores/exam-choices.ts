/**
 * Per page load, what the user already answered for an exam: the sync dialog's choice, so moving
 * between the pages of one exam does not ask again. A reload asks again (the sync may be done).
 */
export type SyncChoice = 'wait' | 'view'

const syncChoices = new Map<string, SyncChoice>()

export const getSyncChoice = (examKey: string): SyncChoice | undefined => syncChoices.get(examKey)
export const setSyncChoice = (examKey: string, choice: SyncChoice): void => {
  syncChoices.set(examKey, choice)
}
