import type { PlayerUi } from '@/components/games/types';
import { HcfBoard, HcfTableRules, useHcf } from './player-board';
import { HcfBetControls } from './player-controls';
import { hcfBetLabel, refineHcfProblem } from './player-format';
import { useHcfActions } from './use-hcf-actions';

const LIMIT_LABEL: Record<string, string> = {
  ANTE: 'Ante · 1:1 (required)',
  FLUSH_BONUS: 'Flush bonus · 2:1 to 200:1',
  STRAIGHT_FLUSH_BONUS: 'Straight flush bonus · 8:1 to 1000:1',
};

/** The High Card Flush player view: the DP rotation, the seats, the player's hand, bets and decisions. */
export const highCardFlushPlayer: PlayerUi = {
  usePlayerGame: function useHcfPlayer({ s: base }) {
    const s = { ...base, ...useHcfActions(base) };
    const hcf = useHcf(s);
    const round = s.round;
    return {
      felt: <HcfBoard s={s} />,
      controls: <HcfBetControls s={s} h={hcf.h} my={hcf.my} rules={hcf.rules} />,
      aside: <HcfTableRules rules={hcf.rules} />,
      label: hcfBetLabel(hcf.rules),
      // Bets are taken only once the DP seat is settled (§HCF-7).
      canBet: !!hcf.h?.betting,
      hint: hcf.my.isDp
        ? 'you bank this round'
        : hcf.my.seat !== null
          ? 'bet on your seat'
          : 'sit at a free seat to play',
      closedHint: s.bettingOpen ? 'Bets open once the DP seat is settled' : null,
      // Bets wait for the DP seat to be settled (§HCF-7).
      statusText:
        round?.status === 'BETTING' && (round.view as { rotation?: { decided?: boolean } }).rotation?.decided === false
          ? 'DP offer'
          : null,
      countdown:
        hcf.h && hcf.h.status === 'BETTING' && !hcf.h.decided ? (
          <span data-testid="countdown" className="font-semibold text-amber-300">
            Settling the DP seat
          </span>
        ) : null,
      repeatBlocked: hcf.my.seat === null || hcf.my.isDp,
    };
  },
  resultsByShoe: false,
  limitLabel: (key) => LIMIT_LABEL[key] ?? null,
  problem: refineHcfProblem,
};
