import createNextIntlPlugin from 'next-intl/plugin';

/** Languages (issue #13): next-intl reads its per-request configuration from lib/i18n/request.ts. */
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly from its package folder; Prisma's adapters and pg stay plain Node modules.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/adapter-pg',
    'pg',
    'pino',
    'socket.io',
  ],
  // A separate build folder per dev server (NEXT_DIST_DIR), so several can run side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
};

export default withNextIntl(nextConfig);
