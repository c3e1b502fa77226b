/** Arabic texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const ar: Translation<typeof CART_EN> = {
  notSetUp: 'هذا الزر غير مُعدّ: لا يحدد أي منتج.',
  adding: 'جارٍ الإضافة…',
  addToCart: 'أضف إلى السلة',
  addClip: 'أضف المقطع إلى السلة',
  added: 'تمت الإضافة إلى سلتك',
  dismiss: 'إغلاق الإشعار',
};

export default ar;
