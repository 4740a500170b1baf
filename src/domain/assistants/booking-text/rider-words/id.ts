import type { RiderWords } from './rider-words-shape';

export const id: RiderWords = {
  askPickup: 'Di mana kami harus menjemput Anda?',
  askDropoff: 'Anda mau ke mana?',
  askPickupTime: 'Kapan sopir harus datang? Contoh: besok jam 8 malam.',
  askReturnTime: 'Kapan Anda ingin kembali?',
  confirmPlace: (place) => `${place}, benar?`,
  thatPlace: 'Ya',
  pastTime: 'Waktu itu sudah lewat. Kapan sopir harus datang?',
  outsideHours: (time) =>
    `Kami tidak bisa menjemput pada waktu itu. Paling cepat kami bisa datang ${time}. Kapan sopir harus datang?`,
  offers: (trip) => `Berikut kendaraan untuk ${trip}. Anda pilih yang mana?`,
  confirm: (vehicle, trip, fare) =>
    `Pesan ${vehicle} untuk ${trip}, total ${fare}? Balas ya untuk konfirmasi, atau pilih kendaraan lain.`,
  yes: 'Ya, pesan',
  yesWords: ['ya', 'iya', 'oke', 'ok', 'boleh', 'setuju', 'pesan'],
  booked: (code, cashback) =>
    `Sudah dipesan! Kode perjalanan Anda ${code}; berikan kepada sopir saat perjalanan dimulai. Anda mendapat cashback ${cashback} setelah perjalanan.`,
  noVehicles:
    'Maaf, tidak ada kendaraan yang tersedia untuk perjalanan ini. Apakah waktu lain cocok untuk Anda?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: {
    hatchback: 'Hatchback',
    sedan: 'Sedan',
    suv: 'SUV',
    electric: 'Mobil listrik',
    luxury: 'Mobil mewah',
  },
  logInToChat: 'Silakan masuk untuk memesan lewat chat.',
  writeMessage: 'Tulis pesan',
  tooLong: (max) => `Pesan itu terlalu panjang. Tulis kurang dari ${max} karakter.`,
  failed: 'Maaf, terjadi kesalahan di pihak kami. Silakan kirim pesan Anda lagi.',
  chooseByNumber: 'Balas dengan nomor atau namanya.',
  textOnly: 'Saya hanya bisa membaca pesan teks. Tuliskan dari mana, ke mana, dan kapan Anda ingin pergi.',
};
