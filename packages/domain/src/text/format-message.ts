// A message is ICU-style text: `{name}` puts a variable in, `{count, plural, one {# ticket}
// other {# tickets}}` picks a form by the language's plural rules (Intl.PluralRules; `=0` for an
// exact number, `#` for the number itself) and `{kind, select, card {…} other {…}}` picks by a
// value. Nothing is built by concatenating sentences: the whole sentence is one message.

/** Values a message's variables take. */
export type MessageValues = Readonly<Record<string, string | number>>;

type Part =
  | string
  | { name: string }
  | { name: string; kind: 'plural' | 'select'; options: Record<string, Part[]> };

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();

function parse(text: string, start: number, nested: boolean): [Part[], number] {
  const parts: Part[] = [];
  let literal = '';
  let at = start;
  while (at < text.length) {
    const char = text[at];
    if (char === '}' && nested) break;
    if (char !== '{') {
      literal += char;
      at += 1;
      continue;
    }
    if (literal) parts.push(literal);
    literal = '';
    const close = text.indexOf('}', at);
    const comma = text.indexOf(',', at);
    if (comma < 0 || comma > close) {
      parts.push({ name: text.slice(at + 1, close).trim() });
      at = close + 1;
      continue;
    }
    const name = text.slice(at + 1, comma).trim();
    const kindEnd = text.indexOf(',', comma + 1);
    const kind = text.slice(comma + 1, kindEnd).trim() === 'plural' ? 'plural' : 'select';
    const options: Record<string, Part[]> = {};
    at = kindEnd + 1;
    for (;;) {
      while (text[at] === ' ') at += 1;
      if (text[at] === '}' || at >= text.length) break;
      const open = text.indexOf('{', at);
      const selector = text.slice(at, open).trim();
      const [option, end] = parse(text, open + 1, true);
      options[selector] = option;
      at = end + 1;
    }
    parts.push({ name, kind, options });
    at += 1;
  }
  if (literal) parts.push(literal);
  return [parts, at];
}

function render(parts: Part[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += count === undefined ? part : part.replaceAll('#', String(count));
    } else if (!('kind' in part)) {
      out += String(values[part.name] ?? `{${part.name}}`);
    } else if (part.kind === 'select') {
      const value = String(values[part.name]);
      out += render(part.options[value] ?? part.options.other ?? [], values, locale);
    } else {
      const n = Number(values[part.name]);
      let rules = pluralRules.get(locale);
      if (!rules) {
        rules = new Intl.PluralRules(locale);
        pluralRules.set(locale, rules);
      }
      const form = part.options[`=${n}`] ?? part.options[rules.select(n)] ?? part.options.other;
      out += render(form ?? [], values, locale, n);
    }
  }
  return out;
}

/** A message's text with its variables, plurals and selections filled in for `locale`. */
export function formatMessage(text: string, values: MessageValues = {}, locale = 'en'): string {
  if (!text.includes('{')) return text;
  let parts = parsed.get(text);
  if (!parts) {
    parts = parse(text, 0, false)[0];
    parsed.set(text, parts);
  }
  return render(parts, values, locale);
}

/** The names of a message's variables, sorted (plural and select names included). */
export function messageVariables(text: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      names.add(part.name);
      if ('kind' in part) for (const option of Object.values(part.options)) walk(option);
    }
  };
  walk(parse(text, 0, false)[0]);
  return [...names].sort();
}
