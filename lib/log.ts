import pino from 'pino';

/** The process logger (pino, JSON lines; `LOG_LEVEL` sets the level, default info; silent under tests). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { app: 'croupier' },
});
