import type { SeedBlock } from '../../seed-block.ts'
import { demo, faq, features, hero, logoShowcase } from './blocks.ts'
import { heroArt } from './media.ts'

export const totaraIntegrations: SeedBlock[] = [
  hero({
    logo: 'totara-suite',
    title: [
      'Totara Integrations: connect learning to the systems you already run',
      'تكاملات Totara: اربطوا التعلّم بالأنظمة التي تعملون عليها',
    ],
    subtitle: [
      'We connect Totara to SAP SuccessFactors, Oracle HCM, Microsoft Entra ID, Microsoft Teams and Zoom, so users, organisation charts and completions stay in sync without a single manual upload.',
      'نربط Totara بأنظمة SAP SuccessFactors وOracle HCM وMicrosoft Entra ID وMicrosoft Teams وZoom، لتبقى بيانات المستخدمين والهياكل التنظيمية وسجلات الإتمام متزامنة دون أي رفع يدوي للملفات.',
    ],
    secondary: { text: ['Discuss your systems with us', 'ناقشوا أنظمتكم معنا'] },
    image: heroArt('integrations-hub'),
    palette: 'totara',
  }),
  logoShowcase({
    order: 2,
    title: ['Systems we connect Totara to every week', 'أنظمة نربطها بمنصّات Totara كل أسبوع'],
    groups: [
      { title: ['HR and payroll', 'الموارد البشرية والرواتب'], logos: ['sap-successfactors', 'oracle-hcm', 'workday', 'bamboohr'] },
      { title: ['Identity and sign-in', 'الهوية وتسجيل الدخول'], logos: ['microsoft-entra-id', 'active-directory', 'google-workspace'] },
      { title: ['Virtual classrooms', 'الفصول الافتراضية'], logos: ['microsoft-teams', 'zoom'] },
      {
        title: ['Content and reporting', 'المحتوى والتقارير'],
        logos: ['opensesame', 'linkedin-learning', 'scorm', 'power-bi', 'salesforce'],
      },
    ],
  }),
  features({
    order: 3,
    title: ['How the connections work', 'آلية عمل التكاملات'],
    features: [
      {
        title: ['HR data in, every night', 'بيانات الموارد البشرية كل ليلة'],
        description: [
          'HR Import reads employees, positions, organisations and managers from your HR system or a secure file drop.\nNew joiners are enrolled automatically, movers change audiences, and leavers are suspended — with a log of every change.',
          'تقرأ أداة الاستيراد بيانات الموظفين والوظائف والإدارات والمديرين من نظام الموارد البشرية لديكم أو من مجلد ملفات آمن.\nفيُسجَّل المنضمّون الجدد تلقائيًا، وتتغيّر فئات المنتقلين، وتُعلَّق حسابات المغادرين، مع سجلّ لكل تغيير.',
        ],
        image: 'hris-sync',
      },
      {
        title: ['One sign-in for everyone', 'تسجيل دخول واحد للجميع'],
        description: [
          'SAML 2.0 and OpenID Connect single sign-on with Microsoft Entra ID, Google Workspace or your national identity gateway, including multi-factor authentication.',
          'دخول موحّد عبر SAML 2.0 وOpenID Connect مع Microsoft Entra ID أو Google Workspace أو بوابة الهوية الوطنية لديكم، مع المصادقة متعدّدة العوامل.',
        ],
        image: 'single-sign-on',
      },
      {
        title: ['Virtual sessions without copy and paste', 'جلسات افتراضية دون نسخ ولصق'],
        description: [
          'Seminar sessions create their Microsoft Teams or Zoom meeting automatically, and attendance comes back into Totara when the call ends.',
          'تُنشئ جلسات الندوات اجتماعاتها على Microsoft Teams أو Zoom تلقائيًا، ويعود سجلّ الحضور إلى Totara عند انتهاء المكالمة.',
        ],
        image: 'virtual-classroom',
      },
      {
        title: ['Completions out, to wherever you report', 'نتائج التعلّم إلى أي نظام تقارير'],
        description: [
          'Completion and compliance data flow back to your HR system and to Power BI through Totara’s API, so training appears in the dashboards your executives already read.',
          'تعود بيانات الإتمام والامتثال إلى نظام الموارد البشرية وإلى Power BI عبر واجهة برمجة Totara، فيظهر التدريب في لوحات المتابعة التي يطّلع عليها قادتكم أصلًا.',
        ],
        image: 'analytics-insights',
      },
    ],
  }),
  faq({
    order: 4,
    items: [
      {
        q: ['Our HR system is not listed. Can you still connect it?', 'نظام الموارد البشرية لدينا غير مدرج. هل يمكنكم ربطه؟'],
        a: [
          'Almost certainly. Any system that can export a scheduled file or offers a REST API can feed Totara; we have connected local payroll systems and government HR platforms the same way.',
          'على الأرجح نعم. فأي نظام يستطيع تصدير ملف مجدول أو يوفّر واجهة REST يمكنه تغذية Totara، وقد ربطنا بالطريقة نفسها أنظمة رواتب محلية ومنصّات موارد بشرية حكومية.',
        ],
      },
      {
        q: ['Who maintains the integrations after go-live?', 'من يتولّى صيانة التكاملات بعد الإطلاق؟'],
        a: [
          'We monitor every scheduled import, alert you if a file is missing or malformed, and update connectors when either side releases a new version.',
          'نراقب كل عملية استيراد مجدولة، وننبّهكم عند غياب ملف أو وجود خطأ في تنسيقه، ونحدّث أدوات الربط عند صدور إصدار جديد من أي من الطرفين.',
        ],
      },
      {
        q: ['Is personal data safe in transit?', 'هل تبقى البيانات الشخصية آمنة أثناء نقلها؟'],
        a: [
          'Yes. Files travel over SFTP or HTTPS with encryption, API keys are scoped to what each integration needs, and nothing leaves the hosting country.',
          'نعم. تنتقل الملفات عبر SFTP أو HTTPS مشفّرة، وتقتصر صلاحيات مفاتيح الواجهة البرمجية على ما يحتاجه كل تكامل، ولا تغادر البيانات بلد الاستضافة.',
        ],
      },
    ],
  }),
  demo({
    order: 6,
    title: ['Map your integrations with a Totara architect', 'خطّطوا تكاملاتكم مع مهندس حلول Totara'],
    subtitle: [
      'Tell us which systems you run and we will show the data flows on a live Totara site, with an integration plan you can keep.',
      'أخبرونا بالأنظمة التي تعملون عليها، وسنعرض لكم تدفّق البيانات على موقع Totara حيّ، مع خطة تكامل تحتفظون بها.',
    ],
  }),
]
