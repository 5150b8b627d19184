/** The holding page of an event's waiting room, remembering the page to return to. */
export function waitingRoomPath(eventId: number, returnTo: string): string {
  return `/waiting-room/${eventId}?${new URLSearchParams({ to: returnTo }).toString()}`;
}

/** The page to return to: a path of this site only, never another origin (an open redirect). */
export function safeReturnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return '/';
  }
  return value;
}
