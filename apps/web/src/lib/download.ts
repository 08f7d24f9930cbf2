/** Hands a file's content to the browser as a download (exports fetched from the server). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Hands a text to the browser as a file download (the CSV exports). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
