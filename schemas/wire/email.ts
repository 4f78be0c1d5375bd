import * as z from 'zod/mini'

/**
 * What no e-mail address the API stores may hold, whatever the form's own pattern allows:
 * control characters and line breaks (a header of their own in a mail), spaces, `?` and `%`
 * (a `mailto:` link's query and its encoded characters: a prefilled Bcc), quotes, `<>`, and `,`
 * `;` `\` (more recipients, a display name). Real addresses do without them.
 */
export const UNSAFE_EMAIL = /[\p{Cc}\s?%"'<>,;\\]/u

export const EMAIL_CHARACTERS_MESSAGE = 'The email address may not contain spaces, line breaks or any of ? % " \' < > , ; \\'

/** The check the API adds to every e-mail field it accepts (forms, newsletter, sign-in, register). */
export const safeEmail = () => z.refine<string>((value) => !UNSAFE_EMAIL.test(value), EMAIL_CHARACTERS_MESSAGE)
