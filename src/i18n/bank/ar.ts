/** Arabic texts of the `bank` group. */
import type { Translation } from '../core';
import type { BANK_EN } from '../bank';

const ar: Translation<typeof BANK_EN> = {
  redirecting: 'تجري إعادة توجيهك إلى مصرفك لتأكيد الدفع.',
  confirmWithBank: 'التأكيد مع مصرفك',
  openNewWindow: 'فتح في نافذة جديدة',
  cancel: 'إلغاء',
  yourBank: 'مصرفك',
};

export default ar;
