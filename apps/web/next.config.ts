import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@circula/domain'],
  turbopack: {
    rules: {
      '*.ts': {
        condition: { path: /packages\/[^/]+\/src\// },
        loaders: [require.resolve('./build-tools/strip-js-extension-loader.cjs')],
      },
    },
  },
  // /_next/static is fingerprinted and served immutable by Next; the few files of public/ are not, so
  // they get a day in caches and a week of stale-while-revalidate instead of Next's max-age=0.
  async headers() {
    return [
      {
        source: '/:file(og-image\\.png)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      },
    ];
  },
  images: {
    // The spec's sizes; optimisation is off so images are served as uploaded (no image server to run).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    unoptimized: true,
  },
};

export default nextConfig;
