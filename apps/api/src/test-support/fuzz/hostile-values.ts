import fc from 'fast-check';

// Values a hostile or broken client sends: wrong types, edge numbers, huge and odd text, control
// characters, injection-looking strings, nested JSON. Shared by the API and page fuzz tests.

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '%00',
  '%',
  '%E0%A4%A',
  '\ud800',
  '\uffff',
  '😀',
  'Ünïcödé Café',
  '\u202e\u0301',
  'a'.repeat(300),
  'x'.repeat(5_000),
  "' OR 1=1 --",
  '"; DROP TABLE events; --',
  '%_\\',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed.
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1',
  '1.5',
  '1e308',
  '-0',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  '2026-13-45',
  '2026-02-30',
  'uk',
  'noc',
  'sports',
];

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** Any text a hostile client may put in a path segment, query value or string field. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 2_000 }) },
);

/** Any JSON value a hostile client may put in a body field: wrong types and nesting included. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
);

// What an answer must never show: a stack frame, SQL or a database message, a file path.
const LEAKS: readonly RegExp[] = [
  /\bat [\w.<>$]+ \(/,
  /\bat (file:\/\/|\/)/,
  /node_modules/,
  /(^|[\s"'(])\/(work|home|usr|tmp|root|var|opt)\/[\w.-]+\//,
  /\.(ts|tsx|js|mjs):\d+/,
  /\b(select|insert into|update|delete from)\b[\s\S]{0,80}\b(from|where|set|values)\b/i,
  /syntax error at or near|relation "|invalid input syntax|violates .* constraint/i,
  /\b(PGlite|drizzle|postgres error|PostgresError)\b/i,
];

/** The first leak an answer shows (a stack, SQL, a path), or null. */
export function findLeak(body: string): string | null {
  for (const pattern of LEAKS) {
    const match = pattern.exec(body);
    if (match)
      return `${pattern} matched "${body.slice(Math.max(0, match.index - 40), match.index + 80)}"`;
  }
  return null;
}

/** FUZZ_SEED to replay a failure; otherwise a fresh seed, printed so a failure can be replayed. */
export function fuzzSeed(label: string): number {
  const fromEnv = process.env.FUZZ_SEED;
  const seed = fromEnv ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got "${fromEnv}"`);
  console.log(`${label}: FUZZ_SEED=${seed} (set it to replay this run)`);
  return seed;
}

/** The text with lone surrogates replaced (U+FFFD), so encodeURIComponent can write it. */
export function wellFormed(text: string): string {
  return text.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}
