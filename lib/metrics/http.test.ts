/**
 * The `route` label of the request-duration histogram: the route file's pattern, never a raw path with ids
 * (issue #16 §4; bounded cardinality). Patterns written out by hand from the params Next hands the handler.
 */
import { describe, expect, it } from 'vitest';
import { routePattern, UNMATCHED_ROUTE } from '@/lib/metrics/http';

describe('routePattern', () => {
  it('replaces each param segment by [name], left to right, literals kept', () => {
    expect(routePattern('/api/rounds/3f2c-9a/bets', { id: '3f2c-9a' })).toBe('/api/rounds/[id]/bets');
    expect(routePattern('/api/users/u1/tokens/t9', { id: 'u1', tokenId: 't9' })).toBe(
      '/api/users/[id]/tokens/[tokenId]',
    );
    expect(routePattern('/api/tables', {})).toBe('/api/tables');
  });

  it("an id equal to a literal word may take that word's place, but the label stays made of literals and param names", () => {
    expect(routePattern('/api/tables/t1/seats/1', { id: 't1', seat: '1' })).toBe('/api/tables/[id]/seats/[seat]');
    expect(routePattern('/api/rounds/bets/bets', { id: 'bets' })).toBe('/api/rounds/[id]/bets');
    // Left to right: the first free 'tokens' after users is taken for [id], the next for [tokenId]: one more
    // possible label value for this route file (there are finitely many such placements), no id in it.
    expect(routePattern('/api/users/tokens/tokens/tokens', { id: 'tokens', tokenId: 'tokens' })).toBe(
      '/api/users/[id]/[tokenId]/tokens',
    );
  });

  it('percent-encoded ids are matched decoded; a catch-all run becomes [...name]', () => {
    expect(routePattern('/api/rounds/a%3Ab/bets', { id: 'a:b' })).toBe('/api/rounds/[id]/bets');
    expect(routePattern('/api/no/such/thing', { path: ['no', 'such', 'thing'] })).toBe('/api/[...path]');
  });

  it('a param missing from the path, or an absurdly long path, is "unmatched" (never the raw path)', () => {
    expect(routePattern('/api/rounds/abc/bets', { id: 'xyz' })).toBe(UNMATCHED_ROUTE);
    expect(routePattern(`/api${'/x'.repeat(20)}`, {})).toBe(UNMATCHED_ROUTE);
  });
});
