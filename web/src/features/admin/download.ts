/** Saves text as a file in the browser (CSV exports, with the byte-order mark spreadsheets need; JSON without). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(type.startsWith('text/csv') ? ['\ufeff', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
