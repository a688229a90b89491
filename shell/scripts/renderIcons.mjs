// Renders the portal's PNG icons (browser tab, home screen, app manifest) from shell/public/favicon.svg,
// the logo's mark. Run again after changing the SVG: `node shell/scripts/renderIcons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const mark = await loadImage(readFileSync(path.join(publicDir, 'favicon.svg')));

function render(size, inset = 0) {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(mark, size * inset, size * inset, size * (1 - 2 * inset), size * (1 - 2 * inset));
  return canvas.toBuffer('image/png');
}

for (const size of [32, 180, 192, 512]) writeFileSync(path.join(publicDir, `icon-${size}.png`), render(size));
// A maskable icon keeps the mark inside the safe zone (the inner 80 %) of a full-bleed background.
writeFileSync(path.join(publicDir, 'icon-maskable-512.png'), render(512, 0.15));
