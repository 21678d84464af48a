// A tiny HTML layout for the sandbox's own pages (outbox, provider and bank pages, receipts, the insurer's offer).
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function htmlPage(
  title: string,
  body: string,
  /** banner: the text of the coloured bar on top, the title unless given. */
  options: { accent?: string; head?: string; lang?: 'uk' | 'en'; banner?: string } = {},
): string {
  const accent = options.accent ?? '#1f7a3f';
  return `<!doctype html>
<html lang="${options.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; margin: 0; background: #f4f6f8; color: #1d2329; }
  header { background: ${accent}; color: #fff; padding: 14px 20px; font-weight: 600; }
  main { max-width: 760px; margin: 24px auto; background: #fff; padding: 24px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  label { display: block; margin: 12px 0 4px; font-size: 14px; }
  input, select { font: inherit; padding: 8px 10px; border: 1px solid #b8c0c8; border-radius: 4px; width: 100%; box-sizing: border-box; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { font: inherit; padding: 10px 18px; border-radius: 4px; border: 0; cursor: pointer; margin: 16px 8px 0 0; }
  button.primary { background: ${accent}; color: #fff; } button.secondary { background: #e3e7eb; color: #1d2329; }
  .error { color: #b00020; margin: 12px 0; } .note { color: #56606a; font-size: 13px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; } th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e7eb; vertical-align: top; }
  .amount { font-size: 24px; font-weight: 700; margin: 8px 0 16px; } code { font-size: 15px; }
</style>
${options.head ?? ''}
</head>
<body>
<header>${escapeHtml(options.banner ?? title)}</header>
<main>
${body}
</main>
</body>
</html>
`;
}
