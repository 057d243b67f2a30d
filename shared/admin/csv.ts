/**
 * CSV for spreadsheets (RFC 4180, CRLF). Every cell is quoted; a cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe, because visitors typed it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | undefined | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | boolean | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
