/** Arabic texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const ar: Translation<typeof REWARDS_EN> = {
  heading: 'مكافآتك',
  loading: 'جارٍ تحميل مكافآتك…',
  signIn: 'سجّل الدخول لعرض مكافآت العضوية الخاصة بك.',
  loadingSignIn: 'جارٍ تحميل تسجيل الدخول…',
  loadFailed: 'تعذّر تحميل مكافآتك. يُرجى المحاولة مرة أخرى.',
  tryAgain: 'إعادة المحاولة',
  empty: 'لا توجد لديك مكافآت بعد. تظهر المكافآت الجديدة هنا.',
  kindDiscount: 'خصم من شريك',
  kindFreeMonths: 'أشهر مجانية',
  kindTicket: 'تذكرة فعالية',
  copy: 'نسخ',
  copyCode: 'نسخ الرمز {code}',
  copied: 'تم النسخ',
  copiedStatus: 'تم النسخ إلى الحافظة.',
  copyByHand: 'حدّده وانسخه يدويًا',
  copyFailed: 'تعذّر النسخ. حدّد الرمز وانسخه يدويًا.',
  validUntil: 'صالح حتى {date}',
};

export default ar;
