import type { RiderWords } from './rider-words-shape';

export const en: RiderWords = {
  askPickup: 'Where should we pick you up?',
  askDropoff: 'Where are you going?',
  askPickupTime: 'When should the driver come? For example: tomorrow 8 pm.',
  askReturnTime: 'When do you want to come back?',
  confirmPlace: (place) => `${place} — right?`,
  thatPlace: 'Yes',
  pastTime: 'That time has already passed. When should the driver come?',
  outsideHours: (time) =>
    `We can't pick you up then. The earliest we can come is ${time}. When should the driver come?`,
  offers: (trip) => `Here are the vehicles for ${trip}. Which one would you like?`,
  confirm: (vehicle, trip, fare) =>
    `Book a ${vehicle} for ${trip}, ${fare} in all? Reply yes to confirm, or choose another vehicle.`,
  yes: 'Yes, book it',
  yesWords: ['yes', 'yeah', 'yep', 'ok', 'okay', 'confirm', 'book', 'book it', 'go ahead', 'sure'],
  booked: (code, cashback) =>
    `Booked! Your trip code is ${code}; give it to the driver when the ride starts. You get ${cashback} cashback after the ride.`,
  noVehicles: 'Sorry, no vehicles are free for this trip. Would another time suit you?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: { hatchback: 'Hatchback', sedan: 'Sedan', suv: 'SUV', electric: 'Electric', luxury: 'Luxury' },
  logInToChat: 'Please log in to book by chat.',
  writeMessage: 'Write a message',
  tooLong: (max) => `That message is too long. Please keep it under ${max} characters.`,
  failed: 'Sorry, something went wrong on our side. Please send your message again.',
  chooseByNumber: 'Reply with a number or the name.',
  textOnly: 'I can read text messages only. Please write where and when you want to go.',
};
