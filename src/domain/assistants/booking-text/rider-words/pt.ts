import type { RiderWords } from './rider-words-shape';

export const pt: RiderWords = {
  askPickup: 'Onde devemos buscar você?',
  askDropoff: 'Para onde você vai?',
  askPickupTime: 'Quando o motorista deve chegar? Por exemplo: amanhã às 20h.',
  askReturnTime: 'Quando você quer voltar?',
  confirmPlace: (place) => `${place}, certo?`,
  thatPlace: 'Sim',
  pastTime: 'Esse horário já passou. Quando o motorista deve chegar?',
  outsideHours: (time) =>
    `Não podemos buscar você nesse horário. O mais cedo que podemos ir é ${time}. Quando o motorista deve chegar?`,
  offers: (trip) => `Estes são os veículos para ${trip}. Qual você prefere?`,
  confirm: (vehicle, trip, fare) =>
    `${vehicle} para ${trip}, ${fare} no total. Podemos reservar? Responda sim para confirmar ou escolha outro veículo.`,
  yes: 'Sim, reservar',
  yesWords: ['sim', 'claro', 'ok', 'pode', 'isso', 'confirmo', 'reservar'],
  booked: (code, cashback) =>
    `Reservado! Seu código de viagem é ${code}; informe-o ao motorista no início da viagem. Você recebe ${cashback} de cashback após a viagem.`,
  noVehicles: 'Desculpe, não há veículos livres para esta viagem. Outro horário serve para você?',
  trip: (route, when) => `${route}, ${when}`,
  vehicle: { hatchback: 'Hatch', sedan: 'Sedã', suv: 'SUV', electric: 'Elétrico', luxury: 'Luxo' },
  logInToChat: 'Entre na sua conta para reservar pelo chat.',
  writeMessage: 'Escreva uma mensagem',
  tooLong: (max) => `Essa mensagem é longa demais. Use menos de ${max} caracteres.`,
  failed: 'Desculpe, algo deu errado do nosso lado. Envie sua mensagem novamente.',
  chooseByNumber: 'Responda com o número ou o nome.',
  textOnly: 'Só consigo ler mensagens de texto. Escreva de onde, para onde e quando você quer ir.',
};
