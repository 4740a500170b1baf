// What the booking agent says to a rider, as one language's table: the questions, offers and confirmations, the
// quick answers the chat shows as buttons, the chat's own refusals, and WhatsApp's numbered-choice hint.
import type { VehicleType } from '../../../constants';

export interface RiderWords {
  askPickup: string;
  askDropoff: string;
  askPickupTime: string;
  askReturnTime: string;
  confirmPlace: (place: string) => string;
  /** The button that keeps the place asked about; read back as a yes. */
  thatPlace: string;
  pastTime: string;
  /** The partner's hours or notice refused the time asked for; `time` is the next pickup it takes. */
  outsideHours: (time: string) => string;
  offers: (trip: string) => string;
  confirm: (vehicle: string, trip: string, fare: string) => string;
  /** The button that books the ride confirmed; read back as a yes. */
  yes: string;
  /** Other ways riders write yes in this language, read at the start of their message. */
  yesWords: readonly string[];
  booked: (code: string, cashback: string) => string;
  noVehicles: string;
  /** The ride's route and pickup time, as one phrase the other replies name it by. */
  trip: (route: string, when: string) => string;
  /** Each name is also read back as that vehicle when the rider taps its button or writes it. */
  vehicle: Record<VehicleType, string>;
  logInToChat: string;
  writeMessage: string;
  tooLong: (max: number) => string;
  failed: string;
  /** WhatsApp: the choices come as numbered lines. */
  chooseByNumber: string;
  /** WhatsApp: a photo, voice note or sticker came, which the agent cannot read. */
  textOnly: string;
}
