/** Arabic texts of the `dialogs` group. */
import type { Translation } from '../core';
import type { DIALOGS_EN } from '../dialogs';

const ar: Translation<typeof DIALOGS_EN> = {
  ok: 'حسنًا',
  notifications: 'الإشعارات',
  dismiss: 'إغلاق الإشعار',
  paymentFailedTitle: 'فشل الدفع',
  paymentFailedText: 'حدثت مشكلة أثناء معالجة دفعتك. يُرجى مراجعة بيانات بطاقتك أو استخدام بطاقة أخرى.',
  subscriptionFailedTitle: 'فشل الاشتراك',
  subscriptionFailedText: 'حدثت مشكلة أثناء معالجة اشتراكك. يُرجى مراجعة بيانات بطاقتك أو استخدام بطاقة أخرى.',
  subscriptionErrorTitle: 'حدث خطأ أثناء معالجة اشتراكك',
  subscriptionErrorText: 'يُرجى محاولة الدفع باستخدام بطاقة أخرى أو التواصل مع الدعم',
  pleaseWaitTitle: 'يُرجى الانتظار',
  pleaseWaitText: {
    zero: 'يمكنك محاولة الاشتراك مرة أخرى الآن.',
    one: 'يمكنك محاولة الاشتراك مرة أخرى بعد ثانية واحدة.',
    two: 'يمكنك محاولة الاشتراك مرة أخرى بعد ثانيتين.',
    few: 'يمكنك محاولة الاشتراك مرة أخرى بعد {count} ثوانٍ.',
    many: 'يمكنك محاولة الاشتراك مرة أخرى بعد {count} ثانية.',
    other: 'يمكنك محاولة الاشتراك مرة أخرى بعد {count} ثانية.',
  },
  paymentCompleted: 'اكتمل الدفع',
};

export default ar;
