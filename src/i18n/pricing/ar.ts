/** Arabic texts of the `pricing` group. */
import type { Translation } from '../core';
import type { PRICING_EN } from '../pricing';

const ar: Translation<typeof PRICING_EN> = {
  pricesNotSetUp: 'لم يتم إعداد هذه الأسعار بشكل صحيح.',
  loadingPrices: 'جارٍ تحميل الأسعار…',
  noPrices: 'لا توجد أسعار للاختيار منها حاليًا.',
  billing: 'الفوترة',
  tabSubscription: 'شهري',
  tabPpv: 'الدفع مقابل المشاهدة',
  previousPrices: 'الأسعار السابقة',
  nextPrices: 'الأسعار التالية',
  yoursUntil: 'ملكك حتى {date}',
  yours: 'ملكك',
  subscribed: 'مشترك',
  subscribedLabel: '{name}: أنت مشترك في هذا',
  choose: 'اختيار',
  buyAgain: 'الشراء مرة أخرى',
  chooseLabel: 'اختيار {name}، {price}',
  buyAgainLabel: 'شراء {name} مرة أخرى، {price}',
  trialUsed: 'تم استخدام الفترة التجريبية المجانية من قبل',
};

export default ar;
