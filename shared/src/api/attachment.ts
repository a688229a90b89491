/**
 * The file name a Content-Disposition header gives: `filename*=UTF-8''…` first (RFC 6266, any
 * character), else `filename="…"`. Only the last path segment is kept, so a name can never pick a folder.
 */
export function attachmentFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(disposition)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;\s]+)/.exec(disposition)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * Saves an answer as the file the server named. The answer was fetched through the session's path
 * (bearer token, refresh), which a plain link cannot do, so the browser is handed the body as a blob.
 */
export async function saveAttachment(
  response: Response,
  fallbackName: string,
): Promise<{ fileName: string }> {
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later rather than at once: the browser reads the blob after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { fileName };
}
