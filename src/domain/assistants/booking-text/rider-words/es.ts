import type { RiderWords } from './rider-words-shape';

export const es: RiderWords = {
  askPickup: '¿Dónde te recogemos?',
  askDropoff: '¿A dónde vas?',
  askPickupTime: '¿Cuándo debe llegar el conductor? Por ejemplo: mañana a las 8 p. m.',
  askReturnTime: '¿Cuándo quieres volver?',
  confirmPlace: (place) => `${place}, ¿correcto?`,
  thatPlace: 'Sí',
  pastTime: 'Esa hora ya pasó. ¿Cuándo debe llegar el conductor?',
  outsideHours: (time) =>
    `No podemos recogerte a esa hora. Lo más pronto que podemos ir es ${time}. ¿Cuándo debe llegar el conductor?`,
  offers: (trip) => `Estos son los vehículos para ${trip}. ¿Cuál prefieres?`,
  confirm: (vehicle, trip, fare) =>
    `${vehicle} para ${trip}, ${fare} en total. ¿Lo reservamos? Responde sí para confirmar o elige otro vehículo.`,
  yes: 'Sí, reservar',
  yesWords: ['sí', 'si', 'claro', 'vale', 'de acuerdo', 'confirmo', 'reservar', 'reserva'],
  booked: (code, cashback) =>
    `¡Reservado! Tu código de viaje es ${code}; dáselo al conductor cuando empiece el viaje. Recibirás ${cashback} de reembolso después del viaje.`,
  noVehicles: 'Lo sentimos, no hay vehículos libres para este viaje. ¿Te viene bien otra hora?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: { hatchback: 'Compacto', sedan: 'Sedán', suv: 'SUV', electric: 'Eléctrico', luxury: 'Lujo' },
  logInToChat: 'Inicia sesión para reservar por chat.',
  writeMessage: 'Escribe un mensaje',
  tooLong: (max) => `Ese mensaje es demasiado largo. Escribe menos de ${max} caracteres.`,
  failed: 'Lo sentimos, algo salió mal por nuestra parte. Envía tu mensaje de nuevo.',
  chooseByNumber: 'Responde con el número o el nombre.',
  textOnly: 'Solo puedo leer mensajes de texto. Escribe desde dónde, a dónde y cuándo quieres ir.',
};
