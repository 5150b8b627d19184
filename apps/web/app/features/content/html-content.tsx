// Tailwind has no typography plugin here, so the styles of editorial HTML live in one place.
const PROSE =
  'text-base leading-7 text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline ' +
  '[&_h2]:mt-8 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 ' +
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc ' +
  '[&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1 [&_section]:scroll-mt-24';

/** Editorial HTML from the API, sanitised server-side (pages, blog posts, FAQ answers). */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises every body it stores.
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
