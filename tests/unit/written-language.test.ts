// The language a rider's script names: the agent answers in it whatever the screen's language.
import { describe, expect, it } from 'vitest';
import { writtenLanguage } from '../../src/domain/assistants/booking-text/written-language';

describe('writtenLanguage', () => {
  it('names the one site language each script is written in', () => {
    expect(writtenLanguage('أريد تاكسي من دبي مول', 'en')).toBe('ar');
    expect(writtenLanguage('நாளை காலை 9 மணி', 'en')).toBe('ta');
    expect(writtenLanguage('कल सुबह 9 बजे', 'fr')).toBe('hi');
    expect(writtenLanguage('ನಾಳೆ ಬೆಳಿಗ್ಗೆ', 'en')).toBe('kn');
    expect(writtenLanguage('നാളെ രാവിലെ', 'en')).toBe('ml');
    expect(writtenLanguage('రేపు ఉదయం', 'en')).toBe('te');
    expect(writtenLanguage('Такси до аэропорта', 'en')).toBe('ru');
    expect(writtenLanguage('明天早上去机场', 'en')).toBe('zh');
  });

  it('reads a place written in Latin letters among the script as the script’s language', () => {
    expect(writtenLanguage('من Chennai إلى Vellore', 'en')).toBe('ar');
    expect(writtenLanguage('سيدان · ‏٥٬٦٠٠ ₹', 'en')).toBe('ar');
  });

  it('keeps the screen’s language for Latin letters, digits and signs, and English for an unknown one', () => {
    expect(writtenLanguage('mañana a las 8', 'es')).toBe('es');
    expect(writtenLanguage('Chennai to Vellore', 'ar')).toBe('ar');
    expect(writtenLanguage('2', 'tr')).toBe('tr');
    expect(writtenLanguage('tomorrow', 'de')).toBe('en');
  });
});
