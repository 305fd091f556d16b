/**
 * ISO 8601 instants in query parameters (`created_after`): a date-time with an offset
 * (`2026-11-21T10:00:00.000Z`, `…+01:00`), and, as lenient forms, one without an offset (read as
 * UTC, never the server's local time) or a date alone (its midnight UTC). Seconds and fractions
 * are optional; fractions finer than a millisecond are cut (exact for "strictly after", as every
 * stored time is a whole millisecond). A space before the offset is read as `+`: an unencoded
 * `+` in a query string arrives as a space.
 */
const INSTANT =
	/^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+\- ])(\d{2}):?(\d{2})?)?)?$/;

/** Milliseconds since the epoch, or undefined when the text is not such an instant. */
export function parseInstant(text: string): number | undefined {
	const m = INSTANT.exec(text);
	if (!m) return undefined;
	const [year, month, day, hour = 0, minute = 0, second = 0] = m
		.slice(1, 7)
		.map((v) => (v === undefined ? undefined : Number(v))) as number[];
	const ms = m[7] ? Number(m[7].padEnd(3, '0').slice(0, 3)) : 0;
	const offsetMinutes = m[9]
		? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0))
		: 0;
	if (hour > 23 || minute > 59 || second > 59 || Math.abs(offsetMinutes) >= 24 * 60)
		return undefined;
	const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
	// Date.UTC rolls 2026-02-30 over to March: a day or month out of range is refused instead.
	if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
		return undefined;
	return utc.getTime() - offsetMinutes * 60_000;
}
