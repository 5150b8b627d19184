import type { DeskOperatorView } from '@reprise/domain/desk/desk-views';
import type { AppLoadContext } from 'react-router';
import { ApiRequestError, apiFromContext } from '../../lib/api-client';
import { NO_INDEX } from '../../lib/seo/no-index-meta';
import { type DeskApi, deskApi } from './desk-api';

// Every desk page depends on who asks: marked personal first, so a render is never shared or
// kept. The desk's own call answers 404 to anyone without a desk session — a buyer included — and
// that 404 is the page's answer too.

/** Loads a desk page: the signed-in desk account and what `load` reads. */
export async function loadDeskPage<T>(
  context: AppLoadContext,
  load: (desk: DeskApi, operator: DeskOperatorView) => Promise<T>,
): Promise<{ operator: DeskOperatorView; data: T }> {
  context.markPersonal();
  const desk = deskApi(apiFromContext(context));
  const { data: operator } = await desk.me();
  return { operator, data: await load(desk, operator) };
}

/** What a desk form's action answers: done (with a note) or refused (the API's reason). */
export type DeskActionResult =
  | { ok: true; note: string; intent: string }
  | { ok: false; error: string; field: string | null; intent: string };

/**
 * Runs a desk form's call; the API's refusal becomes the form's message, anything else (the 404
 * of no session) stays the page's answer.
 */
export async function runDeskAction(
  context: AppLoadContext,
  intent: string,
  act: (desk: DeskApi) => Promise<string>,
): Promise<DeskActionResult> {
  context.markPersonal();
  const desk = deskApi(apiFromContext(context));
  try {
    return { ok: true, note: await act(desk), intent };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== 404) {
      return { ok: false, error: error.message, field: error.field ?? null, intent };
    }
    throw error;
  }
}

/** A form field as text ('' when absent). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The meta tags of a desk page: its title ('Orders | Reprise desk'), kept out of search engines. */
export function deskMeta(title: string) {
  return [{ title: `${title} | Reprise desk` }, NO_INDEX];
}
