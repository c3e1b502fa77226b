/** Arabic texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const ar: Translation<typeof COMMON_EN> = {
  failed: 'تعذّر عرض هذا المحتوى. يُرجى إعادة تحميل الصفحة.',
  loading: 'جارٍ التحميل…',
  close: 'إغلاق',
  tryAgain: 'إعادة المحاولة',
  signIn: 'تسجيل الدخول',
  errorGeneric: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  errorNetwork: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  errorUnavailable: 'الخدمة غير متاحة حاليًا. يُرجى المحاولة بعد قليل.',
  owned: 'لديك حق الوصول إلى هذا المحتوى.',
  ownedUntil: 'لديك حق الوصول إلى هذا المحتوى حتى {date}.',
  perMinute: 'في الدقيقة',
  perHour: 'في الساعة',
  perDay: 'يوميًا',
  perWeek: 'أسبوعيًا',
  perMonth: 'شهريًا',
  perYear: 'سنويًا',
  perDuration: 'كل {duration}',
  recurring: 'متكرر',
  yoursToKeep: 'ملكك للأبد',
  accessFor: 'وصول لمدة {duration}',
  oneTime: 'شراء لمرة واحدة',
  freeFor: 'مجانًا لمدة {duration}',
  buyFor: 'اشترِ مقابل {price}',
  subscribeFor: 'اشترك مقابل {price} {term}',
  getAccess: 'احصل على الوصول',
  prices: 'الأسعار',
  notForSale: 'هذا المحتوى غير متاح للشراء حاليًا.',
  haveAccess: 'هل لديك حق الوصول بالفعل؟',
  gateNotSetUp: 'لم يتم إعداد هذا المحتوى بشكل صحيح.',
  checkingAccess: 'جارٍ التحقق من حق وصولك…',
  inFavorites: 'في مفضلتك',
  addFavorite: 'إضافة إلى المفضلة',
};

export default ar;
