import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter } from '../../src/domain/control-characters';

describe('text no person types', () => {
  it('finds control characters but keeps tabs, line breaks and every script', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u007Fb')).toBe(true);
    expect(hasControlCharacter('line one\nline two\ttabbed\r\n')).toBe(false);
    expect(hasControlCharacter('மரியா مرحبا 中文 🚕👩🏽‍✈️ e\u0301')).toBe(false);
  });

  it('finds half of a surrogate pair, alone or out of order, but not a whole pair', () => {
    expect(hasControlCharacter('taxi \uD83D')).toBe(true);
    expect(hasControlCharacter('\uDE95 taxi')).toBe(true);
    expect(hasControlCharacter('\uDE95\uD83D')).toBe(true);
    expect(hasControlCharacter('\uD83D\uDE95')).toBe(false);
  });

  it('names the field that holds one', () => {
    expect(controlCharacterPath({ device: { os: 'Android', model: 'Pixel \uDBFF' } })).toBe('device.model');
    expect(controlCharacterPath({ device: { os: 'Android' } })).toBeNull();
  });
});
