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

// Compiling MJML takes milliseconds of CPU on the event loop, and every order sends a mail: on an
// on-sale that stalled every other request of the copy. The layout depends only on the mail's
// shape (its language, how many paragraphs, whether it has facts and an action), so each shape is
// compiled once with a marker in each slot, and a mail is that HTML with its escaped texts in the
// slots (mjml-layout.test.ts checks the result equals compiling the mail itself).
const SLOT = (index: number) => `\uE000${index}\uE001`;
const SLOTS = /\uE000(\d+)\uE001/g;
const compiledShapes = new Map<string, string>();

interface Slots {
  preview: string;
  heading: string;
  paragraphs: string[];
  /** The facts' table rows, already HTML. */
  facts: string;
  action: { label: string; url: string } | null;
  footer: string;
}

function mjmlSource(language: LanguageTag, slots: Slots): string {
  return `<mjml lang="${language}">
  <mj-head>
    <mj-preview>${slots.preview}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" color="#111827" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="22px" font-weight="bold">${slots.heading}</mj-text>
        ${slots.paragraphs.map((p) => `<mj-text font-size="15px" line-height="22px">${p}</mj-text>`).join('\n')}
        ${slots.facts ? `<mj-table font-size="15px">${slots.facts}</mj-table>` : ''}
        ${slots.action ? `<mj-button background-color="#1d4ed8" color="#ffffff" href="${slots.action.url}">${slots.action.label}</mj-button>` : ''}
        <mj-text font-size="13px" color="#374151">${slots.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Compiles MJML (strict validation); a layout error is ours, so it throws. */
export function compileMjml(source: string): string {
  const { html, errors } = mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors[0]!.formattedMessage}`);
  return html;
}

/** The mail's escaped texts, in the order of the slots `mjmlSource` places them. */
function slotValues(content: MailContent): string[] {
  const facts = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;font-weight:bold">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return [
    escapeHtml(content.preview),
    escapeHtml(content.heading),
    ...content.paragraphs.map(escapeHtml),
    facts,
    ...(content.action ? [escapeHtml(content.action.url), escapeHtml(content.action.label)] : []),
    escapeHtml(content.footer),
  ];
}

/** The MJML of a mail, its texts in place: what the compiled shape must equal once filled. */
export function mailMjml(content: MailContent): string {
  const values = slotValues(content);
  return mjmlSource(
    content.language,
    slotsOf(content, (index) => values[index]!),
  );
}

function slotsOf(content: MailContent, slot: (index: number) => string): Slots {
  let next = 0;
  const take = () => slot(next++);
  const preview = take();
  const heading = take();
  const paragraphs = content.paragraphs.map(take);
  // The facts' slot is counted even when empty, as slotValues counts it.
  const factsSlot = take();
  const facts = content.facts?.length ? factsSlot : '';
  const action = content.action ? { url: take(), label: take() } : null;
  return { preview, heading, paragraphs, facts, action, footer: take() };
}

/** The HTML (MJML-rendered) and plain-text parts of a mail. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const shape = `${content.language} ${content.paragraphs.length} ${content.facts?.length ? 1 : 0} ${content.action ? 1 : 0}`;
  let layout = compiledShapes.get(shape);
  if (layout === undefined) {
    layout = compileMjml(mjmlSource(content.language, slotsOf(content, SLOT)));
    compiledShapes.set(shape, layout);
  }
  const values = slotValues(content);
  const html = layout.replace(SLOTS, (_marker, index: string) => values[Number(index)]!);
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
