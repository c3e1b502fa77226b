/** Arabic texts of the `access` group. */
import type { Translation } from '../core';
import type { ACCESS_EN } from '../access';

const ar: Translation<typeof ACCESS_EN> = {
  codeMissing: 'أدخل رمز الوصول.',
  accessCode: 'رمز الوصول',
  checking: 'جارٍ التحقق…',
  unlock: 'فتح القفل',
  checkingCode: 'جارٍ التحقق من رمزك…',
  devices: 'الأجهزة التي تستخدم رمز الوصول الخاص بك',
  loadingDevices: 'جارٍ تحميل الأجهزة…',
  thisDevice: 'هذا الجهاز',
  ending: 'جارٍ الإنهاء…',
  stopHere: 'التوقف عن استخدام الرمز هنا',
  browserOn: '{browser} على {os}',
  anotherDevice: 'جهاز آخر',
};

export default ar;
