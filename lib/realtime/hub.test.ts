import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Server } from 'socket.io';
import { logger } from '@/lib/log';
import { attachIo, deliver, flushDeliveries, onDeliver, pendingDeliveries, type Outgoing } from '@/lib/realtime/hub';
import type { ClientToServerEvents, ServerToClientEvents } from '@/lib/realtime/events';

/** A socket.io server stand-in: records every emit as "room event n"; each emit busy-waits `costMs` (encoding). */
function fakeIo(costMs: number, sent: string[], failOn?: number) {
  const room = (name: string) => ({
    except: () => room(name),
    emit: (event: string, payload: { n: number }) => {
      const until = performance.now() + costMs;
      while (performance.now() < until);
      if (payload.n === failOn) throw new Error('cannot encode');
      sent.push(`${name} ${event} ${payload.n}`);
      return true;
    },
  });
  return { to: room } as unknown as Server<ClientToServerEvents, ServerToClientEvents>;
}

const msg = (n: number, room = 'user:u1'): Outgoing => ({ room, event: 'balance', payload: { n } });
const drained = async () => {
  while (pendingDeliveries() > 0) await new Promise((r) => setImmediate(r));
};

afterEach(() => attachIo(undefined));

describe('deliver', () => {
  it('emits a short batch at once, in order', () => {
    const sent: string[] = [];
    attachIo(fakeIo(0, sent));
    deliver([msg(1), msg(2, 'table:t1'), msg(3)]);
    expect(sent).toEqual(['user:u1 balance 1', 'table:t1 balance 2', 'user:u1 balance 3']);
    expect(pendingDeliveries()).toBe(0);
  });

  it('sends a long batch over several turns of the event loop, and a later batch only after it', async () => {
    const sent: string[] = [];
    attachIo(fakeIo(1, sent));
    const turns: number[] = [];
    // 60 emits of 1 ms each: at most a few 4 ms slices' worth go out before deliver returns.
    deliver(Array.from({ length: 60 }, (_, i) => msg(i)));
    const first = sent.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(60);
    setImmediate(() => turns.push(sent.length));
    deliver([msg(100), msg(101)]);
    expect(sent.length).toBe(first);
    await drained();
    expect(sent).toEqual([
      ...Array.from({ length: 60 }, (_, i) => `user:u1 balance ${i}`),
      'user:u1 balance 100',
      'user:u1 balance 101',
    ]);
    // Other work ran while the batch was being sent (the event loop was let in between slices).
    expect(turns).toHaveLength(1);
    expect(turns[0]).toBeGreaterThan(first);
    expect(turns[0]).toBeLessThan(62);
  });

  it('goes on after a message that cannot be emitted', async () => {
    const sent: string[] = [];
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    attachIo(fakeIo(0, sent, 2));
    deliver([msg(1), msg(2), msg(3)]);
    await drained();
    expect(sent).toEqual(['user:u1 balance 1', 'user:u1 balance 3']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
    deliver([msg(4)]);
    expect(sent.at(-1)).toBe('user:u1 balance 4');
  });

  it('emits a message whose listener fails', () => {
    const sent: string[] = [];
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    attachIo(fakeIo(0, sent));
    const off = onDeliver(() => {
      throw new Error('listener bug');
    });
    deliver([msg(1), msg(2)]);
    off();
    error.mockRestore();
    expect(sent).toEqual(['user:u1 balance 1', 'user:u1 balance 2']);
  });

  it('flushDeliveries sends what is queued, then detaches the server', async () => {
    const sent: string[] = [];
    const io = fakeIo(1, sent);
    attachIo(io);
    deliver(Array.from({ length: 30 }, (_, i) => msg(i)));
    expect(sent.length).toBeLessThan(30);
    expect(await flushDeliveries(io, 5_000)).toBe(0);
    expect(sent).toHaveLength(30);
    // Detached: a later delivery reaches the listeners only.
    const heard: Outgoing[] = [];
    const off = onDeliver((m) => heard.push(m));
    deliver([msg(99)]);
    off();
    expect(heard).toHaveLength(1);
    expect(sent).toHaveLength(30);
  });
});
