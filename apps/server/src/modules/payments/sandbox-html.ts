import { escapeHtml } from '../messaging/outbox-page';

// The frame of the sandbox payment pages: plain server-rendered HTML without scripts (the CSP allows none
// inline), readable on a phone.

export { escapeHtml };

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Khelo sandbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.25rem; color: #1b1b1b; background: #f4f6fb; }
main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: .75rem; padding: 1.25rem;
  box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
h1 { font-size: 1.35rem; margin-top: 0; }
label { display: block; font-weight: 600; margin: .8rem 0 .3rem; }
input, select { width: 100%; box-sizing: border-box; font-size: 1rem; padding: .55rem; border: 1px solid #bbb;
  border-radius: .4rem; }
button { font-size: 1rem; padding: .65rem 1.2rem; border: 0; border-radius: .4rem; margin-top: 1rem; cursor: pointer;
  background: #1a56db; color: #fff; }
button.secondary { background: #e5e7eb; color: #1b1b1b; }
.utr { font: 700 1.6rem monospace; letter-spacing: .08em; background: #eef6ee; padding: .6rem; border-radius: .4rem;
  display: inline-block; }
.note { color: #555; font-size: .9rem; }
.ok { color: #166534; } .bad { color: #b91c1c; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; }
th, td { border-bottom: 1px solid #ddd; padding: .35rem .4rem; text-align: left; }
.row { display: flex; gap: .75rem; flex-wrap: wrap; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
