/** Arabic texts of the `methods` group. */
import type { Translation } from '../core';
import type { METHODS_EN } from '../methods';

const ar: Translation<typeof METHODS_EN> = {
  paymentMethod: 'طريقة الدفع',
  card: 'البطاقة',
  directDebit: 'الخصم المباشر SEPA',
  notAvailable: 'طريقة الدفع هذه غير متاحة لهذا السعر.',
  loadingMethod: 'جارٍ تحميل {method}…',
  payWith: 'ادفع {amount} عبر {method}',
  subscribeWith: 'اشترك مقابل {amount} عبر {method}',
  idealNote: 'تؤكد الدفع في تطبيق مصرفك أو موقعه الإلكتروني، ثم تعود إلى هنا.',
  yourBank: 'مصرفك',
  chooseBank: 'اختر مصرفك…',
  bankMissing: 'اختر مصرفك للمتابعة.',
  debitPay: 'ادفع {amount} بالخصم المباشر',
  debitSubscribe: 'اشترك مقابل {amount} بالخصم المباشر',
  debitNote: 'يُحصَّل المبلغ من حسابك المصرفي عبر الخصم المباشر SEPA.',
  savedAccount: 'الحساب المصرفي {country} •••• {last4}',
  otherAccount: 'استخدام حساب مصرفي آخر',
  bankAccount: 'الحساب المصرفي',
  accountHolder: 'صاحب الحساب',
  iban: 'رقم الآيبان (IBAN)',
  address: 'العنوان (اختياري)',
  mandateNotReady: 'نموذج الحساب المصرفي غير جاهز بعد. حاول مرة أخرى بعد لحظات.',
  mandateFailed: 'تعذّر تحميل نموذج الحساب المصرفي. تحقّق من اتصالك وحاول مرة أخرى.',
  walletConfirm: 'أكّد الدفع عبر {method}.',
  walletNote: 'تؤكد الدفع في {method}.',
  paypalNote: 'تؤكد الدفع على صفحة PayPal، ثم تعود إلى هنا.',
  freeNote: 'قسيمتك تغطي السعر بالكامل: لا حاجة إلى الدفع.',
  checkHolder: 'أدخل اسم صاحب الحساب.',
  checkIbanEmpty: 'أدخل رقم الآيبان الخاص بك.',
  checkIbanCountry: 'أدخل رقم آيبان من إحدى دول منطقة SEPA (يبدأ بحرفين مثل NL أو DE).',
  checkIbanInvalid: 'رقم الآيبان هذا غير صالح: يُرجى التحقق منه.',
  checkAddressLong: 'العنوان طويل جدًا.',
};

export default ar;
