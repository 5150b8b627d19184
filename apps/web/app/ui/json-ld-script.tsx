import { useRouteLoaderData } from 'react-router';

// JSON inside <script> must not be able to close the element ("</script>") or open a comment.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** schema.org structured data as a JSON-LD script, carrying the document's CSP nonce. */
export function JsonLdScript({ data }: { data: unknown }) {
  const nonce = (useRouteLoaderData('root') as { nonce?: string } | undefined)?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON-LD, nothing executable
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
