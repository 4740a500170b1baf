import type { RiderWords } from './rider-words-shape';

export const ms: RiderWords = {
  askPickup: 'Di mana kami patut mengambil anda?',
  askDropoff: 'Anda hendak ke mana?',
  askPickupTime: 'Bilakah pemandu patut datang? Contohnya: esok pukul 8 malam.',
  askReturnTime: 'Bilakah anda mahu pulang?',
  confirmPlace: (place) => `${place}, betul?`,
  thatPlace: 'Ya',
  pastTime: 'Masa itu sudah berlalu. Bilakah pemandu patut datang?',
  outsideHours: (time) =>
    `Kami tidak dapat mengambil anda pada masa itu. Paling awal kami boleh datang ialah ${time}. Bilakah pemandu patut datang?`,
  offers: (trip) => `Ini kenderaan untuk ${trip}. Yang mana anda mahu?`,
  confirm: (vehicle, trip, fare) =>
    `Tempah ${vehicle} untuk ${trip}, jumlah ${fare}? Balas ya untuk mengesahkan, atau pilih kenderaan lain.`,
  yes: 'Ya, tempah',
  yesWords: ['ya', 'ok', 'okey', 'boleh', 'setuju', 'tempah'],
  booked: (code, cashback) =>
    `Sudah ditempah! Kod perjalanan anda ialah ${code}; berikan kepada pemandu apabila perjalanan bermula. Anda akan menerima pulangan tunai ${cashback} selepas perjalanan.`,
  noVehicles: 'Maaf, tiada kenderaan yang kosong untuk perjalanan ini. Adakah masa lain sesuai untuk anda?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: {
    hatchback: 'Hatchback',
    sedan: 'Sedan',
    suv: 'SUV',
    electric: 'Kereta elektrik',
    luxury: 'Kereta mewah',
  },
  logInToChat: 'Sila log masuk untuk menempah melalui sembang.',
  writeMessage: 'Tulis mesej',
  tooLong: (max) => `Mesej itu terlalu panjang. Sila tulis kurang daripada ${max} aksara.`,
  failed: 'Maaf, berlaku masalah di pihak kami. Sila hantar mesej anda sekali lagi.',
  chooseByNumber: 'Balas dengan nombor atau nama.',
  textOnly: 'Saya hanya boleh membaca mesej teks. Sila tulis dari mana, ke mana dan bila anda mahu pergi.',
};
