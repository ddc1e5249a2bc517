/**
 * [PLAYER] The sound setting is kept in the browser and restored (seed 000 rule 19: settings are kept in the
 * browser), off until the player turns it on (issue #13 §6: sounds are optional); the cues are generated tones.
 */
import { describe, expect, it } from 'vitest';
import { CUE_TONES, SOUND_KEY, readSoundOn } from './sounds';

const storage = (v: string | null) => ({ getItem: (k: string) => (k === SOUND_KEY ? v : null) });

describe('[PLAYER] sounds', () => {
  it('restores the kept choice: on only when the browser kept "on"', () => {
    expect(readSoundOn(storage('on'))).toBe(true);
    expect(readSoundOn(storage('off'))).toBe(false);
    expect(readSoundOn(storage(null))).toBe(false);
    expect(readSoundOn(null)).toBe(false);
  });

  it('a browser that refuses storage (private mode) means off', () => {
    expect(
      readSoundOn({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });

  it('each cue is audible tones in order, the win ending on the octave of its first note', () => {
    for (const tones of Object.values(CUE_TONES)) {
      expect(tones.length).toBeGreaterThan(1);
      for (const t of tones) expect(t.freq > 20 && t.freq < 20_000 && t.gain > 0 && t.gain <= 1).toBe(true);
      expect(tones.map((t) => t.at)).toEqual([...tones.map((t) => t.at)].sort((a, b) => a - b));
    }
    // C5 E5 G5 C6: 523.25 Hz up to 1046.5 Hz, twice the first.
    expect(CUE_TONES.win.map((t) => t.freq)).toEqual([523.25, 659.25, 783.99, 1046.5]);
  });
});
