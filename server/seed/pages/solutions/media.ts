import { t } from '../helpers.ts'
import { NBSP } from '../../../../schemas/seed-media.ts'

type Localized = { en: string; ar: string }

/** A picture from public/media/solutions with its real size. */
const art = (path: string, width: number, height: number, alt: Localized) => ({ src: `/media/solutions/${path}`, alt, width, height })

/** Scenes under public/media/solutions/scenes (480 × 360), each with its text alternative. */
const SCENES = {
  'compliance-dashboard': t(
    'A compliance dashboard: a ring at 86 per cent beside a checklist of completed courses and one overdue',
    `لوحة متابعة للامتثال: مؤشر دائري عند 86${NBSP}بالمئة بجانب قائمة بالدورات المكتملة ودورة واحدة متأخرة`,
  ),
  'learning-path': t(
    'A learning path of four steps: two completed, one in progress and one still locked, with course cards beside it',
    'مسار تعلّم من أربع خطوات: خطوتان مكتملتان وخطوة قيد التنفيذ وأخرى لم تُفتح بعد، وبجانبه بطاقات الدورات',
  ),
  'classroom-sessions': t(
    'A monthly calendar with classroom sessions marked, and the faces of the trainees booked on one of them',
    'تقويم شهري تظهر فيه الجلسات الحضورية، مع صور المتدرّبين المسجّلين في إحداها',
  ),
  certification: t(
    'A certificate with a ribbon seal, and a card showing when it is due for renewal',
    'شهادة عليها ختم بشريط، وبطاقة توضّح موعد تجديدها',
  ),
  reports: t(
    'A report with a bar chart rising month by month and a small trend line in a card',
    'تقرير فيه مخطط أعمدة يرتفع شهرًا بعد شهر، وخط اتجاه صغير في بطاقة جانبية',
  ),
  goals: t(
    'A target with an arrow in its centre beside three goals and their progress bars',
    'هدف تتوسّطه سهم بجانب ثلاثة أهداف وأشرطة تقدّمها',
  ),
  'check-ins': t('A manager and an employee exchanging messages in a check-in conversation', 'مدير وموظف يتبادلان الرسائل في لقاء متابعة'),
  'feedback-360': t(
    'An employee in the centre of a circle of five colleagues giving feedback, with a four-star rating',
    'موظف في وسط دائرة من خمسة زملاء يقدّمون ملاحظاتهم، مع تقييم من أربع نجوم',
  ),
  competencies: t(
    'A radar chart comparing current and target levels across six competencies',
    'مخطط راداري يقارن المستوى الحالي بالمستوى المستهدف في ست كفاءات',
  ),
  'offline-phone': t(
    'A phone with three downloaded courses, a card showing no connection, and a card confirming progress was saved',
    'هاتف عليه ثلاث دورات منزّلة، وبطاقة تشير إلى انقطاع الاتصال، وأخرى تؤكّد حفظ التقدّم',
  ),
  notifications: t(
    'A phone showing three learning reminders and a bell with three new notifications',
    'هاتف يعرض ثلاثة تنبيهات تعلّم وجرسًا عليه ثلاثة إشعارات جديدة',
  ),
  'arabic-interface': t(
    'A course list laid out from right to left, with a card showing the switch between Arabic and English',
    'قائمة دورات مرتّبة من اليمين إلى اليسار، مع بطاقة توضّح التبديل بين العربية والإنجليزية',
  ),
  'hris-sync': t(
    'An HR system and a learning platform side by side, with arrows syncing people and results both ways',
    'نظام للموارد البشرية ومنصّة تعلّم جنبًا إلى جنب، مع أسهم تزامن بيانات الموظفين والنتائج في الاتجاهين',
  ),
  'single-sign-on': t(
    'A sign-in card with a padlock and a single button, and a card confirming the user is signed in',
    'بطاقة تسجيل دخول عليها قفل وزر واحد، وبطاقة تؤكّد دخول المستخدم',
  ),
  'virtual-classroom': t(
    'A video call of six participants with microphone and camera controls',
    'مكالمة فيديو تضمّ ستة مشاركين مع أزرار الميكروفون والكاميرا',
  ),
  'content-library': t('A grid of six course tiles, some of them video lessons', 'شبكة من ست بطاقات دورات، بعضها دروس مصوّرة'),
  'recording-studio': t(
    'A studio microphone beside a storyboard and a voice recording waveform',
    'ميكروفون استوديو بجانب لوحة قصة مصوّرة وموجة تسجيل صوتي',
  ),
  'video-lesson': t(
    'A video lesson with a progress bar and a list of the lessons that follow',
    'درس مصوّر مع شريط تقدّم وقائمة بالدروس التالية',
  ),
  assessment: t(
    'A multiple-choice question with one answer selected, and a score of nine out of ten',
    'سؤال اختيار من متعدّد حُدّدت إحدى إجاباته، ونتيجة تسعة من عشرة',
  ),
  'language-practice': t(
    'A learner practising speech, with «Hello!» and «مرحبًا» in speech bubbles and a row of lesson cards',
    'متعلّم يتدرّب على النطق، مع «Hello!» و«مرحبًا» في فقاعات حوار وصفّ من بطاقات الدروس',
  ),
  'live-tutoring': t('A live tutoring session between a tutor and a learner on video', 'جلسة تدريس مباشرة بين مدرّس ومتعلّم عبر الفيديو'),
  'branded-portal': t(
    'A learning portal in an organisation’s own colours, with a colour palette beside it',
    'بوابة تعلّم بألوان المؤسسة نفسها، وبجانبها لوحة ألوان',
  ),
  'course-authoring': t(
    'A course editor with a list of units, a text block, a video block and a pencil',
    'محرّر دورات فيه قائمة وحدات وقسم نصي وقسم فيديو وقلم',
  ),
  'discussion-forum': t(
    'Three learners’ posts in a discussion thread, with a chat icon',
    'ثلاث مشاركات لمتعلّمين في سلسلة نقاش، مع أيقونة محادثة',
  ),
  'badges-leaderboard': t('A leaderboard of four learners and three star badges', 'لوحة صدارة لأربعة متعلّمين وثلاث شارات على شكل نجمة'),
  'analytics-insights': t(
    'A line chart climbing over the year and a card showing a 42 per cent increase',
    `مخطط خطي يرتفع على مدار العام وبطاقة تُظهر زيادة بنسبة 42${NBSP}بالمئة`,
  ),
  'academy-catalogue': t(
    'An academy’s course catalogue with a search bar, filters and six course cards',
    'كتالوج دورات أكاديمية مع شريط بحث وعوامل تصفية وست بطاقات دورات',
  ),
} satisfies Record<string, Localized>

