import type { Locator, Page } from '@playwright/test';

/**
 * The lowest WCAG contrast of each text against what is painted behind it, for text that sits on imagery, video or
 * gradients (axe leaves those to a person). Every pixel of the text's line boxes (ascent to descent) is compared with
 * the element's own colour, alpha included, in one capture taken with the texts made transparent. `backdrop` is extra CSS
 * for that capture, e.g. a worst-case frame behind a video.
 */
export async function paintedContrast(page: Page, texts: Record<string, Locator>, backdrop = ''): Promise<Record<string, number>> {
  const measured = await Promise.all(
    Object.entries(texts).map(async ([name, text]) => ({
      name,
      ...(await text.evaluate((element) => {
        element.setAttribute('data-contrast-probe', '');
        // The line boxes of the text itself: not of a decorative dot or rule beside it.
        const boxes = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          for (const { x, y, width, height } of range.getClientRects()) boxes.push({ x, y, width, height });
        }
        // The painted colour as sRGB with alpha, resolved through a canvas (computed colours may be oklab or color-mix).
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = getComputedStyle(element).color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return { boxes, colour: [r, g, b, a / 255] };
      })),
    })),
  );
  const style = await page.addStyleTag({ content: `[data-contrast-probe], [data-contrast-probe] * { color: transparent !important } ${backdrop}` });
  // Two frames, so the restyle is painted everywhere before the capture (one taken at once sometimes still showed text).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const screenshot = (await page.screenshot({ scale: 'css' })).toString('base64');
  await style.evaluate((node) => (node as HTMLStyleElement).remove());
  await page.locator('[data-contrast-probe]').evaluateAll((elements) => elements.forEach((element) => element.removeAttribute('data-contrast-probe')));
  return page.evaluate(
    async ({ screenshot, measured }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${screenshot}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const channel = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const lowest: Record<string, number> = {};
      for (const { name, boxes, colour: [tr, tg, tb, ta] } of measured) {
        lowest[name] = Infinity;
        for (const box of boxes) {
          if (box.y < -0.5 || box.y + box.height > image.height + 0.5) throw new Error(`${name} is not wholly on screen`);
          const { data } = context.getImageData(Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height));
          for (let i = 0; i < data.length; i += 4) {
            const background = luminance(data[i], data[i + 1], data[i + 2]);
            const text = luminance(tr * ta + data[i] * (1 - ta), tg * ta + data[i + 1] * (1 - ta), tb * ta + data[i + 2] * (1 - ta));
            lowest[name] = Math.min(lowest[name], (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05));
          }
        }
      }
      return lowest;
    },
    { screenshot, measured },
  );
}
