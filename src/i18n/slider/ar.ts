/** Arabic texts of the `slider` group. */
import type { Translation } from '../core';
import type { SLIDER_EN } from '../slider';

const ar: Translation<typeof SLIDER_EN> = {
  label: 'مميز',
  carousel: 'عرض دوّار',
  slide: 'شريحة',
  position: '{index} من {total}',
  slideN: 'الشريحة {index} من {total}',
  previous: 'الشريحة السابقة',
  next: 'الشريحة التالية',
  play: 'تشغيل تبديل الشرائح',
  pause: 'إيقاف تبديل الشرائح',
};

export default ar;
