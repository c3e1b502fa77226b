/** Arabic texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const ar: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'جارٍ تأكيد دفعتك…',
  checkingAgain: 'جارٍ التحقق مرة أخرى…',
  redirecting: 'جارٍ إعادة التوجيه…',
  completed: 'اكتمل الدفع',
  giftCode: 'رمز الهدية: {code}',
  failed: 'فشل الدفع',
  notCompleted: 'لم يكتمل الدفع.',
  bankNotConfirmed: 'لم يكتمل الدفع: لم يؤكده مصرفك.',
  subscriptionError: 'حدث خطأ أثناء معالجة اشتراكك',
  stillTitle: 'ما زلنا نؤكد دفعتك',
  stillText: 'يستغرق هذا وقتًا أطول من المعتاد. لن يُخصم المبلغ مرتين، وستظهر عملية الشراء في حسابك فور تأكيدها.',
  checkAgain: 'التحقق مرة أخرى',
  continueBrowsing: 'متابعة التصفح',
  notSetUp: 'هذه الصفحة غير مُعدّة بشكل صحيح.',
};

export default ar;
