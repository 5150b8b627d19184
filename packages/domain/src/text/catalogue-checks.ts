// The checks that keep a translated message catalogue in step with its English one (the web's
// pages and the API's mails each have theirs): the same keys, the same variables, every number
// and plural `#` kept, nothing empty. Each answers what is wrong, so a test reads it at a glance.
import { messageVariables } from './format-message';

/** A catalogue: message text by key. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The keys of English a translation lacks, and the keys it has that English does not. */
export function keyDrift(english: MessageCatalogue, translation: MessageCatalogue) {
  const keys = Object.keys(translation);
  return {
    missing: Object.keys(english).filter((key) => !keys.includes(key)),
    extra: keys.filter((key) => !(key in english)),
  };
}

/** The keys whose message uses other variables than the English one. */
export function variableDrift(english: MessageCatalogue, translation: MessageCatalogue): string[] {
  return Object.keys(english).filter(
    (key) =>
      key in translation &&
      messageVariables(translation[key] ?? '').join() !==
        messageVariables(english[key] ?? '').join(),
  );
}

/**
 * The messages of a translation that drop a variable, a number the English writes out or a
 * plural's `#` ("about # minutes" read as "a few minutes"), as 'key: token token'.
 */
export function droppedTokens(english: MessageCatalogue, translation: MessageCatalogue): string[] {
  const kept = (text: string) => [
    ...messageVariables(text).map((name) => `{${name}`),
    ...(text.match(/\d+/g) ?? []),
    ...(text.includes('#') ? ['#'] : []),
  ];
  return Object.entries(english).flatMap(([key, text]) => {
    const translated = translation[key] ?? '';
    const missing = kept(text).filter((token) =>
      token.startsWith('{')
        ? !messageVariables(translated).includes(token.slice(1))
        : !translated.includes(token),
    );
    return missing.length > 0 ? [`${key}: ${missing.join(' ')}`] : [];
  });
}

/** The keys whose message is empty or only spaces. */
export function emptyMessages(catalogue: MessageCatalogue): string[] {
  return Object.entries(catalogue)
    .filter(([, text]) => text.trim() === '')
    .map(([key]) => key);
}

/** The keys no source quotes ('key' or "key"): messages the code no longer uses. */
export function unusedKeys(catalogue: MessageCatalogue, code: string): string[] {
  return Object.keys(catalogue).filter(
    (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
  );
}
