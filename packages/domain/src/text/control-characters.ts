// C0 controls and DEL, except tab, line feed and carriage return (multi-line text such as notes and
// GraphQL documents uses them). NUL is the one PostgreSQL refuses outright ("invalid byte sequence").
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text contains a control character no field of ours accepts (NUL included). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** Deepest nesting of objects and arrays an input may have before we refuse to walk it. */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a decoded input: the dotted path of the field at fault, and why. */
export interface InputProblem {
  field: string;
  reason: 'control-character' | 'too-deep';
}

/**
 * The first field (dotted path from `prefix`) of a decoded input whose name or text holds a control
 * character, or the first one nested deeper than MAX_INPUT_DEPTH; null when the input is clean.
 * Walks without recursion, so a hostile nesting cannot overflow the stack.
 */
export function findInputProblem(input: unknown, prefix: string): InputProblem | null {
  return isCleanInput(input) ? null : walkForProblem(input, prefix);
}

// Every request's path, query and body pass here, and nearly all are clean: this walk only says
// whether they are, without building a field path for each value; the walk that names the field
// runs only for the rare input that has a problem.
function isCleanInput(input: unknown): boolean {
  if (typeof input === 'string') return !CONTROL.test(input);
  if (typeof input !== 'object' || input === null) return true;
  const values: unknown[] = [input];
  const depths: number[] = [0];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) return false;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return false;
    if (Array.isArray(value)) {
      for (const item of value) {
        values.push(item);
        depths.push(depth + 1);
      }
      continue;
    }
    for (const key of Object.keys(value)) {
      if (CONTROL.test(key)) return false;
      values.push((value as Record<string, unknown>)[key]);
      depths.push(depth + 1);
    }
  }
  return true;
}

function walkForProblem(input: unknown, prefix: string): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: prefix, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) return { field: path, reason: 'control-character' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // The top-level field names the culprit; a path 32 levels long would name nothing useful.
    if (depth >= MAX_INPUT_DEPTH) return { field: topLevel(path, prefix), reason: 'too-deep' };
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      const child = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key)) return { field: child, reason: 'control-character' };
      stack.push({ value: item, path: child, depth: depth + 1 });
    }
  }
  return null;
}

function topLevel(path: string, prefix: string): string {
  const rest = prefix ? path.slice(prefix.length + 1) : path;
  const first = rest.split('.')[0] ?? '';
  return prefix ? (first ? `${prefix}.${first}` : prefix) : first;
}
