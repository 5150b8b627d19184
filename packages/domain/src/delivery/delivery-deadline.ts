// The listing's in-hand date is the seller's deadline: the tickets must be delivered by the end of
// that day (UTC). A listing without one has the event's start as its deadline.

/** The instant the delivery deadline passes: the end of the in-hand day, else the event start. */
export function deliveryDeadline(inHandDate: string | null, eventStartsAt: Date): Date {
  if (!inHandDate) return eventStartsAt;
  return new Date(`${inHandDate}T23:59:59.999Z`);
}

/** Whether the deadline of an undelivered order has passed at `now`. */
export function deadlinePassed(inHandDate: string | null, eventStartsAt: Date, now: Date): boolean {
  return now.getTime() > deliveryDeadline(inHandDate, eventStartsAt).getTime();
}
