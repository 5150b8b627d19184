import type { DeskOperatorView, DeskSourcesView } from '@reprise/domain/desk/desk-views';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { deskTime } from './desk-format';
import { DeskEntryList } from './desk-parts';
import type { DeskActionResult } from './desk-route';
import { DeskNotice, DeskSection } from './desk-shell';

/** Sources' cancellations waiting for an operator, and what sources pushed lately. */
export function SourcesPage({
  view,
  operator,
  result,
}: {
  view: DeskSourcesView;
  operator: DeskOperatorView;
  result: DeskActionResult | undefined;
}) {
  return (
    <>
      <DeskNotice result={result} />
      <DeskSection title="Waiting for an operator">
        {view.awaiting.length === 0 ? (
          <p className="text-sm">No source change is waiting.</p>
        ) : (
          <ul className="space-y-4">
            {view.awaiting.map((change) => (
              <li key={change.id} className="rounded-md border border-slate-300 p-4">
                <p className="text-sm">
                  <strong>{change.origin}</strong> asks to mark{' '}
                  <Link className="text-brand-700 underline" to={`/ops/events/${change.eventId}`}>
                    event #{change.eventId}
                  </Link>{' '}
                  <strong>{change.status}</strong> ({deskTime(change.createdAt)}): {change.reason}
                </p>
                {operator.role === 'operator' ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="changeId" value={change.id} />
                    <TextField label="Reason" name="reason" required minLength={3} />
                    <button
                      type="submit"
                      name="decision"
                      value="confirm"
                      className={buttonClass('primary')}
                    >
                      Confirm
                    </button>
                    <button
                      type="submit"
                      name="decision"
                      value="reject"
                      className={buttonClass('secondary')}
                    >
                      Reject
                    </button>
                  </Form>
                ) : (
                  <p className="mt-2 text-sm">Only an operator may decide.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </DeskSection>
      <DeskSection title="Recent source pushes">
        <p className="mb-3 text-sm text-slate-700">
          Sync runs (listings added, updated, withdrawn, rejected) and lock errors are not stored
          yet; this shows the event changes sources pushed, as the audit log keeps them.
        </p>
        <DeskEntryList
          entries={view.recent.map((entry) => ({
            id: entry.id,
            at: entry.at,
            who: entry.actor,
            what: `${entry.action} (event #${entry.eventId ?? '—'})`,
            why: entry.reason,
          }))}
        />
      </DeskSection>
    </>
  );
}
