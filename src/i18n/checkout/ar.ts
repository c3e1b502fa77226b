/** Arabic texts of the `checkout` group. */
import type { Translation } from '../core';
import type { CHECKOUT_EN } from '../checkout';

const ar: Translation<typeof CHECKOUT_EN> = {
  title: 'الدفع',
  notConfigured: 'لم يتم إعداد الدفع لهذا الموقع.',
  cardUnavailable: 'الدفع بالبطاقة غير متاح.',
  priceUnavailable: 'هذا السعر غير متاح.',
  loading: 'جارٍ تحميل صفحة الدفع…',
  signInFirst: 'سجّل الدخول أو أنشئ حسابًا للمتابعة.',
  loadingSignIn: 'جارٍ تحميل تسجيل الدخول…',
  chooseAccess: 'اختر طريقة الوصول',
  cannotBuy: 'لا يمكن شراء هذا العنصر حاليًا.',
  alreadyHave: 'لديك حق الوصول بالفعل',
  subscriptionOwned: 'لا يمكن شراء الاشتراك مرة أخرى ما دام هذا الوصول ساريًا. يمكنك إدارته من حسابك.',
  payAgainCharges: 'الدفع مرة أخرى يحتسب {price} مقابل {what} إضافي.',
  access: 'وصول',
  payAgain: 'الدفع مرة أخرى على أي حال',
  close: 'إغلاق',
  processing: 'جارٍ المعالجة…',
  subscribeFor: 'اشترك مقابل {amount}',
  pay: 'ادفع {amount}',
  offline: 'أنت غير متصل بالإنترنت. سيتاح الدفع مجددًا عند عودة الاتصال.',
  secure: 'تُدخل بيانات البطاقة في صفحة آمنة ولا تصل أبدًا إلى هذا الموقع.',
  processingPayment: 'جارٍ معالجة دفعتك…',
  confirmingPayment: 'جارٍ تأكيد دفعتك…',
  bankConfirms: 'يحتاج مصرفك إلى تأكيد هذه الدفعة…',
  tryAgain: 'إعادة المحاولة',
  stillConfirming: 'ما زلنا نؤكد دفعتك. قد يستغرق ذلك بضع دقائق، ولن يُخصم المبلغ مرتين.',
  canClose: 'يمكنك إغلاق هذه النافذة: ستظهر عملية الشراء في حسابك بعد تأكيدها.',
  subscriptionActive: 'الاشتراك نشط',
  paymentCompleted: 'اكتمل الدفع',
  thanks: 'شكرًا لك! أصبح لديك حق الوصول الآن.',
  continue: 'متابعة',
  voucherCode: 'رمز القسيمة',
  apply: 'تطبيق',
  checking: 'جارٍ التحقق…',
  remove: 'إزالة',
  cardDetails: 'بيانات البطاقة',
};

export default ar;
