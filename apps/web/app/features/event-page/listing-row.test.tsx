import { readListingView } from '@reprise/domain/listings/listing-view';
import type { EventListing } from '@reprise/domain/schemas/event-listings';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { englishText } from '../../../test-support/english-text';
import { toPageModel } from './event-page-model';
import { CURRENCY, testAnswer, testListing } from './event-page-test-data';
import { ListingRow } from './listing-row';

const PATH = '/sports/epl/arsenal/arsenal-vs-chelsea+77';

function renderRow(overrides: Partial<EventListing>) {
  const view = readListingView(new URLSearchParams());
  const model = toPageModel(
    testAnswer({ listings: [testListing(overrides)] }),
    view,
    PATH,
    englishText,
  );
  const listing = model.listings[0]!;
  const Stub = createRoutesStub([
    {
      path: '/*',
      Component: () => (
        <ul>
          <ListingRow
            listing={listing}
            currency={CURRENCY}
            checkoutHref={null}
            highlighted={false}
            onHighlight={() => {}}
          />
        </ul>
      ),
    },
  ]);
  return render(<Stub initialEntries={[PATH]} />);
}

describe('ListingRow', () => {
  afterEach(cleanup);

  it('says "Limited view" once when the seller note repeats the view rating', async () => {
    renderRow({ viewQuality: 1, notes: 'Limited view' });
    await screen.findByRole('article');
    expect(screen.getAllByText(/limited view/i)).toHaveLength(1);
  });

  it('ignores case and closing punctuation when a note repeats a ticket detail', async () => {
    renderRow({ viewQuality: 1, notes: 'limited view.' });
    await screen.findByRole('article');
    expect(screen.getAllByText(/limited view/i)).toHaveLength(1);
  });

  it('keeps a seller note that says more than the ticket details', async () => {
    renderRow({ viewQuality: 1, notes: 'Limited view: a pillar blocks part of the stage' });
    await screen.findByRole('article');
    expect(screen.getByText('Limited view')).toBeTruthy();
    expect(screen.getByText('Limited view: a pillar blocks part of the stage')).toBeTruthy();
  });
});
