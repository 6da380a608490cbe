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
  images: {
    // The spec's sizes; optimisation is off so images are served as uploaded (no image server to run).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    unoptimized: true,
  },
};

export default nextConfig;