export type SceneKey = keyof typeof SCENES

export const scene = (key: SceneKey) => art(`scenes/${key}.svg`, 480, 360, SCENES[key])

/** Hero illustrations under public/media/solutions/heroes (560 × 460). */
const HEROES = {
  'totara-learn': t(
    'A Totara Learn dashboard on a laptop: course completion at 78 per cent, assigned courses with progress bars and a monthly chart, with the same course open on a phone',
    `لوحة Totara Learn على حاسوب محمول: نسبة إتمام الدورات 78${NBSP}بالمئة، ودورات مسندة مع أشرطة التقدّم ومخطط شهري، والدورة نفسها مفتوحة على هاتف`,
  ),
  'totara-perform': t(
    'Three goals with progress at 85, 55 and 30 per cent, a manager’s check-in note and a target',
    `ثلاثة أهداف بنسب تقدّم 85 و55 و30${NBSP}بالمئة، وملاحظة متابعة من المدير، ورمز هدف`,
  ),
  'totara-mobile': t(
    'Two phones running Totara Mobile, one in English with a video lesson and one in Arabic listing the learner’s courses, with a download badge',
    'هاتفان يعمل عليهما تطبيق الجوّال Totara Mobile، أحدهما بالإنجليزية يعرض درسًا مصوّرًا والآخر بالعربية يعرض دورات المتعلّم، مع شارة تنزيل',
  ),
  'integrations-hub': t(
    'A learning platform at the centre of a hub, connected to HR, single sign-on, CRM, API, video conferencing and reporting systems',
    'منصّة تعلّم في مركز شبكة، متّصلة بأنظمة الموارد البشرية والدخول الموحّد وإدارة العملاء وواجهات البرمجة ومؤتمرات الفيديو والتقارير',
  ),
  openedx: t(
    'An Open edX course page with a video lesson and a list of units, and a course certificate',
    'صفحة دورة على Open edX فيها درس مصوّر وقائمة بالوحدات، وشهادة إتمام الدورة',
  ),
  opensesame: t(
    'A catalogue of nine ready-made course tiles, three of them video courses',
    'كتالوج من تسع بطاقات لدورات جاهزة، ثلاث منها دورات مصوّرة',
  ),
  ilearn: t(
    'Three shelves of course books in many colours, with a card reading «EN · عربي»',
    'ثلاثة رفوف من كتب الدورات بألوان متعدّدة، مع بطاقة مكتوب عليها «EN · عربي»',
  ),
  bespoke: t(
    'A storyboard of three scenes, a studio microphone and a voice recording waveform',
    'لوحة قصة مصوّرة من ثلاثة مشاهد، وميكروفون استوديو، وموجة تسجيل صوتي',
  ),
  rosetta: t(
    'Speech bubbles saying «Good morning», «صباح الخير» and «Bonjour», and a microphone',
    'فقاعات حوار فيها «Good morning» و«صباح الخير» و«Bonjour»، وميكروفون',
  ),
} satisfies Record<string, Localized>

export const heroArt = (key: keyof typeof HEROES) => art(`heroes/${key}.svg`, 560, 460, HEROES[key])

/** The solution pages' existing platform illustration (public/media/pages). */
export const platformArt = {
  src: '/media/pages/solutions-platform.svg',
  width: 560,
  height: 460,
  alt: t(
    'A learning platform on a laptop with course, performance and report panels, connected to a phone app and to plug-in modules',
    'منصّة تعلّم على حاسوب محمول تضمّ لوحات للدورات والأداء والتقارير، وتتّصل بتطبيق على الهاتف وبوحدات إضافية',
  ),
}

export { type LogoKey, logoImage, logoName } from '../../../../schemas/seed-logos.ts'

export const icon = (name: string) => `/media/solutions/icons/${name}.svg`

export const DEMO_VIDEO = '/media/solutions/video/demo-background.webm'
export const demoPoster = {
  src: '/media/solutions/video/demo-background-poster.webp',
  alt: t('Course cards drifting over soft colours', 'بطاقات دورات تنساب فوق ألوان هادئة'),
  width: 640,
  height: 360,
}

/** A short tour of a Totara Learn compliance programme, played by Learn's watch-video button. */
export const LEARN_TOUR_VIDEO = '/media/solutions/video/totara-learn-tour.webm'
