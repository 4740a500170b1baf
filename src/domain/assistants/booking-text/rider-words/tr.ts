import type { RiderWords } from './rider-words-shape';

export const tr: RiderWords = {
  askPickup: 'Sizi nereden alalım?',
  askDropoff: 'Nereye gidiyorsunuz?',
  askPickupTime: 'Sürücü ne zaman gelsin? Örneğin: yarın akşam 8.',
  askReturnTime: 'Ne zaman dönmek istiyorsunuz?',
  confirmPlace: (place) => `${place}, doğru mu?`,
  thatPlace: 'Evet',
  pastTime: 'Bu saat geçti. Sürücü ne zaman gelsin?',
  outsideHours: (time) =>
    `O saatte gelemiyoruz. En erken gelebileceğimiz zaman: ${time}. Sürücü ne zaman gelsin?`,
  offers: (trip) => `${trip} için araçlar bunlar. Hangisini istersiniz?`,
  confirm: (vehicle, trip, fare) =>
    `${trip} için ${vehicle} rezerve edilsin mi? Toplam ${fare}. Onaylamak için evet yazın ya da başka bir araç seçin.`,
  yes: 'Evet, rezerve et',
  yesWords: ['evet', 'tamam', 'olur', 'tabii', 'ok', 'onaylıyorum'],
  booked: (code, cashback) =>
    `Rezervasyon yapıldı! Yolculuk kodunuz ${code}; yolculuk başlarken sürücüye verin. Yolculuktan sonra ${cashback} nakit iade alacaksınız.`,
  noVehicles: 'Üzgünüz, bu yolculuk için boş araç yok. Başka bir saat uygun olur mu?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: {
    hatchback: 'Hatchback',
    sedan: 'Sedan',
    suv: 'SUV',
    electric: 'Elektrikli',
    luxury: 'Lüks',
  },
  logInToChat: 'Sohbetten rezervasyon yapmak için lütfen giriş yapın.',
  writeMessage: 'Bir mesaj yazın',
  tooLong: (max) => `Bu mesaj çok uzun. Lütfen ${max} karakterden kısa tutun.`,
  failed: 'Üzgünüz, bizim tarafımızda bir sorun oluştu. Lütfen mesajınızı yeniden gönderin.',
  chooseByNumber: 'Numara ya da adla yanıt verin.',
  textOnly:
    'Yalnızca yazılı mesajları okuyabiliyorum. Lütfen nereden nereye ve ne zaman gitmek istediğinizi yazın.',
};
