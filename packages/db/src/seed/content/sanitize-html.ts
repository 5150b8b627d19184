import { createRequire } from 'node:module';

// xss is CommonJS whose named exports Node's ESM loader cannot see (tsx and production fail on
// `import { FilterXSS } from 'xss'`), so it is required the CommonJS way, fully typed.
const { FilterXSS, getDefaultWhiteList } = createRequire(import.meta.url)(
  'xss',
) as typeof import('xss');

// One allow-list for every stored HTML body (blog, FAQ answers, static pages): basic formatting,
// lists, headings, links and images. Scripts, styles and every on* handler are dropped; `id` is
// kept on block elements so the static pages' anchors stay linkable.
const ANCHOR_TAGS = ['h2', 'h3', 'h4', 'section', 'p', 'div', 'ul', 'ol', 'li'];

function allowList() {
  const list = getDefaultWhiteList();
  for (const tag of ANCHOR_TAGS) list[tag] = [...(list[tag] ?? []), 'id'];
  list.a = ['href', 'title', 'target', 'rel', 'id'];
  list.section = ['id'];
  return list;
}

const filter = new FilterXSS({
  whiteList: allowList(),
  // Disallowed tags vanish (not escaped into visible text), and script/style take their bodies.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
});

/** Sanitises editorial HTML before it is stored: no scripts, no event handlers, no javascript: links. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
