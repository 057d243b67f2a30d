import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrerenderedValuesProvider } from './page-data';
import { LazySafeHtml, PrerenderedHtml, sanitisedHtmlValue } from './prerendered-html';

const source = 'Bold <strong>claims</strong><img src=x onerror="alert(1)">';

function renderWith(values: Record<string, unknown>, text = source) {
  return render(
    <PrerenderedValuesProvider values={values}>
      <PrerenderedHtml valueKey="highlights" source={text} className="prose">
        <LazySafeHtml html={text} className="prose" />
      </PrerenderedHtml>
    </PrerenderedValuesProvider>,
  );
}

describe('PrerenderedHtml', () => {
  it('shows the HTML the page was prerendered with, as it was sanitised at build time', () => {
    const { container } = renderWith({ highlights: sanitisedHtmlValue(source, 'Bold <strong>claims</strong>') });
    expect(container.querySelector('.prose')?.innerHTML).toBe('Bold <strong>claims</strong>');
  });

  it('sanitises in the browser when the page carries no prerendered HTML', async () => {
    const { container } = renderWith({});
    expect(await screen.findByText('claims')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('sanitises in the browser when the record changed since the page was built', async () => {
    const { container } = renderWith({ highlights: sanitisedHtmlValue('an older text', 'An <em>older</em> text') }, source);
    expect(await screen.findByText('claims')).toBeTruthy();
    expect(container.textContent).not.toContain('older');
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
