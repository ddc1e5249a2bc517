/** The lobby's last result of a baccarat table: the winning side. */
export function BaccaratLastResult({ result }: { result: Record<string, unknown> }) {
  if (typeof result.winner !== 'string') return null;
  return (
    <span className="text-gray-400">
      · last: <span className="font-semibold text-gray-200">{String(result.winner)}</span>
    </span>
  );
}
