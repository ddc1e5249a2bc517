import { describe, expect, it } from 'vitest';
import { dealerWord } from './model';

const t = (key: string) =>
  ({ anotherDealer: 'another dealer', unassigned: 'unassigned', nobody: 'nobody' })[key] ?? key;

describe('[DEALER] the dealer of a table in the console', () => {
  it("names the staff's view by username, others by the public name, else says whether one is assigned", () => {
    expect(dealerWord({ dealerUsername: 'dealer1', dealerName: 'Jana', hasDealer: true }, t)).toBe('dealer1');
    expect(dealerWord({ dealerUsername: null, dealerName: 'Jana', hasDealer: true }, t)).toBe('Jana');
    // Another table's dealer reads no username: an assigned dealer is not "nobody".
    expect(dealerWord({ dealerUsername: null, dealerName: null, hasDealer: true }, t, 'nobody')).toBe('another dealer');
    expect(dealerWord({ dealerUsername: null, dealerName: null, hasDealer: false }, t, 'nobody')).toBe('nobody');
    expect(dealerWord({ dealerUsername: null, dealerName: null, hasDealer: false }, t)).toBe('unassigned');
  });
});
