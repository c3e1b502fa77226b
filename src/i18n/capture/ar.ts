/** Arabic texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const ar: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'شاهد معاينة مجانية',
  previewIntro: 'اترك اسمك وبريدك الإلكتروني وستُفتح المعاينة فورًا.',
  previewSubmit: 'شاهد المعاينة',
  previewDone: 'استمتع بالمعاينة يا {name}.',
  newsletterTitle: 'احصل على النشرة الإخبارية',
  newsletterIntro: 'أفلام وفعاليات جديدة مرة كل شهر.',
  newsletterSubmit: 'اشترك',
  newsletterDone: 'شكرًا يا {name}: ستصل النشرة إلى {email}.',
  reminderTitle: 'ذكّرني بالفعالية',
  reminderIntro: 'سنراسلك قبل أن تبدأ.',
  reminderSubmit: 'ذكّرني',
  reminderDone: 'شكرًا يا {name}: سنذكّرك على {email}.',
  fullName: 'الاسم',
  email: 'البريد الإلكتروني',
  company: 'الشركة (اختياري)',
  sending: 'جارٍ الإرسال…',
  nameMissing: 'أدخل اسمك.',
  emailMissing: 'أدخل بريدك الإلكتروني.',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا مثل name@example.com.',
  tooLong: 'استخدم {max} حرفًا على الأكثر.',
  notSetUp: 'هذا النموذج غير مُعدّ بشكل صحيح.',
};

export default ar;
