/** spec §5: the alert for a title whose id another post already has. */
export const duplicatePostMessage = 'A post with the ID "{{slug}}" already exists. Please choose a different title.'
