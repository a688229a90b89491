// The end-to-end tests drive Debian's Chromium through Playwright; no browser is ever downloaded from the internet.
// Installs the `chromium` package when it is missing and we are root; otherwise says what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const { executablePath } = createRequire(import.meta.url)('./lib/chromium.json');
export const CHROMIUM = process.env.CHROMIUM_PATH || executablePath;

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.info('installing Debian chromium for the end-to-end tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } else {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
}
