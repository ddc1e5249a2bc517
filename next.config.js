/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly from its package folder; Prisma's adapters and pg stay plain Node modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/adapter-pg', 'pg', 'pino', 'socket.io'],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
