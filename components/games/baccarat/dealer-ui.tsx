import { CARD_ENTRY } from '@/components/dealer/entry';
import { baccaratResult } from './view';
import type { DealerUi } from '@/components/games/types';
import { useTranslations } from 'next-intl';
import { BaccaratHands, BaccaratNext, BaccaratResultLine } from './dealer-stage';

/** A last round in the console's history: the winner's letter in the dealer's words (P/B/T, H/B/R) and the totals. */
function HistoryBadge({ bac }: { bac: NonNullable<ReturnType<typeof baccaratResult>> }) {
  const t = useTranslations('games.baccarat.dealer');
  const tone = bac.winner === 'PLAYER' ? 'bg-player' : bac.winner === 'BANKER' ? 'bg-banker' : 'bg-tie';
  const hi = bac.winner === 'PLAYER' ? bac.playerTotal : bac.bankerTotal;
  const lo = bac.winner === 'PLAYER' ? bac.bankerTotal : bac.playerTotal;
  return (
    <span className="flex items-center gap-1.5">
      <span className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-black text-white ${tone}`}>
        {t(`letter.${bac.winner}`)}
      </span>
      <span className="font-mono text-xs text-gray-300">
        {hi}–{lo}
        {bac.natural ? <span className="ml-1 text-brass">{t('letter.natural')}</span> : null}
      </span>
    </span>
  );
}

/** The baccarat console: both hands, the result line, cards typed or tapped. */
export const baccaratDealer: DealerUi = {
  entry: CARD_ENTRY,
  Stage: ({ round }) => (
    <>
      <BaccaratHands round={round} />
      <BaccaratResultLine round={round} />
    </>
  ),
  nextBody(_round, next) {
    if (next?.kind !== 'card' || !next.to) return null;
    const player = next.to === 'player';
    return {
      accent: player ? 'border-player' : next.to === 'banker' ? 'border-banker' : 'border-brass',
      body: <BaccaratNext to={next.to} position={next.position} />,
    };
  },
  betTypes: ['PLAYER', 'BANKER', 'TIE'],
  historyBadge(result) {
    const bac = baccaratResult(result);
    return bac ? <HistoryBadge bac={bac} /> : null;
  },
};
