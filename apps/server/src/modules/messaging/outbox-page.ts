import type { OutboxMessage } from '@khelo/contracts/sandbox';

// The sandbox outbox as a page for people: a table of the newest messages, a filter form and an
// auto-refresh link. Everything that came from a request or the database is escaped.

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function link(to: string | undefined, refresh?: number): string {
  const query = new URLSearchParams();
  if (to) query.set('to', to);
  if (refresh) query.set('refresh', String(refresh));
  const text = query.toString();
  return escapeHtml(`/sandbox/outbox${text ? `?${text}` : ''}`);
}

export function renderOutboxPage(
  messages: OutboxMessage[],
  to: string | undefined,
  refresh?: number,
): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td>${escapeHtml(message.sent_at)}</td><td>${escapeHtml(message.channel)}</td><td>${escapeHtml(message.to)}</td>
<td class="code">${escapeHtml(message.code ?? '')}</td><td>${escapeHtml(message.body)}</td>
</tr>`,
    )
    .join('\n');
  const empty = `<p>No messages${to ? ` for ${escapeHtml(to)}` : ''} yet.</p>`;
  const refreshControl = refresh
    ? `Reloading every ${refresh} s · <a href="${link(to)}">stop</a>`
    : `<a href="${link(to, 5)}">Auto-refresh every 5 s</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="${refresh}">` : ''}
<title>Sandbox outbox · Khelo</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .6rem; text-align: left; vertical-align: top; }
td.code { font: 700 1.2rem monospace; letter-spacing: .1em; }
form { margin: 1rem 0; }
</style>
</head>
<body>
<h1>Sandbox outbox</h1>
<p>Messages the sandbox would have sent by SMS or e-mail (newest first, at most 20). Not available when SANDBOX is off.</p>
<form method="get" action="/sandbox/outbox">
<label for="to">Mobile number or e-mail</label>
<input id="to" name="to" value="${escapeHtml(to ?? '')}" autocomplete="off">
<button type="submit">Filter</button>
<a href="/sandbox/outbox">Show all</a>
</form>
<p>${refreshControl} · <a href="${link(to)}">Refresh now</a></p>
${
  messages.length === 0
    ? empty
    : `<table>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</body>
</html>
`;
}
