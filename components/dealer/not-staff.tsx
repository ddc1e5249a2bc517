import Link from 'next/link';

/** Shown to a signed-in user who cannot deal (a PLAYER). */
export function NotStaff() {
  return (
    <div className="mx-auto mt-24 max-w-md rounded border border-line bg-panel p-6 text-sm">
      <h1 className="text-base font-semibold text-brass">Dealer console</h1>
      <p className="mt-2 text-gray-400">
        This console is for dealers, pit bosses and admins. Your account cannot deal tables.
      </p>
      <Link href="/" className="mt-4 inline-block text-gray-300 underline hover:text-white">
        Back to your console
      </Link>
    </div>
  );
}
