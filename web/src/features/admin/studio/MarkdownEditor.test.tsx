import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MarkdownEditor from './MarkdownEditor';

describe('MarkdownEditor', () => {
  it('is a text box named by its visible label, with the live preview rendered as the article page renders it', () => {
    render(<MarkdownEditor value={'## Less, but better\n\nCalm <img src=x onerror="alert(1)">'} onChange={() => undefined} disabled={false} />);
    const editor = screen.getByRole('textbox', { name: 'Body (Markdown)' });
    expect(editor.getAttribute('contenteditable')).toBe('true');
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(preview.querySelector('h2')?.textContent).toBe('Less, but better');
    expect(preview.innerHTML).not.toContain('onerror');
  });

  it('formats from the toolbar and reports the new Markdown', () => {
    const onChange = vi.fn();
    render(<MarkdownEditor value="Calm" onChange={onChange} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    expect(onChange).toHaveBeenLastCalledWith('## Calm');
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('****## Calm');
  });

  it('takes a new value from outside, such as another article opened', () => {
    const { rerender } = render(<MarkdownEditor value="First" onChange={() => undefined} disabled={false} />);
    rerender(<MarkdownEditor value="Second article" onChange={() => undefined} disabled={false} />);
    expect(screen.getByRole('textbox', { name: 'Body (Markdown)' }).textContent).toBe('Second article');
  });

  it('is read-only, without a toolbar, for a role that may not edit', () => {
    render(<MarkdownEditor value="Calm" onChange={() => undefined} disabled />);
    expect(screen.getByRole('textbox', { name: 'Body (Markdown)' }).getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
  });
});
