/** Demo dates are relative to the day the seed runs, so "expiring soon" stays true after a re-seed. */
export function daysFromToday(days: number, today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export function hoursAgo(hours: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - hours * 3600_000);
}
