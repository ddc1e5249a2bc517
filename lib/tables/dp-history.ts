/** Moved to lib/designated-player/history.ts (the designated-player capability); kept for the importers of its types. */
export * from '@/lib/designated-player/history';
