// French sets ? ! : ; off with a narrow no-break space (\u202f), so they never wrap onto a line of their own.
import type { RiderWords } from './rider-words-shape';

export const fr: RiderWords = {
  askPickup: 'Où devons-nous venir vous chercher\u202f?',
  askDropoff: 'Où allez-vous\u202f?',
  askPickupTime: 'Quand le chauffeur doit-il venir\u202f? Par exemple\u202f: demain 20 h.',
  askReturnTime: 'Quand voulez-vous revenir\u202f?',
  confirmPlace: (place) => `${place}, c’est bien ça\u202f?`,
  thatPlace: 'Oui',
  pastTime: 'Cette heure est déjà passée. Quand le chauffeur doit-il venir\u202f?',
  outsideHours: (time) =>
    `Nous ne pouvons pas venir à cette heure-là. Au plus tôt, nous pouvons venir le ${time}. Quand le chauffeur doit-il venir\u202f?`,
  offers: (trip) => `Voici les véhicules pour ${trip}. Lequel souhaitez-vous\u202f?`,
  confirm: (vehicle, trip, fare) =>
    `Réserver\u202f: ${vehicle} pour ${trip}, ${fare} au total\u202f? Répondez oui pour confirmer, ou choisissez un autre véhicule.`,
  yes: 'Oui, réserver',
  yesWords: ['oui', 'ouais', 'ok', 'd’accord', "d'accord", 'daccord', 'bien sûr', 'confirmer', 'réserver'],
  booked: (code, cashback) =>
    `C’est réservé\u202f! Votre code de course est ${code}\u202f; donnez-le au chauffeur au départ. Vous recevrez ${cashback} de cashback après la course.`,
  noVehicles:
    'Désolé, aucun véhicule n’est libre pour ce trajet. Un autre horaire vous conviendrait-il\u202f?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: {
    hatchback: 'Citadine',
    sedan: 'Berline',
    suv: 'SUV',
    electric: 'Électrique',
    luxury: 'Luxe',
  },
  logInToChat: 'Connectez-vous pour réserver par chat.',
  writeMessage: 'Écrivez un message',
  tooLong: (max) => `Ce message est trop long. Limitez-le à ${max} caractères.`,
  failed: 'Désolé, un problème est survenu de notre côté. Renvoyez votre message.',
  chooseByNumber: 'Répondez par le numéro ou le nom.',
  textOnly: 'Je ne lis que les messages texte. Écrivez d’où, vers où et quand vous voulez partir.',
};
