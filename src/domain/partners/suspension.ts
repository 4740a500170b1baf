// What a suspension by the platform means, in one place for the server's refusals and the screens' notices: riders
// cannot book, drivers get no offers, staff may read and export but change nothing. Nothing is deleted.
export const SUSPENSION_WORDS = {
  riders: (businessName: string) =>
    `${businessName} is not taking bookings at the moment. Your rides booked earlier are kept; please call them for help.`,
  drivers: (businessName: string) =>
    `${businessName} is paused by the platform: no new rides until it is resumed. Finish the rides you have.`,
  staff: (businessName: string, reason: string) =>
    `The platform has suspended ${businessName}${reason ? `: ${reason}` : ''}. You can read and export everything, but not change anything until it is resumed.`,
} as const;
