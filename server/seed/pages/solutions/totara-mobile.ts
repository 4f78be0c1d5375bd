import type { SeedBlock } from '../../seed-block.ts'
import { demo, features, hero } from './blocks.ts'
import { heroArt } from './media.ts'

export const totaraMobile: SeedBlock[] = [
  hero({
    logo: 'totara-mobile',
    title: ['Totara Mobile: learning in every pocket', 'Totara Mobile: التعلّم في جيب كل موظف'],
    subtitle: [
      'Give frontline and field staff their courses on iPhone and Android, with offline downloads, push notifications and a right-to-left Arabic interface. Progress syncs to Totara Learn the moment they are back online.',
      'امنحوا موظفي الخطوط الأمامية والعاملين في الميدان دوراتهم على أجهزة iPhone وAndroid، مع إمكانية التنزيل للتعلّم دون اتصال، وإشعارات فورية، وواجهة عربية من اليمين إلى اليسار. ويُزامَن تقدّمهم مع Totara Learn فور اتصالهم بالإنترنت مجددًا.',
    ],
    secondary: { text: ['Talk to a Totara consultant', 'تحدّثوا إلى مستشار Totara'] },
    image: heroArt('totara-mobile'),
    palette: 'totara',
  }),
  features({
    order: 2,
    title: ['Made for people who are not at a desk', 'مصمّم لمن لا يعملون خلف مكتب'],
    features: [
      {
        title: ['Learn offline, sync later', 'تعلّموا دون اتصال، وزامِنوا لاحقًا'],
        description: [
          'Download courses, videos and SCORM packages over Wi-Fi before a shift on a rig, a site visit or a flight.\nQuiz answers and completions are stored on the phone and sent to Totara Learn as soon as there is a connection.',
          'نزّلوا الدورات ومقاطع الفيديو وحزم SCORM عبر Wi-Fi قبل وردية على منصّة حفر أو زيارة ميدانية أو رحلة طيران.\nوتُحفظ إجابات الاختبارات وسجلّات الإتمام على الهاتف، ثم تُرسل إلى Totara Learn فور توفّر الاتصال.',
        ],
        image: 'offline-phone',
      },
      {
        title: ['Reminders that arrive where people look', 'تذكيرات تصل حيث ينظر الموظفون'],
        description: [
          'Push notifications for new assignments, due dates and session changes reach staff who never open their work e-mail.',
          'تصل الإشعارات الفورية بالمهام الجديدة والمواعيد النهائية وتغييرات الجلسات إلى الموظفين الذين لا يفتحون بريدهم الإلكتروني للعمل.',
        ],
        image: 'notifications',
      },
      {
        title: ['Arabic from right to left', 'العربية من اليمين إلى اليسار'],
        description: [
          'The app follows each learner’s language: menus, course titles and certificates switch between Arabic and English with the setting in their profile.',
          'يتبع التطبيق لغة كل متعلّم: تتبدّل القوائم وعناوين الدورات والشهادات بين العربية والإنجليزية وفق الإعداد في ملفه الشخصي.',
        ],
        image: 'arabic-interface',
      },
      {
        title: ['Your brand, your security rules', 'هويتكم البصرية وقواعد أمانكم'],
        description: [
          'Your logo and colours in the app, sign-in through your identity provider, and no course content left on a device that is removed from the organisation.',
          'شعاركم وألوانكم داخل التطبيق، وتسجيل الدخول عبر مزوّد الهوية لديكم، ولا يبقى أي محتوى على جهاز تُلغى صلاحيته في المؤسسة.',
        ],
        image: 'single-sign-on',
      },
    ],
  }),
  demo({
    order: 3,
    title: ['Put Totara Mobile in your team’s hands', 'ضعوا Totara Mobile بين أيدي فريقكم'],
    subtitle: [
      'We will set up a trial on your own Totara site and send the app to up to 20 of your staff for two weeks.',
      'سنجهّز تجربة على موقع Totara الخاص بكم، ونتيح التطبيق لما يصل إلى 20\u00A0موظفًا لديكم مدة أسبوعين.',
    ],
  }),
]
