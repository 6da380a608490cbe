export default { reactStrictMode: true, poweredByHeader: false };
