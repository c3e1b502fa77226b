/** Arabic texts of the `media` group. */
import type { Translation } from '../core';
import type { MEDIA_EN } from '../media';

const ar: Translation<typeof MEDIA_EN> = {
  preparing: 'جارٍ تجهيز الفيديو…',
  failed: 'تعذّر تجهيز الفيديو.',
  tryAgain: 'أعد المحاولة',
};

export default ar;
