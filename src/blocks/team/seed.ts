import type { z } from 'zod'
import { seedOf } from '../../../schemas/block-type.ts'
import { NBSP, picture, both } from '../../../schemas/seed-media.ts'
import { teamType, type teamSchema } from './schema.ts'

interface Person {
  n: number
  name: [string, string]
  role: [string, string]
  bio: [string, string]
  photo: [string, string]
}

/** Profiles are linked by the people themselves, once they choose to (the field stays empty until then). */
const member = ({ n, name, role, bio, photo }: Person) => ({
  id: `member-${n}`,
  photo: picture(`/media/company/team/team-${n}.svg`, 240, 240, ...photo),
  name: both(...name),
  role: both(...role),
  bio: both(...bio),
  linkedin: '',
})

/** Our team block 2: the people clients meet first. */
export const team = {
  title: both('The people you will work with', 'الفريق الذي ستعملون معه'),
  subtitle: both(
    'Consultants, engineers and content specialists who have launched learning for banks, ministries, hospitals and energy companies across the Gulf.',
    'مستشارون ومهندسون ومتخصصون في المحتوى أطلقوا برامج تعلّم لبنوك ووزارات ومستشفيات وشركات طاقة في أنحاء الخليج.',
  ),
  members: [
    member({
      n: 1,
      name: ['Faisal Al-Otaibi', 'فيصل العتيبي'],
      role: ['Co-founder and Managing Director', 'الشريك المؤسس والعضو المنتدب'],
      bio: [
        'Faisal spent ten years leading training at a Saudi bank before founding Lumora. He still opens every new client relationship himself.',
        'قضى فيصل عشر سنوات في قيادة التدريب في أحد البنوك السعودية قبل أن يؤسّس لومورا، وما زال يبدأ كل علاقة مع عميل جديد بنفسه.',
      ],
      photo: ['Portrait of Faisal Al-Otaibi', 'صورة فيصل العتيبي'],
    }),
    member({
      n: 2,
      name: ['Noura Al-Qahtani', 'نورة القحطاني'],
      role: ['Head of Learning Design', 'رئيسة التصميم التعليمي'],
      bio: [
        'Noura leads our instructional designers and writers. Her team turned a 300-page policy manual into a twenty-minute course people thank us for.',
        `تقود نورة فريق المصمّمين التعليميين والكتّاب لدينا، وقد حوّل فريقها دليل سياسات من 300${NBSP}صفحة إلى دورة مدّتها عشرون دقيقة يشكرنا عليها الموظفون.`,
      ],
      photo: ['Portrait of Noura Al-Qahtani', 'صورة نورة القحطاني'],
    }),
    member({
      n: 3,
      name: ['Omar Haddad', 'عمر حداد'],
      role: ['Head of Platform Engineering', 'رئيس هندسة المنصّات'],
      bio: [
        'Omar runs the engineers who host and integrate our Totara and Open edX platforms. He has connected more HR systems than he can count.',
        'يقود عمر فريق المهندسين الذين يستضيفون منصّات Totara وOpen edX ويربطونها بالأنظمة الأخرى، وقد ربط من أنظمة الموارد البشرية ما يفوق الحصر.',
      ],
      photo: ['Portrait of Omar Haddad', 'صورة عمر حداد'],
    }),
    member({
      n: 4,
      name: ['Sarah Mitchell', 'سارة ميتشل'],
      role: ['Director, UAE Office', 'مديرة مكتب الإمارات'],
      bio: [
        'Sarah leads our Dubai team and our work with government entities and universities in the UAE.',
        'تقود سارة فريقنا في دبي وأعمالنا مع الجهات الحكومية والجامعات في الإمارات.',
      ],
      photo: ['Portrait of Sarah Mitchell', 'صورة سارة ميتشل'],
    }),
    member({
      n: 5,
      name: ['Abdullah Al-Shehri', 'عبدالله الشهري'],
      role: ['Senior Learning Consultant', 'مستشار تعلّم أول'],
      bio: [
        'Abdullah helps clients decide what to build, what to buy and what to leave out, and then makes sure the plan is delivered.',
        'يساعد عبدالله العملاء على تحديد ما يُبنى وما يُشترى وما يُستغنى عنه، ثم يتأكد من تنفيذ الخطة.',
      ],
      photo: ['Portrait of Abdullah Al-Shehri', 'صورة عبدالله الشهري'],
    }),
    member({
      n: 6,
      name: ['Reem Al-Harbi', 'ريم الحربي'],
      role: ['Arabic Content Lead', 'رئيسة المحتوى العربي'],
      bio: [
        'Reem makes sure every course reads as if it was written in Arabic, because it was. She also directs our voice recordings.',
        'تحرص ريم على أن تُقرأ كل دورة كأنها كُتبت بالعربية، لأنها كُتبت بها فعلًا، كما تشرف على التسجيلات الصوتية لدينا.',
      ],
      photo: ['Portrait of Reem Al-Harbi', 'صورة ريم الحربي'],
    }),
    member({
      n: 7,
      name: ['Daniel Novak', 'دانيال نوفاك'],
      role: ['Totara Solutions Architect', 'مهندس حلول Totara'],
      bio: [
        'Daniel designs how Totara fits each client’s structure, from job hierarchies to approval workflows.',
        'يصمّم دانيال طريقة ملاءمة Totara لهيكل كل عميل، من التسلسلات الوظيفية إلى مسارات الموافقة.',
      ],
      photo: ['Portrait of Daniel Novak', 'صورة دانيال نوفاك'],
    }),
    member({
      n: 8,
      name: ['Hessa Al-Mansouri', 'حصة المنصوري'],
      role: ['Client Success Manager', 'مديرة نجاح العملاء'],
      bio: [
        'Hessa meets every client each quarter to review results and plan the next quarter’s learning.',
        'تلتقي حصة كل عميل مرة كل ربع سنة لمراجعة النتائج والتخطيط لبرامج التعلّم في الربع التالي.',
      ],
      photo: ['Portrait of Hessa Al-Mansouri', 'صورة حصة المنصوري'],
    }),
  ],
} satisfies z.input<typeof teamSchema>

export const teamSeed = seedOf(teamType, { 'our-team': [{ order: 2, content: team }] })
