// A pseudo-locale made from the English catalogue: every letter accented and every word about 40%
// longer, so text that only just fits in English shows where a longer language would overflow or
// be clipped. Placeholders, plural and select structure, `#` and `<link>` tags stay as they are,
// so the page formats exactly as it does in English.

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  N: 'Ñ',
  O: 'Ö',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Plain text of a message, accented, each word lengthened by 46% of its letters (the whole message some 40%, spaces and placeholders kept) (rounded up). */
function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((letter) => ACCENTED[letter] ?? letter).join('');
    const extra = Math.ceil(word.length * 0.46);
    let padding = '';
    for (let i = 0; padding.length < extra; i += 1) {
      padding += accented[i % accented.length]?.toLowerCase() ?? '';
    }
    return accented + padding;
  });
}

/** The index of the `}` closing the `{` at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in "${message}"`);
}

/** A message in the pseudo-locale: its text changed, its structure kept. */
export function pseudoMessage(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i];
    if (char === '{') {
      const end = closingBrace(message, i);
      const inner = message.slice(i + 1, end);
      const choice = /^\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(inner);
      if (!choice) {
        out += `{${inner}}`;
      } else {
        // `selector {branch}` pairs: the selectors stay, the branches are messages themselves.
        let rest = inner.slice(choice[0].length);
        let branches = '';
        while (rest.trim()) {
          const open = rest.indexOf('{');
          const close = closingBrace(rest, open);
          branches += `${rest.slice(0, open)}{${pseudoMessage(rest.slice(open + 1, close))}}`;
          rest = rest.slice(close + 1);
        }
        out += `{${choice[0]}${branches}}`;
      }
      i = end + 1;
    } else if (char === '<') {
      const end = message.indexOf('>', i);
      out += message.slice(i, end + 1);
      i = end + 1;
    } else {
      const next = message.slice(i).search(/[{<]/);
      const stop = next < 0 ? message.length : i + next;
      out += pseudoText(message.slice(i, stop));
      i = stop;
    }
  }
  return out;
}

/** Every message of a catalogue in the pseudo-locale. */
export function pseudoCatalogue(
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, pseudoMessage(text)]),
  );
}
