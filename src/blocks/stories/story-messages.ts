/** spec §4: the notifications of changes to the stories list. */
export const STORY_MESSAGES = {
  update: { loading: 'Updating story...', success: 'Story updated!', failure: 'Update failed.' },
  remove: { loading: 'Deleting story...', success: 'Story deleted!', failure: 'Deletion failed.' },
  create: { success: 'Story created!', failure: 'Creation failed.' },
} as const

/** spec §5: the alert for a title whose id another story already has. */
export const duplicateStoryMessage = 'A story with the ID "{{id}}" already exists. Please choose a different title.'
