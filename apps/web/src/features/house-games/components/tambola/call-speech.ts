// Spoken numbers (off by default): the Web Speech API's speechSynthesis, in English or Hindi. The Hindi
// words come from the locale (tambola.json `numbers`), so the voice says "सत्ताईस", not a digit string.

export const SPEECH_STORAGE_KEY = 'khelo.tambola.speech';

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speak(text: string, lang: string): void {
  if (!speechAvailable()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = 0.95;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
