import { labelled, localizedLine } from '../fields.ts'

type Texts = { en: string; ar: string }

/** One line of a form's own words: its name in the editor (English, Arabic) and its first text. */
export const textLine = (en: string, ar: string, fallback: Texts) => labelled(localizedLine(fallback), en, ar)

/**
 * The end of a form (contact, a vacancy's application): the consent line around the privacy
 * policy's link, whose last words say what the sender will be contacted about, and the send button.
 */
export const consentAndSend = (contactedAbout: Texts, send: Texts) => ({
  consent_part1: textLine('Consent, before the link', 'نص الموافقة قبل الرابط', {
    en: 'By sending this form you agree to our',
    ar: 'بإرسال هذا النموذج توافقون على',
  }),
  privacy_policy: textLine('Privacy policy link text', 'نص رابط سياسة الخصوصية', { en: 'privacy policy', ar: 'سياسة الخصوصية' }),
  consent_part2: textLine('Consent, after the link', 'نص الموافقة بعد الرابط', contactedAbout),
  sendButton: textLine('Send button text', 'نص زر الإرسال', send),
})
