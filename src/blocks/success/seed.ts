import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { contactPicture, EMAIL, PHONE, both } from '../../../schemas/seed-media.ts'
import { successType, type successSchema } from './schema.ts'

/** Success block 2. */
export const success = {
  title: both('Your message is with our team', 'وصلت رسالتكم إلى فريقنا'),
  message: both(
    'A consultant is reading it now and will reply within one working day, usually much sooner. You will hear from a named person, not an automatic system.',
    'يقرؤها أحد مستشارينا الآن، وسيردّ عليكم خلال يوم عمل واحد، وغالبًا قبل ذلك بكثير. وسيتواصل معكم شخص تعرفونه بالاسم، لا نظام آلي.',
  ),
  assistance_title: both('Need an answer sooner?', 'هل تحتاجون إلى ردّ أسرع؟'),
  assistance_call: both('Call our Riyadh office on', 'اتصلوا بمكتبنا في الرياض على الرقم'),
  phone: PHONE.riyadh,
  assistance_email: both('or e-mail us at', 'أو راسلونا على'),
  email: EMAIL.hello,
  conclusion: both(
    'Meanwhile, you may like to read how organisations like yours launched their learning with us.',
    'وفي أثناء ذلك، قد تودّون الاطّلاع على تجارب مؤسسات تشبه مؤسستكم أطلقت برامج التعلّم معنا.',
  ),
  button_text: both('Back to the home page', 'العودة إلى الصفحة الرئيسية'),
  button_link: '/',
  image: contactPicture,
} satisfies z.input<typeof successSchema>

export const successSeed = seedOf(successType, { success: [{ order: 2, content: success }] })
