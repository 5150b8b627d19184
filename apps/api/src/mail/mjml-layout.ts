// Transactional mails share one MJML layout (responsive HTML that mail clients render alike) and a
// plain-text twin written from the same paragraphs, so the two parts never say different things.
import type { LanguageTag } from '@reprise/domain/constants';
import mjml2html from 'mjml';

/** One mail's content: paragraphs, optional labelled facts, and one call to action. */
export interface MailContent {
  /** The language it is written in: the HTML part's `lang`. */
  language: LanguageTag;
  preview: string;
  heading: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML (MJML-rendered) and plain-text parts of a mail. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const facts = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;font-weight:bold">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const source = `<mjml lang="${content.language}">
  <mj-head>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" color="#111827" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold">${escapeHtml(content.heading)}</mj-text>
        ${content.paragraphs.map((p) => `<mj-text font-size="15px" line-height="22px">${escapeHtml(p)}</mj-text>`).join('\n')}
        ${facts ? `<mj-table font-size="15px">${facts}</mj-table>` : ''}
        ${content.action ? `<mj-button background-color="#1d4ed8" color="#ffffff" href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</mj-button>` : ''}
        <mj-text font-size="13px" color="#374151">${escapeHtml(content.footer)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors[0]!.formattedMessage}`);
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.facts?.length ? [''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  return { html, text: `${text}\n` };
}
