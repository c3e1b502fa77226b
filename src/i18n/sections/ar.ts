/** Arabic texts of the `sections` group. */
import type { Translation } from '../core';
import type { SECTIONS_EN } from '../sections';

const ar: Translation<typeof SECTIONS_EN> = {
  label: 'في هذه الصفحة',
  missing: 'لا تشير قائمة الأقسام إلى أي محتوى في هذه الصفحة.',
};

export default ar;
