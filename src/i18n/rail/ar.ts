/** Arabic texts of the `rail` group. */
import type { Translation } from '../core';
import type { RAIL_EN } from '../rail';

const ar: Translation<typeof RAIL_EN> = {
  video: 'الفيديوهات',
  stream: 'البث المباشر',
  season: 'المواسم',
  sponsor: 'الرعاة',
  organisation: 'المؤسسات',
  channel: 'القنوات',
  previous: '{name}: السابق',
  next: '{name}: التالي',
  track: '{name}: استخدم مفاتيح الأسهم للتمرير',
};

export default ar;
