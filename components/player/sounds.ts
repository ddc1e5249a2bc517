'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** The player view's cues (issue #13 §6): betting about to close, the player's turn to decide, a win. */
export type Cue = 'closing' | 'turn' | 'win';

/** A tone of a cue: frequency (Hz), start and length (s) after the cue starts, loudness 0..1. */
export interface Tone {
  freq: number;
  at: number;
  length: number;
  gain: number;
}

/** Each cue as tones, generated with the Web Audio API (no sound files are downloaded). */
export const CUE_TONES: Record<Cue, readonly Tone[]> = {
  // Two short ticks, high then low: "bets are closing".
  closing: [
    { freq: 880, at: 0, length: 0.09, gain: 0.25 },
    { freq: 660, at: 0.16, length: 0.12, gain: 0.25 },
  ],
  // A rising pair: "your turn".
  turn: [
    { freq: 523.25, at: 0, length: 0.12, gain: 0.3 },
    { freq: 783.99, at: 0.12, length: 0.2, gain: 0.3 },
  ],
  // A major arpeggio: "you won".
  win: [
    { freq: 523.25, at: 0, length: 0.14, gain: 0.28 },
    { freq: 659.25, at: 0.1, length: 0.14, gain: 0.28 },
    { freq: 783.99, at: 0.2, length: 0.14, gain: 0.28 },
    { freq: 1046.5, at: 0.3, length: 0.35, gain: 0.3 },
  ],
};

/** The browser's key of the sound setting (seed 000 rule 19: settings are kept in the browser). */
export const SOUND_KEY = 'croupier-sound';

/** Reads the kept setting: sounds are off until the player turns them on. */
export function readSoundOn(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

type AudioCtor = typeof AudioContext;

// The setting for this page when the browser refuses storage (private mode).
let memorySound: boolean | null = null;
const soundListeners = new Set<() => void>();

function readStoredSound(): boolean {
  return memorySound ?? readSoundOn(window.localStorage);
}

function writeStoredSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    memorySound = null;
  } catch {
    memorySound = on;
  }
  for (const l of soundListeners) l();
}

function subscribeSound(listener: () => void): () => void {
  soundListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    soundListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Plays a cue's tones on `ctx` (sine notes with a short attack and decay, so nothing clicks). */
export function playTones(ctx: AudioContext, tones: readonly Tone[]): void {
  const t0 = ctx.currentTime + 0.02;
  for (const tone of tones) {
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = tone.freq;
    const start = t0 + tone.at;
    const end = start + tone.length;
    amp.gain.setValueAtTime(0, start);
    amp.gain.linearRampToValueAtTime(tone.gain, start + 0.01);
    amp.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(amp).connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }
}

/**
 * The player's sounds: `on` (restored from the browser), `toggle` (remembered), `play(cue)` (silent while
 * off). The audio context is made on the first toggle (a click: browsers allow sound only after one).
 */
export function useSounds(): { on: boolean; toggle: () => void; play: (cue: Cue) => void } {
  // The kept setting, read from the browser (the server's page has none: off), live across tabs.
  const on = useSyncExternalStore(subscribeSound, readStoredSound, () => false);
  const ctx = useRef<AudioContext | null>(null);

  const context = useCallback((): AudioContext | null => {
    if (ctx.current) return ctx.current;
    const Ctor: AudioCtor | undefined =
      typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext);
    if (!Ctor) return null;
    try {
      ctx.current = new Ctor();
    } catch {
      return null;
    }
    return ctx.current;
  }, []);

  const toggle = useCallback(() => {
    const next = !readStoredSound();
    writeStoredSound(next);
    if (next) void context()?.resume();
  }, [context]);

  const onRef = useRef(on);
  useEffect(() => {
    onRef.current = on;
  }, [on]);

  const play = useCallback(
    (cue: Cue) => {
      if (!onRef.current) return;
      const c = context();
      if (!c) return;
      if (c.state === 'suspended') void c.resume();
      playTones(c, CUE_TONES[cue]);
    },
    [context],
  );

  return { on, toggle, play };
}
