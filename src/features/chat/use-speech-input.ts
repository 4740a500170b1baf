// Voice input through the Web Speech API (spec 9): the UI's language as an Indian locale (en-IN by default),
// continuous, stopped 2 s after the last result. Browsers without speech recognition get `supported: false`,
// and the screen says so instead of failing silently.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../domain/constants';

export const SPEECH_STOP_AFTER_MS = 2000;

const SPEECH_LOCALES: Partial<Record<Language, string>> = {
  en: 'en-IN',
  ta: 'ta-IN',
  ml: 'ml-IN',
  kn: 'kn-IN',
  te: 'te-IN',
  hi: 'hi-IN',
};

interface SpeechResultList {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; [alternative: number]: { readonly transcript: string } };
}

/** The slice of the Web Speech API's recogniser this hook uses (TypeScript's DOM types do not carry it). */
interface Recogniser {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { readonly results: SpeechResultList }) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecogniserClass = new () => Recogniser;

function recogniserClass(): RecogniserClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecogniserClass;
    webkitSpeechRecognition?: RecogniserClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export type SpeechProblem = 'unsupported' | 'failed' | null;

export function useSpeechInput(language: Language, onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem>(null);
  const recogniser = useRef<Recogniser | null>(null);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    clearTimeout(stopTimer.current);
    recogniser.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = recogniserClass();
    if (!Recognition) {
      setProblem('unsupported');
      return;
    }
    setProblem(null);
    const recognition = new Recognition();
    recognition.lang = SPEECH_LOCALES[language] ?? 'en-IN';
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
      onTextRef.current(text.trim());
      clearTimeout(stopTimer.current);
      stopTimer.current = setTimeout(() => recognition.stop(), SPEECH_STOP_AFTER_MS);
    };
    recognition.onerror = (event) => {
      if (event.error !== 'no-speech' && event.error !== 'aborted') setProblem('failed');
    };
    recognition.onend = () => {
      clearTimeout(stopTimer.current);
      if (recogniser.current === recognition) recogniser.current = null;
      setListening(false);
    };
    recogniser.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch {
      recogniser.current = null;
      setListening(false);
      setProblem('failed');
    }
  }, [language]);

  useEffect(
    () => () => {
      clearTimeout(stopTimer.current);
      const active = recogniser.current;
      recogniser.current = null;
      if (active) {
        active.onend = null;
        active.stop();
      }
    },
    [],
  );

  return { listening, problem, start, stop };
}
