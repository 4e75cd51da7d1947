/** One tab of a Google spreadsheet: the document id of its link and the tab's gid (0 is the first). */
export type TSheetRef = { spreadsheetId: string; gid: string };

export type TSheetsUrlResult =
  { ok: true; sheet: TSheetRef } | { ok: false; reason: 'not_sheets' | 'published' };

const SHEETS_HOST = 'docs.google.com';
/** /spreadsheets/d/<id>/…, also with the account switch Google adds (/spreadsheets/u/1/d/<id>/…). */
const PATH = /^\/spreadsheets(?:\/u\/\d+)?\/d\/([A-Za-z0-9_-]+)(?:\/|$)/;
const GID = /^\d{1,12}$/;

function gidOf(url: URL): string {
  const fromHash = new URLSearchParams(url.hash.replace(/^#/, '')).get('gid');
  const fromQuery = url.searchParams.get('gid');
  for (const candidate of [fromHash, fromQuery]) {
    if (candidate && GID.test(candidate)) return candidate;
  }
  return '0';
}

/**
 * Reads the link a user pasted: only docs.google.com/spreadsheets/d/<id>/… links are sheets. The
 * tab comes from `#gid=`, `?gid=` or `&gid=`, else the first tab (gid 0). "Publish to the web"
 * links (/d/e/<id>) name a published copy, not the sheet, and are told apart.
 */
export function parseSheetsUrl(raw: string): TSheetsUrlResult {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'not_sheets' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not_sheets' };
  if (url.hostname.toLowerCase() !== SHEETS_HOST || url.username || url.password || url.port) {
    return { ok: false, reason: 'not_sheets' };
  }
  const match = PATH.exec(url.pathname);
  const id = match?.[1];
  if (!id) return { ok: false, reason: 'not_sheets' };
  if (id === 'e') return { ok: false, reason: 'published' };
  return { ok: true, sheet: { spreadsheetId: id, gid: gidOf(url) } };
}
