import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, speakNumber } from './call-speech';

// Spoken numbers: Hindi uses a Hindi voice when the device has one; without one the number is said as
// digits by an English (or the default) voice, and a browser that refuses speech raises nothing.

interface FakeVoice {
  lang: string;
  name: string;
  default: boolean;
}

class FakeUtterance {
  voice: FakeVoice | null = null;
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

function installSpeech(voices: FakeVoice[], speak = vi.fn()) {
  const synth = { getVoices: () => voices, cancel: vi.fn(), speak };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

const voice = (lang: string, name: string, isDefault = false): FakeVoice => ({
  lang,
  name,
  default: isDefault,
});
const said = (synth: ReturnType<typeof installSpeech>) => synth.speak.mock.calls.at(-1)?.[0] as FakeUtterance;

afterEach(() => vi.unstubAllGlobals());

describe('spoken numbers', () => {
  it('says the Hindi words with the hi-IN voice when the device has one', () => {
    const hindi = voice('hi-IN', 'Lekha');
    const synth = installSpeech([voice('en-US', 'Samantha', true), voice('en-IN', 'Rishi'), hindi]);
    speakNumber({ words: 'सत्ताईस', number: 27 }, 'hi-IN');
    expect(said(synth)).toMatchObject({ text: 'सत्ताईस', lang: 'hi-IN', voice: hindi });
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('takes another Hindi voice (hi, hi_IN) before falling back', () => {
    expect(pickVoice([voice('en-IN', 'Rishi'), voice('hi_IN', 'Google हिन्दी')], 'hi-IN')?.name).toBe(
      'Google हिन्दी',
    );
    expect(pickVoice([voice('en-IN', 'Rishi')], 'hi-IN')).toBeNull();
  });

  it('without a Hindi voice says the digits with the Indian English voice, quietly', () => {
    const indian = voice('en-IN', 'Rishi');
    const synth = installSpeech([voice('en-US', 'Samantha', true), indian]);
    expect(() => speakNumber({ words: 'सत्ताईस', number: 27 }, 'hi-IN')).not.toThrow();
    expect(said(synth)).toMatchObject({ text: '27', lang: 'en-IN', voice: indian });
  });

  it('without an Indian English voice uses the default one', () => {
    const fallback = voice('en-US', 'Samantha', true);
    const synth = installSpeech([voice('fr-FR', 'Thomas'), fallback]);
    speakNumber({ words: 'सत्ताईस', number: 27 }, 'hi-IN');
    expect(said(synth)).toMatchObject({ text: '27', lang: 'en-US', voice: fallback });
  });

  it('leaves the choice to the browser while its voices are not loaded yet', () => {
    const synth = installSpeech([]);
    speakNumber({ words: 'सत्ताईस', number: 27 }, 'hi-IN');
    expect(said(synth)).toMatchObject({ text: 'सत्ताईस', lang: 'hi-IN', voice: null });
  });

  it('raises nothing when the browser refuses to speak', () => {
    installSpeech(
      [voice('hi-IN', 'Lekha')],
      vi.fn(() => {
        throw new Error('not allowed');
      }),
    );
    expect(() => speakNumber({ words: 'नब्बे', number: 90 }, 'hi-IN')).not.toThrow();
  });
});
