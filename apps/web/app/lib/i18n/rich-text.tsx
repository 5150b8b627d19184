import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts ('Read our <link>Cookie Policy</link>.'), each marked
 * part rendered by its function: a link stays inside the sentence in every language's word order.
 */
export function richText(
  text: string,
  parts: Readonly<Record<string, (chunk: string) => ReactNode>>,
): ReactNode {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name = '', chunk = ''] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const render = parts[name];
    out.push(<Fragment key={match.index}>{render ? render(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A marked part only screen readers hear (`Show More<hidden> genres</hidden>`). */
export function hidden(chunk: string): ReactNode {
  return <span className="sr-only">{chunk}</span>;
}
