import { describe, expect, it } from 'vitest';
import { pdfText } from '../test-support/fulfilment/ticket-file-readers';
import { placeLine, type TicketFacts, ticketPdf } from './ticket-document';

const facts: TicketFacts = {
  eventName: 'Aurora Lights',
  startsAt: new Date('2031-03-01T19:30:00Z'),
  timezone: 'Europe/London',
  venueName: 'Northgate Arena',
  section: '104',
  row: 'C',
  seat: 9,
  holderName: 'Grace Hopper',
  confirmationNumber: 'RP-7K3Q9X',
  ticketIndex: 1,
  quantity: 2,
  code: 'test-code',
  language: 'en',
};

// Squeezed: the PDF's text extraction may break a line where the drawing wrapped it.
const squeezed = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, ' ');

describe('the printed ticket', () => {
  it('reads as before in English', async () => {
    const text = await squeezed(await ticketPdf(facts));
    for (const line of [
      'Reprise ticket',
      'Section 104, Row C, Seat 9',
      'Holder: Grace Hopper',
      'Order RP-7K3Q9X · ticket 2 of 2',
      'Show this code at the entrance. Each code admits once.',
      'Sat, 1 Mar 2031, 19:30 GMT',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('speaks the order’s language', async () => {
    const text = await squeezed(await ticketPdf({ ...facts, language: 'de' }));
    for (const line of [
      'Reprise-Ticket',
      'Block 104, Reihe C, Platz 9',
      'Ticketinhaber: Grace Hopper',
      'Bestellung RP-7K3Q9X · Ticket 2 von 2',
      'Zeig diesen Code am Eingang.',
      'Sa., 1. März 2031, 19:30 GMT',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Holder');
  });

  it('says general admission where there is no seat', () => {
    expect(placeLine({ section: 'Floor', row: null, seat: null })).toBe(
      'Section Floor, General admission',
    );
  });
});
