/** Arabic texts of the `accountPayment` group. */
import type { Translation } from '../core';
import type { ACCOUNT_PAYMENT_EN } from '../account-payment';

const ar: Translation<typeof ACCOUNT_PAYMENT_EN> = {
  cardFrameTitle: 'بيانات البطاقة الجديدة',
  mandateFrameTitle: 'الحساب المصرفي',
  cardFormFailed: 'تعذّر تحميل نموذج البطاقة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  card: 'بطاقة',
  expires: '{card}، تنتهي في {date}',
  notReady: 'النموذج غير جاهز بعد. يُرجى المحاولة مرة أخرى بعد لحظات.',
  cardReplaced: 'تم استبدال بطاقتك.',
  mandateSaved: 'تم حفظ حسابك المصرفي للخصم المباشر.',
  noCard: 'لا توجد بطاقة محفوظة.',
  replaceCard: 'استبدال البطاقة',
  addCard: 'إضافة بطاقة',
  saveCard: 'حفظ البطاقة',
  cancel: 'إلغاء',
  directDebit: 'الخصم المباشر',
  bankAccount: 'الحساب المصرفي {country} •••• {last4}',
  noMandate: 'لا يوجد تفويض بالخصم المباشر.',
  otherBankAccount: 'استخدام حساب مصرفي آخر',
  setUpDirectDebit: 'إعداد الخصم المباشر',
  saveBankAccount: 'حفظ الحساب المصرفي',
};

export default ar;
