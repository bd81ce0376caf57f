/** @type {import('next').NextConfig} */
export default {
  // The consumer code lives next to app/, outside it; nothing else to configure.
  reactStrictMode: true,
};
