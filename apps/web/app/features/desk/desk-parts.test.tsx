import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test-support/render-in-router';
import { TextField } from '../../ui/text-field';
import { DeskRecordLink, DeskSearch, DeskSelect } from './desk-parts';

afterEach(cleanup);

describe('the desk form parts', () => {
  it('DeskSelect offers each value under its label, in the order given', () => {
    renderInRouter(
      <DeskSelect
        label="New status"
        name="status"
        options={{ postponed: 'Postponed', rescheduled: 'Rescheduled', cancelled: 'Cancelled' }}
      />,
    );
    const select = screen.getByLabelText('New status') as HTMLSelectElement;
    expect(select.name).toBe('status');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['postponed', 'Postponed'],
      ['rescheduled', 'Rescheduled'],
      ['cancelled', 'Cancelled'],
    ]);
  });

  it('DeskSearch is a GET search form of its fields and its submit button', () => {
    renderInRouter(
      <DeskSearch submit="Find buyers">
        <TextField label="Email or name" name="q" defaultValue="ada" />
      </DeskSearch>,
      '/ops/buyers',
    );
    const search = screen.getByRole('search');
    expect(search.getAttribute('method')).toBe('get');
    expect((within(search).getByLabelText('Email or name') as HTMLInputElement).value).toBe('ada');
    const button = within(search).getByRole('button', { name: 'Find buyers' });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it("DeskRecordLink links a row to its record's page", () => {
    renderInRouter(<DeskRecordLink to="/ops/orders/7">RPX-7</DeskRecordLink>);
    expect(screen.getByRole('link', { name: 'RPX-7' }).getAttribute('href')).toBe('/ops/orders/7');
  });
});
