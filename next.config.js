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

export default nextConfig;
