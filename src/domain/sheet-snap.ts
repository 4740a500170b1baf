// Where the mobile sign-up sheet settles after a drag (spec 2.4): heights are percentages of the viewport,
// clamped to 30–85; above 65 it opens to 85, below 45 it folds to 30, anything between rests at 50.
export const SIGNUP_SHEET = { start: 40, min: 30, max: 85, mid: 50, openAbove: 65, foldBelow: 45 } as const;

export function clampSheetHeight(percent: number): number {
  return Math.min(SIGNUP_SHEET.max, Math.max(SIGNUP_SHEET.min, percent));
}

export function snapSheetHeight(percent: number): number {
  const height = clampSheetHeight(percent);
  if (height > SIGNUP_SHEET.openAbove) return SIGNUP_SHEET.max;
  if (height < SIGNUP_SHEET.foldBelow) return SIGNUP_SHEET.min;
  return SIGNUP_SHEET.mid;
}
