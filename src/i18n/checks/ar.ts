/** Arabic texts of the `checks` group. */
import type { Translation } from '../core';
import type { CHECKS_EN } from '../checks';

const ar: Translation<typeof CHECKS_EN> = {
  emailMissing: 'أدخل بريدك الإلكتروني.',
  emailInvalid: 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  passwordChoose: 'اختر كلمة مرور.',
  passwordShort: 'استخدم {min} أحرف على الأقل.',
  passwordRepeat: 'أعد كتابة كلمة المرور.',
  passwordMismatch: 'كلمتا المرور غير متطابقتين.',
  passwordMissing: 'أدخل كلمة المرور.',
  nameMissing: 'أدخل اسمك.',
  fieldRequired: 'الحقل {field} مطلوب.',
};

export default ar;
