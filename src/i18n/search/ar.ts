/** Arabic texts of the `search` group. */
import type { Translation } from '../core';
import type { SEARCH_EN } from '../search';

const ar: Translation<typeof SEARCH_EN> = {
  search: 'بحث',
  searchChannel: 'البحث في هذه القناة',
  type: 'النوع',
  allTypes: 'كل الأنواع',
  categories: 'الفئات',
  searching: 'جارٍ البحث…',
  nothingFound: 'لم يتم العثور على شيء.',
  results: { zero: '{total} نتيجة', one: 'نتيجة واحدة', two: 'نتيجتان', few: '{total} نتائج', many: '{total} نتيجة', other: '{total} نتيجة' },
  failed: 'لم يستجب البحث. يُرجى المحاولة مرة أخرى.',
  tryAgain: 'إعادة المحاولة',
  moreFailed: 'تعذّر تحميل المزيد من النتائج.',
  loading: 'جارٍ التحميل…',
  more: 'المزيد من النتائج ({rest} أخرى)',
  channelNotSetUp: 'هذه القائمة غير مُعدّة: لا تحدد أي قناة.',
};

export default ar;
