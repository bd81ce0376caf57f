// One place for where Chromium lives and how it must be launched here: headless, as root, on a
// closed network (the background-networking flags stop it retrying refused connections).
// Plain JavaScript so Node scripts can import it too; types in chromium.d.mts.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
