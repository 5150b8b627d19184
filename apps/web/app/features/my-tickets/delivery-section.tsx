import { withCountryPrefix } from '@reprise/domain/country';
import type { DeliveryView } from '@reprise/domain/schemas/fulfilment';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { deliveryNow, formatMoment, ifLate, timelineTitle } from './delivery-words';

const ACTION = buttonClass('secondary');

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** Where the tickets are (transfer, post or pickup details) when they do not come as files. */
function Travel({ delivery }: { delivery: DeliveryView }) {
  const { transfer, shipping, pickup } = delivery;
  if (!transfer && !shipping && !pickup) return null;
  return (
    <dl className="mt-3">
      {transfer ? (
        <>
          <Fact term="Transferred to">{transfer.email}</Fact>
          <Fact term="Transfer">{transfer.accepted ? 'Accepted' : 'Not sent yet'}</Fact>
        </>
      ) : null}
      {shipping ? (
        <>
          <Fact term="Shipping address">{shipping.address ?? 'Not given'}</Fact>
          <Fact term="Carrier">{shipping.carrier ?? 'Not posted yet'}</Fact>
          <Fact term="Tracking number">{shipping.trackingNumber ?? 'Not posted yet'}</Fact>
        </>
      ) : null}
      {pickup ? (
        <>
          <Fact term="Where">{pickup.place}</Fact>
          <Fact term="When">{pickup.when}</Fact>
          <Fact term="Bring">{pickup.bring}</Fact>
          <Fact term="Name on the booking">{pickup.nameOnBooking}</Fact>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The delivery part of an order page: the status in plain words, what to do if late, each
 * ticket with its seat and buttons, how the tickets travel, and the timeline.
 */
export function DeliverySection({
  delivery,
  confirmationNumber,
  countryCode,
}: {
  delivery: DeliveryView;
  confirmationNumber: string;
  countryCode: string | null;
}) {
  const late = ifLate(delivery, confirmationNumber);
  return (
    <section aria-labelledby="delivery-heading" className="mt-8">
      <h2 id="delivery-heading" className="text-xl font-bold">
        Delivery
      </h2>
      <p className="mt-2 text-slate-800">{deliveryNow(delivery)}</p>
      {late ? <p className="mt-2 text-slate-800">{late}</p> : null}
      <Travel delivery={delivery} />

      <h3 className="mt-6 text-lg font-bold">Your tickets</h3>
      <ul className="mt-2 grid gap-3">
        {delivery.tickets.map((ticket) => (
          <li key={ticket.index} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold">
              Ticket {ticket.index + 1}: {ticket.place}
            </p>
            {ticket.pdfUrl || ticket.qrUrl || ticket.walletUrl ? (
              <p className="mt-2 flex flex-wrap gap-2">
                {ticket.pdfUrl ? (
                  <a className={ACTION} href={ticket.pdfUrl} download>
                    Download PDF<span className="sr-only"> of ticket {ticket.index + 1}</span>
                  </a>
                ) : null}
                {ticket.qrUrl ? (
                  <Link
                    className={ACTION}
                    to={withCountryPrefix(
                      `/mytickets/${delivery.orderId}/qr/${ticket.index + 1}`,
                      countryCode,
                    )}
                  >
                    Show QR code<span className="sr-only"> of ticket {ticket.index + 1}</span>
                  </Link>
                ) : null}
                {ticket.walletUrl ? (
                  <a className={ACTION} href={ticket.walletUrl}>
                    Add to Apple Wallet<span className="sr-only"> (ticket {ticket.index + 1})</span>
                  </a>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <a className={ACTION} href={delivery.calendarUrl} download>
          Add to calendar
        </a>
        <span className="text-sm text-slate-700">
          Ticket links work for 10 minutes: reload this page for fresh ones.
        </span>
      </p>

      <h3 className="mt-6 text-lg font-bold">Timeline</h3>
      <ol className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-4">
        {delivery.timeline.map((entry) => (
          <li key={`${entry.kind}-${entry.at}`}>
            <p className="font-semibold">{timelineTitle(entry)}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {entry.reason}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
