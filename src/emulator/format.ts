// How the deployed (Laravel/PHP) service writes dates and JSON.

/** `2024-05-01T10:00:00.000000Z`: Laravel's serialised timestamp (microseconds, UTC). */
export function isoMicros(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

/** `2024-05-01 10:00:00`: a raw datetime column (UTC). */
export function sqlDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/**
 * JSON as PHP's json_encode writes it by default: "/" escaped as "\/" and non-ASCII as
 * \uXXXX. Both characters only occur inside strings, so escaping the whole text is safe.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, "\\/")
    .replace(/[\u007f-\uffff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
