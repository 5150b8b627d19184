import type { DeskBuyerPage } from '@reprise/domain/desk/desk-views';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { DeskRecordLink, DeskSearch, DeskTableHead } from './desk-parts';
import { CELL, TABLE } from './desk-shell';

const pageHref = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/ops/buyers?${query}` : '/ops/buyers';
};

/** The buyer list, searched and paged. */
export function BuyersPage({ q, list }: { q: string; list: DeskBuyerPage }) {
  return (
    <>
      <DeskSearch submit="Find buyers">
        <TextField label="Email or name" name="q" defaultValue={q} className="min-w-64" />
      </DeskSearch>
      {list.buyers.length === 0 ? (
        <p>No buyers found.</p>
      ) : (
        <table className={TABLE}>
          <caption className="sr-only">Buyers, page {list.page}</caption>
          <DeskTableHead columns={['Id', 'Email', 'Name']} />
          <tbody>
            {list.buyers.map((buyer) => (
              <tr key={buyer.id}>
                <td className={CELL}>{buyer.id}</td>
                <td className={CELL}>
                  <DeskRecordLink to={`/ops/buyers/${buyer.id}`}>{buyer.email}</DeskRecordLink>
                </td>
                <td className={CELL}>
                  {buyer.firstName} {buyer.lastName}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Buyer pages" className="mt-4 flex gap-3">
        {list.page > 1 ? (
          <Link className={buttonClass('secondary')} to={pageHref(q, list.page - 1)}>
            Previous page
          </Link>
        ) : null}
        {list.hasNext ? (
          <Link className={buttonClass('secondary')} to={pageHref(q, list.page + 1)}>
            Next page
          </Link>
        ) : null}
      </nav>
    </>
  );
}
