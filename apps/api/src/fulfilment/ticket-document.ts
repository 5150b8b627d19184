// One ticket as a PDF: what the gate and the holder need (event, date, venue, section, row, seat,
// holder, order) and the signed QR code. pdf-lib's standard fonts cover Latin-1 only: other
// characters are dropped from the printed text (the QR code carries the identity, not the text).
import { DEFAULT_LANGUAGE, type LanguageTag } from '@reprise/domain/constants';
import { formatLocaleEventDate } from '@reprise/domain/timezone';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { type MailText, mailText } from '../mail/mail-text';

/** What a ticket document shows. */
export interface TicketFacts {
  eventName: string;
  startsAt: Date;
  /** The venue's IANA zone: the time printed is the venue's local time. */
  timezone: string;
  venueName: string;
  section: string;
  row: string | null;
  seat: number | null;
  holderName: string;
  confirmationNumber: string;
  ticketIndex: number;
  quantity: number;
  /** The signed QR payload (ticket-codes.ts). */
  code: string;
  /** The order's language: the printed ticket speaks it as the order's mails do. */
  language: LanguageTag;
}

/**
 * The event's date and time in the venue's zone, e.g. "Sat, 14 Mar 2026, 19:30 GMT" (British
 * English unless a mail asks for its reader's locale).
 */
export function eventTime(startsAt: Date, timezone: string, locale = 'en-GB'): string {
  return formatLocaleEventDate(startsAt, timezone, locale);
}

/**
 * The ticket's place as one line: "Section 104, Row C, Seat 9" (general admission says so), in
 * English unless a language is given.
 */
export function placeLine(
  facts: Pick<TicketFacts, 'section' | 'row' | 'seat'>,
  text: MailText = mailText(DEFAULT_LANGUAGE),
): string {
  return [
    text.t('place.section', { section: facts.section }),
    facts.row ? text.t('place.row', { row: facts.row }) : null,
    facts.seat === null
      ? text.t('place.generalAdmission')
      : text.t('place.seat', { seat: facts.seat }),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The QR code of a payload as a PNG. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 480,
  });
}

/** A one-page PDF ticket. */
export async function ticketPdf(facts: TicketFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Ticket ${facts.ticketIndex + 1} of ${facts.quantity}, ${facts.confirmationNumber}`);
  pdf.setProducer('Reprise');
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const printable = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...text.normalize('NFC')].filter((c) => printable.has(c.codePointAt(0)!)).join('');
  let y = 550;
  const line = (text: string, size: number, font = regular) => {
    page.drawText(clean(text), {
      x: 32,
      y,
      size,
      font,
      color: rgb(0.07, 0.07, 0.1),
      maxWidth: 356,
    });
    y -= size + 10;
  };
  const text = mailText(facts.language);
  line(text.t('ticket.title'), 12, bold);
  line(facts.eventName, 18, bold);
  line(eventTime(facts.startsAt, facts.timezone, text.dateLocale), 12);
  line(facts.venueName, 12);
  y -= 6;
  line(placeLine(facts, text), 14, bold);
  line(text.t('ticket.holder', { name: facts.holderName }), 12);
  line(
    text.t('ticket.order', {
      confirmation: facts.confirmationNumber,
      index: facts.ticketIndex + 1,
      count: facts.quantity,
    }),
    11,
  );
  const qr = await pdf.embedPng(await qrPng(facts.code));
  page.drawImage(qr, { x: 90, y: 40, width: 240, height: 240 });
  page.drawText(clean(text.t('ticket.showCode')), {
    x: 32,
    y: 24,
    size: 9,
    font: regular,
  });
  return pdf.save();
}
