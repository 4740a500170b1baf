// The sign-up sheet's snapping rules of spec 2.4.
import { describe, expect, it } from 'vitest';
import { SIGNUP_SHEET, clampSheetHeight, snapSheetHeight } from '../../src/domain/sheet-snap';

describe('the sign-up sheet', () => {
  it('starts at 40 % and stays within 30–85 %', () => {
    expect(SIGNUP_SHEET.start).toBe(40);
    expect(clampSheetHeight(10)).toBe(30);
    expect(clampSheetHeight(95)).toBe(85);
    expect(clampSheetHeight(55)).toBe(55);
  });

  it('snaps above 65 to 85, below 45 to 30, and otherwise to 50', () => {
    expect(snapSheetHeight(66)).toBe(85);
    expect(snapSheetHeight(100)).toBe(85);
    expect(snapSheetHeight(65)).toBe(50);
    expect(snapSheetHeight(45)).toBe(50);
    expect(snapSheetHeight(44.9)).toBe(30);
    expect(snapSheetHeight(0)).toBe(30);
  });
});
