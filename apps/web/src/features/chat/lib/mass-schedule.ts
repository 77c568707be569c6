/** When a mass message goes out: now, or at a time picked in the creator's own time zone, at most MASS_SCHEDULE_MAX_DAYS ahead. */
import { MASS_SCHEDULE_MAX_DAYS } from '@fanlane/contracts/chat-limits';

const DAY_MS = 86_400_000;

/** A date as a `datetime-local` input holds it ("2026-04-01T09:30"), in the browser's time zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The latest time one can be scheduled for. */
export function latestSchedule(now: Date): Date {
  return new Date(now.getTime() + MASS_SCHEDULE_MAX_DAYS * DAY_MS);
}

export type ScheduleProblem = 'missing' | 'past' | 'tooFar';

/** What is wrong with the time typed (a `datetime-local` value), or its ISO time. */
export function scheduleOf(value: string, now: Date): { problem: ScheduleProblem } | { at: string } {
  if (!value) return { problem: 'missing' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return { problem: 'missing' };
  if (at.getTime() <= now.getTime()) return { problem: 'past' };
  if (at.getTime() > latestSchedule(now).getTime()) return { problem: 'tooFar' };
  return { at: at.toISOString() };
}
