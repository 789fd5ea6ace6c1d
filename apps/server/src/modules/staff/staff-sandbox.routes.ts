import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sandboxStaffSchema, type SandboxStaff } from '@khelo/contracts/staff';
import { escapeHtml } from '../messaging/outbox-page';

// GET /sandbox/staff (SANDBOX=1 only): the demo staff credentials, as a page for browsers or JSON for scripts.

export interface StaffSandboxRoutesOptions {
  staff: () => Promise<SandboxStaff>;
}

function renderPage(staff: SandboxStaff): string {
  const rows = staff
    .map(
      (member) =>
        `<tr><td>${escapeHtml(member.role)}</td><td>${escapeHtml(member.email)}</td><td><code>${escapeHtml(member.password)}</code></td><td><code>${escapeHtml(member.totp_secret)}</code></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox staff · Khelo</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem .6rem; text-align: left; vertical-align: top; }
code { word-break: break-all; }
</style>
</head>
<body>
<h1>Sandbox staff</h1>
<p>Demo staff of this operator, one per role. Log in at <a href="/backoffice">/backoffice</a> with the
e-mail and password, then a code from an authenticator app holding the TOTP secret (the first login also
shows it as a QR code). docs/staff.md. Not available when SANDBOX is off.</p>
<table>
<thead><tr><th scope="col">Role</th><th scope="col">E-mail</th><th scope="col">Password</th><th scope="col">TOTP secret</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

export const staffSandboxRoutes: FastifyPluginCallbackZod<StaffSandboxRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.get(
    '/sandbox/staff',
    {
      schema: {
        summary: 'Demo staff credentials (SANDBOX=1 only); HTML for browsers, JSON otherwise',
        tags: ['sandbox'],
        response: { 200: sandboxStaffSchema },
      },
    },
    async (request, reply) => {
      const staff = await options.staff();
      reply.header('cache-control', 'no-store');
      if ((request.headers.accept ?? '').includes('text/html'))
        return reply.type('text/html; charset=utf-8').send(renderPage(staff) as unknown as SandboxStaff);
      return staff;
    },
  );
  done();
};
