// FAQ entries: the general FAQ page (its fixed topics, in order) and each category page's footer.
import { CATEGORY_IDS } from '@reprise/domain/ids';

export interface FaqSeed {
  topic: string;
  question: string;
  answerHtml: string;
  categoryId: number | null;
}

const general = (topic: string, question: string, answerHtml: string): FaqSeed => ({
  topic,
  question,
  answerHtml,
  categoryId: null,
});

/** The FAQ topics; each keeps its fixed short answer (no, always, 1-2 weeks …). */
export const GENERAL_FAQ: readonly FaqSeed[] = [
  general(
    'eTransfer tickets',
    'What are eTransfer tickets?',
    '<p>eTransfer tickets are sent to you through the team or venue’s official ticketing account. You will receive an email from the ticketing provider inviting you to accept the transfer; once accepted, the tickets appear in your own account and app.</p><p>Please make sure the email address on your order is the one you use for that provider.</p>',
  ),
  general(
    'Order trouble',
    'I’m having trouble placing my order. What should I do?',
    '<p>Please recheck your payment information, try another payment method or try different tickets. If it still fails, <a href="mailto:support@reprise.example">contact support</a> and we will help you complete your purchase.</p>',
  ),
  general(
    'Order confirmation',
    'How do I know my order went through?',
    '<p>You will see a confirmation page with your confirmation number right after paying, and we email you a confirmation. You can also find every order under <a href="/mytickets">My Tickets</a>.</p>',
  ),
  general(
    'Ticket location',
    'Where are my tickets?',
    '<p>Open <a href="/mytickets">My Tickets</a> and choose the order. The order page shows the delivery method and date; eTickets can be downloaded there once they are delivered, and eTransfer tickets arrive in your ticketing provider account.</p>',
  ),
  general(
    'Masks and vaccines',
    'Do I need a mask or proof of vaccination?',
    '<p>Health requirements are set by each venue and event organiser and can change up to the day of the event. Please check the venue’s website before you go. See our <a href="/return-policy#masks-required">return policy</a> for how such requirements affect refunds.</p>',
  ),
  general(
    'Cancel an order',
    'Can I cancel my order?',
    '<p>No. All sales are final and orders cannot be cancelled once placed. If the event itself is cancelled, you receive a full refund.</p>',
  ),
  general(
    'Adjacent seats',
    'Will my seats be together?',
    '<p>Yes, always. Tickets bought together in one order are seated together unless the listing clearly says otherwise.</p>',
  ),
  general(
    'Names on tickets',
    'Whose name is printed on the tickets?',
    '<p>Resale tickets may show the original buyer’s name. That does not affect entry: the tickets are valid and 100% guaranteed.</p>',
  ),
  general(
    'Cancelled event',
    'What happens if my event is cancelled?',
    '<p>You receive a full refund to your original payment method. The refund appears in 1-2 weeks.</p>',
  ),
  general(
    'Postponed event',
    'What happens if my event is postponed?',
    '<p>Your tickets are still valid for the new date. You do not need to do anything; we email you when the new date is announced.</p>',
  ),
  general(
    'Exchange tickets',
    'Can I exchange my tickets?',
    '<p>No. Tickets cannot be exchanged for other seats, dates or events.</p>',
  ),
  general(
    'Sell back',
    'Can I sell my tickets back to Reprise?',
    '<p>No. We are not able to buy tickets back from buyers.</p>',
  ),
  general(
    'Add to order',
    'Can I add tickets to an existing order?',
    '<p>No. Orders cannot be changed after purchase; please place a new order for additional tickets.</p>',
  ),
  general(
    'Entry trouble',
    'I have trouble getting into the event. What should I do?',
    '<p>Call our phone support straight away from the venue; the number is in your order confirmation email. Keep your order number to hand.</p>',
  ),
  general(
    'Split payment',
    'Can I split the payment across several cards?',
    '<p>No. Each order is paid with one payment method.</p>',
  ),
];

const forCategory = (categoryId: number, items: [string, string, string][]): FaqSeed[] =>
  items.map(([topic, question, answerHtml]) => ({ topic, question, answerHtml, categoryId }));

/** Three or four entries per category for the FAQ footer of its page. */
export const CATEGORY_FAQ: readonly FaqSeed[] = [
  ...forCategory(CATEGORY_IDS.Sports, [
    [
      'Sports tickets',
      'Are sports tickets on Reprise genuine?',
      '<p>Yes. Every purchase is 100% guaranteed: valid tickets in time for the game, or your money back.</p>',
    ],
    [
      'Season tickets',
      'Can I buy tickets for a single game?',
      '<p>Yes. Listings are for individual games; choose the game and the quantity you need.</p>',
    ],
    [
      'Rainouts',
      'What if the game is rained out?',
      '<p>A rescheduled game keeps your tickets valid. If the game is cancelled and not replayed, you get a full refund.</p>',
    ],
    [
      'Prices',
      'Why are some prices above face value?',
      '<p>Tickets are resold by fans and brokers, so prices may be above or below face value.</p>',
    ],
  ]),
  ...forCategory(CATEGORY_IDS.Concerts, [
    [
      'Concert tickets',
      'When will I get my concert tickets?',
      '<p>The delivery date is shown at checkout and on your order. Many concert tickets are released close to the show by the promoter.</p>',
    ],
    [
      'Age limits',
      'Are there age limits at concerts?',
      '<p>Age policies are set by the venue. Please check with the venue before buying.</p>',
    ],
    [
      'Seat view',
      'Can I see where my seats are?',
      '<p>Most events have an interactive seat map; pick a section to see the listings in it.</p>',
    ],
  ]),
  ...forCategory(CATEGORY_IDS.Theater, [
    [
      'Theatre tickets',
      'Are theatre tickets for a specific performance?',
      '<p>Yes. Each listing is for one performance date and time, shown in the venue’s local time.</p>',
    ],
    [
      'Late arrival',
      'What if I arrive late?',
      '<p>Latecomers may be admitted at a suitable break in the performance, at the venue’s discretion.</p>',
    ],
    [
      'Dress code',
      'Is there a dress code?',
      '<p>Most theatres have no dress code. Check the venue’s website for special performances.</p>',
    ],
  ]),
  ...forCategory(CATEGORY_IDS.Festivals, [
    [
      'Festival passes',
      'Do festival tickets cover every day?',
      '<p>The listing says whether a ticket is a single-day or a full-festival pass.</p>',
    ],
    [
      'Wristbands',
      'How are festival wristbands delivered?',
      '<p>Wristbands are usually shipped as hard stock or picked up at will call; the delivery method is shown on the listing.</p>',
    ],
    [
      'Line-up changes',
      'What if an artist drops out of the line-up?',
      '<p>Line-up changes do not cancel the festival, so tickets remain valid and are not refunded.</p>',
    ],
  ]),
  ...forCategory(CATEGORY_IDS.SpecialEvents, [
    [
      'Special events',
      'What counts as a special event?',
      '<p>Award shows, exhibitions, parades and other one-off events that are not sports, concerts, theatre or festivals.</p>',
    ],
    [
      'Event details',
      'Where can I find the event schedule?',
      '<p>The event page shows the date, time and venue; the organiser publishes the detailed schedule.</p>',
    ],
    [
      'Guarantee',
      'Are special event tickets guaranteed?',
      '<p>Yes. All purchases are 100% guaranteed, and cancelled events get a full refund.</p>',
    ],
  ]),
];
