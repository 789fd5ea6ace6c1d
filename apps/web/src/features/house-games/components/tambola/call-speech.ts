// Spoken numbers (off by default): the Web Speech API's speechSynthesis, in English or Hindi. The Hindi
// words come from the locale (tambola.json `numbers`), so the voice says "सत्ताईस", not a digit string.
// A device without a voice of the language (many have no Hindi voice) would read Devanagari badly or not
// at all: the number is then said as digits by the default voice, quietly — no error for the player.

export const SPEECH_STORAGE_KEY = 'khelo.tambola.speech';

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

type Voice = Pick<SpeechSynthesisVoice, 'lang' | 'default'>;

/** The voice for a BCP 47 tag: the exact one (hi-IN), else one of the same language (hi, hi-XX), else null. */
export function pickVoice<V extends Voice>(voices: readonly V[], lang: string): V | null {
  const norm = (tag: string) => tag.replace('_', '-').toLowerCase();
  const wanted = norm(lang);
  const base = wanted.split('-')[0]!;
  return (
    voices.find((voice) => norm(voice.lang) === wanted) ??
    voices.find((voice) => norm(voice.lang).split('-')[0] === base) ??
    null
  );
}

/** Says a called number: its words in `lang` with that language's voice, or its digits when there is none. */
export function speakNumber(call: { words: string; number: number }, lang: string): void {
  if (!speechAvailable()) return;
  try {
    const synth = window.speechSynthesis;
    const voices = synth.getVoices();
    const own = pickVoice(voices, lang);
    // An empty list means the voices are not loaded yet: the browser then picks by `lang` itself.
    const fallback = voices.length > 0 && !own;
    const voice = fallback ? (pickVoice(voices, 'en-IN') ?? voices.find((one) => one.default) ?? null) : own;
    const utterance = new SpeechSynthesisUtterance(fallback ? String(call.number) : call.words);
    if (voice) utterance.voice = voice;
    utterance.lang = voice?.lang ?? lang;
    utterance.rate = 0.95;
    synth.cancel();
    synth.speak(utterance);
  } catch {
    // Speech is an extra: a browser that refuses it leaves the game as it is.
  }
}
