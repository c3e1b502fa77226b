/** Arabic texts of the `age` group. */
import type { Translation } from '../core';
import type { AGE_EN } from '../age';

const ar: Translation<typeof AGE_EN> = {
  dateOfBirth: 'تاريخ الميلاد',
  minimumAge: 'يمكنك إنشاء حساب ابتداءً من سن {age} عامًا.',
  tooYoung: 'يجب ألا يقل عمرك عن {age} عامًا لإنشاء حساب.',
};

export default ar;
