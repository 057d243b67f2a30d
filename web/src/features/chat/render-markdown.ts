import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { classifyChatLink } from '../../../../shared/chat/link-policy';

/**
 * The assistant's Markdown → safe HTML. Raw HTML in the text is shown as text, never rendered; DOMPurify keeps
 * only simple formatting tags; links follow the chat link policy (http, https, mailto and the site's own paths) and
 * every one opens in a new tab with rel="noopener noreferrer" (the chat stays where the visitor left it); anything
 * else loses its href.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
  },
});

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'del', 'a', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'h3', 'h4', 'hr'];

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A private DOMPurify instance, so the link hook never touches other features' sanitising. */
function chatPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = classifyChatLink(node.getAttribute('href'));
    for (const attribute of ['href', 'target', 'rel']) node.removeAttribute(attribute);
    if (!link) return;
    node.setAttribute('href', link.href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

export function renderChatMarkdown(text: string): string {
  const html = markdown.parse(text) as string;
  return chatPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
