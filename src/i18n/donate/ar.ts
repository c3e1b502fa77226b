/** Arabic texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const ar: Translation<typeof DONATE_EN> = {
  notConfigured: 'التبرعات غير مُعدّة لهذا الموقع.',
  notSetUp: 'هذا التبرع غير مُعدّ بشكل صحيح.',
  cardUnavailable: 'الدفع بالبطاقة غير متاح.',
  signIn: 'سجّل الدخول أو أنشئ حسابًا للتبرع.',
  unavailable: 'هذا العنصر لا يقبل التبرعات.',
  heading: 'ادعم هذا',
  thanks: 'شكرًا لك!',
  received: 'استلمنا تبرعك بمبلغ {amount}.',
  amounts: 'المبلغ',
  otherAmount: 'مبلغ آخر',
  amountIn: 'المبلغ ({currency})',
  atLeast: '{min} على الأقل.',
  between: '{min} على الأقل، و{max} على الأكثر.',
  chooseAmount: 'اختر مبلغًا.',
  amountMissing: 'أدخل المبلغ الذي تريد التبرع به.',
  amountInvalid: 'أدخل مبلغًا مثل 10 أو 7.50.',
  tooSmall: 'أقل تبرع هو {amount}.',
  tooLarge: 'أكبر تبرع هو {amount}.',
  donate: 'تبرّع',
  donateAmount: 'تبرّع بمبلغ {amount}',
  offline: 'أنت غير متصل بالإنترنت. يمكنك التبرع مجددًا بعد عودة الاتصال.',
  frameFailed: 'تعذّر تحميل نموذج البطاقة. تحقّق من اتصالك وحاول مرة أخرى.',
  noIntent: 'لم يُرسل البنك الدفعة المطلوب تأكيدها. لم يتم خصم أي مبلغ؛ يُرجى المحاولة مرة أخرى.',
};

export default ar;
