import type { AvailabilityBlock, DateOverride, WorkingTimeSummary } from './schemas';
import { formatWallTime, parseWallTime } from './time';

/*
 * Working time, one model: weekly blocks (a weekday's open periods in the business zone) and date overrides (a date
 * closed all day, or open for its own hours instead of its weekday's blocks). Every other view of working time
 * (the working days and hours of the public settings, the dashboard's four weeks) is derived from these.
 */

export interface Interval {
  start: number;
  end: number;
}

/** Each weekday's windows (minutes since midnight): its active blocks, merged. */
export function weeklyWindows(blocks: readonly AvailabilityBlock[]): Interval[][] {
  const result: Interval[][] = [[], [], [], [], [], [], []];
  for (const block of blocks) {
    if (block.isActive) result[block.dayOfWeek].push({ start: parseWallTime(block.startTime), end: parseWallTime(block.endTime) });
  }
  return result.map(mergeIntervals);
}

/** The windows of a date with its own hours (minutes since midnight), merged. */
export function overrideWindows(override: DateOverride): Interval[] {
  return mergeIntervals(override.hours.map((hours) => ({ start: parseWallTime(hours.startTime), end: parseWallTime(hours.endTime) })));
}

/**
 * The part of the day the week's working time spans, from the earliest active block's start to the latest one's end
 * (and a date override's own hours): undefined without any.
 */
export function workingSpan(blocks: readonly AvailabilityBlock[], override?: DateOverride): Interval | undefined {
  const windows = [...weeklyWindows(blocks).flat(), ...(override && !override.closed ? overrideWindows(override) : [])];
  if (windows.length === 0) return undefined;
  return { start: Math.min(...windows.map((w) => w.start)), end: Math.max(...windows.map((w) => w.end)) };
}

/** Sorted, disjoint union of intervals (touching ones are joined). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The working days and hours the settings answer carries, derived from the active blocks. */
export function workingTimeSummary(blocks: readonly AvailabilityBlock[]): WorkingTimeSummary {
  const weekly = weeklyWindows(blocks);
  const span = workingSpan(blocks);
  return {
    workingHoursStart: formatWallTime(span?.start ?? 0),
    workingHoursEnd: span ? formatWallTime(Math.min(span.end, 24 * 60 - 1)) : '00:00',
    workingDays: weekly.flatMap((windows, day) => (windows.length > 0 ? [day] : [])),
  };
}
