/**
 * Renders a corpus document in Chromium and photographs it: clean documents as a scanner would
 * give them, noisy ones skewed, blurred, faded, or as a phone photo of paper on a cab's dashboard
 * (perspective, shadow, uneven light, grain and heavy JPEG compression).
 */
import type { Browser } from 'playwright-core';
import { documentHtml } from './corpus-layouts.js';
import type { CorpusDocument, Noise } from './corpus-data.js';

export { corpusDocuments } from './corpus-data.js';

const grain = encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><filter id="g">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch"/>
    <feColorMatrix type="saturate" values="0"/></filter>
    <rect width="100%" height="100%" filter="url(#g)"/></svg>`,
);

const noiseStyles: Record<Noise, string> = {
  none: '#frame { padding: 0; }',
  skew: `#frame { padding: 48px; background: #f2f2f0; }
    .page { transform: rotate(-2.5deg); box-shadow: 0 0 0 1px #ddd; }`,
  blur: `#frame { padding: 8px; background: #fff; } .page { filter: blur(0.9px); }`,
  faded: `#frame { padding: 8px; background: #dcd8cf; }
    .page { background: #dcd8cf; color: #858585; }
    .page .box, .page th, .page td { border-color: #a8a8a8; }`,
  photo: `#frame { padding: 70px 60px; background: linear-gradient(135deg, #3d3128, #6b5442 60%, #2c231c);
      position: relative; }
    .page { transform: perspective(1600px) rotateX(7deg) rotateY(-4deg) rotateZ(1.8deg);
      box-shadow: 12px 18px 30px rgba(0,0,0,.55); filter: blur(0.6px); background: #f6f3ea; }
    #frame::after { content: ''; position: absolute; inset: 0; pointer-events: none;
      background: radial-gradient(ellipse at 30% 25%, rgba(255,255,240,.0), rgba(40,30,10,.38) 80%),
        url("data:image/svg+xml,${grain}"); mix-blend-mode: multiply; opacity: .8; }`,
};

const jpegQuality: Record<Noise, number> = {
  none: 85,
  skew: 80,
  blur: 75,
  faded: 75,
  photo: 55,
};

/**
 * The document as the JPEG bytes a driver's phone would hand the Add New Load dialog, or as a
 * lossless PNG for the held-out set's transform to start from.
 */
export async function renderDocument(
  browser: Browser,
  doc: CorpusDocument,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: doc.noise === 'none' ? 760 : 1000, height: 1300 },
    deviceScaleFactor: doc.scale,
  });
  const page = await context.newPage();
  const html = documentHtml(doc).replace(
    '<body>',
    `<body><style>#frame { display: inline-block; } ${noiseStyles[doc.noise]}</style><div id="frame">`,
  );
  await page.setContent(html.replace('</body>', '</div></body>'));
  await page.evaluate(() => document.fonts.ready);
  try {
    const frame = page.locator('#frame');
    if (format === 'png') return await frame.screenshot({ type: 'png', animations: 'disabled' });
    return await frame.screenshot({
      type: 'jpeg',
      quality: jpegQuality[doc.noise],
      animations: 'disabled',
    });
  } finally {
    await context.close();
  }
}
