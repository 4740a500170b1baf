import type { RiderWords } from './rider-words-shape';

export const ar: RiderWords = {
  askPickup: 'من أين نأخذك؟',
  askDropoff: 'إلى أين تريد الذهاب؟',
  askPickupTime: 'متى يأتي السائق؟ مثلًا: غدًا الساعة 8 مساءً.',
  askReturnTime: 'متى تريد العودة؟',
  confirmPlace: (place) => `${place} — صحيح؟`,
  thatPlace: 'نعم',
  pastTime: 'لقد مضى هذا الوقت. متى يأتي السائق؟',
  outsideHours: (time) =>
    `لا يمكننا الحضور في ذلك الوقت. أقرب موعد يمكننا الحضور فيه هو ${time}. متى يأتي السائق؟`,
  offers: (trip) => `هذه هي السيارات المتاحة لرحلة ${trip}. أيّها تفضّل؟`,
  confirm: (vehicle, trip, fare) =>
    `هل نحجز ${vehicle} لرحلة ${trip} بإجمالي ${fare}؟ أرسل نعم للتأكيد، أو اختر سيارة أخرى.`,
  yes: 'نعم، احجز',
  yesWords: ['نعم', 'أجل', 'أيوه', 'ايوه', 'موافق', 'تمام', 'احجز', 'أكد', 'تأكيد'],
  booked: (code, cashback) =>
    `تم الحجز! رمز رحلتك ${code}؛ أعطه للسائق عند بدء الرحلة. ستحصل على استرداد نقدي بقيمة ${cashback} بعد الرحلة.`,
  noVehicles: 'عذرًا، لا توجد سيارات متاحة لهذه الرحلة. هل يناسبك وقت آخر؟',
  trip: (route, when) => `${route}، ${when}`,
  vehicle: {
    hatchback: 'هاتشباك',
    sedan: 'سيدان',
    suv: 'سيارة دفع رباعي',
    electric: 'سيارة كهربائية',
    luxury: 'سيارة فاخرة',
  },
  logInToChat: 'يرجى تسجيل الدخول للحجز عبر المحادثة.',
  writeMessage: 'اكتب رسالة',
  tooLong: (max) => `هذه الرسالة طويلة جدًا. يرجى ألا تتجاوز ${max} حرف.`,
  failed: 'عذرًا، حدث خطأ من جهتنا. يرجى إرسال رسالتك مرة أخرى.',
  chooseByNumber: 'أرسل الرقم أو الاسم.',
  textOnly: 'أستطيع قراءة الرسائل النصية فقط. يرجى كتابة من أين وإلى أين ومتى تريد الذهاب.',
};
