import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaAltProvider, MediaDisplay } from './MediaDisplay';

const UPLOAD = '/media/uploads/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png';

describe('MediaDisplay', () => {
  it("describes an upload with the alt text the project carries from the media library, over the section's own label", () => {
    const { container } = render(
      <MediaAltProvider value={{ [UPLOAD]: 'Two designers at a whiteboard' }}>
        <MediaDisplay media={{ kind: 'image', url: UPLOAD }} label="" />
        <MediaDisplay media={{ kind: 'image', url: '/media/posts/b02.webp' }} label="Behind the scenes" />
      </MediaAltProvider>,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Two designers at a whiteboard', 'Behind the scenes']);
  });

  it('keeps an image decorative while the library has no alt text for it', () => {
    const { container } = render(<MediaDisplay media={{ kind: 'image', url: UPLOAD }} label="" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
