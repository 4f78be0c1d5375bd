import { hero, heroImage, type PageSeeds, t } from './helpers.ts'

const contactImage = heroImage(
  'contact.svg',
  t(
    'A paper plane leaving an open envelope and flying towards two map pins marking Riyadh and Dubai, with a chat bubble and a check mark',
    'طائرة ورقية تنطلق من ظرف مفتوح نحو دبّوسين على الخريطة يحدّدان الرياض ودبي، ومعها فقاعة محادثة وعلامة صحّ',
  ),
)

/** Contact (key contact-us) and the page a sent form leads to (key success): block 1 hero each. */
export const contactPages: PageSeeds = {
  'contact-us': [
    hero({
      title: t('Let’s talk about your learning goals', 'لنتحدّث عن أهدافكم التعليمية'),
      subtitle: t(
        'Call, write or visit us in Riyadh or Dubai. A consultant will answer within one working day.',
        'اتصلوا بنا أو راسلونا أو زورونا في الرياض أو دبي، وسيردّ عليكم أحد مستشارينا خلال يوم عمل واحد.',
      ),
      image: contactImage,
    }),
  ],
  success: [
    hero({
      title: t('Thank you for contacting us', 'شكرًا لتواصلكم معنا'),
      subtitle: t(
        'We have received your details and a consultant will be in touch within one working day.',
        'وصلتنا بياناتكم، وسيتواصل معكم أحد مستشارينا خلال يوم عمل واحد.',
      ),
      image: contactImage,
    }),
  ],
}
