/** Arabic texts of the `headlines` group. */
import type { Translation } from '../core';
import type { HEADLINES_EN } from '../headlines';

const ar: Translation<typeof HEADLINES_EN> = {
  label: 'العناوين',
  loading: 'جارٍ تحميل المزيد من العناوين…',
  failed: 'تعذّر تحميل المزيد من العناوين.',
  end: 'لا توجد عناوين أخرى.',
  tryAgain: 'إعادة المحاولة',
  loadMore: 'تحميل المزيد',
};

export default ar;
