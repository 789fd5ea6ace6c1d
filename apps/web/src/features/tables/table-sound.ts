import { useCallback, useEffect, useState } from 'react';

// Optional table sounds (off by default): short WebAudio beeps, no sound files to load.

const STORAGE_KEY = 'khelo.tables.sound';

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/** A few short tones: [frequency Hz, duration ms] each, one after the other. */
export function beep(tones: readonly (readonly [number, number])[]): void {
  const ctx = audio();
  if (!ctx) return;
  let at = ctx.currentTime;
  for (const [frequency, ms] of tones) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.frequency.value = frequency;
    oscillator.type = 'sine';
    gain.gain.setValueAtTime(0.08, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += ms / 1000 + 0.03;
  }
}

export const TONES = {
  yourTurn: [
    [660, 110],
    [880, 140],
  ],
  card: [[520, 60]],
  deal: [
    [440, 50],
    [440, 50],
    [440, 50],
  ],
  win: [
    [523, 120],
    [659, 120],
    [784, 200],
  ],
  alert: [[300, 200]],
} as const;

export type ToneName = keyof typeof TONES;

/** The player's sound switch, remembered on this device. */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'on';
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // private mode: the switch lasts for this visit
    }
  }, [on]);
  const set = useCallback((next: boolean) => {
    setOn(next);
    // Browsers start audio only after a gesture: this tap is one.
    if (next) void audio()?.resume();
  }, []);
  return [on, set];
}

/** The tone of a table event (events are generic: a game names them, the table only sounds them). */
export function toneOf(type: string): ToneName | null {
  if (type === 'deal' || type === 'hand-started') return 'deal';
  if (type === 'draw' || type === 'discard' || type === 'drew' || type === 'discarded') return 'card';
  if (type === 'declare' || type === 'declared' || type === 'hand-over') return 'win';
  if (type === 'drop' || type === 'dropped' || type === 'wrong-show') return 'alert';
  return null;
}
