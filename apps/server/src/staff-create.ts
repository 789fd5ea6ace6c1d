import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@khelo/contracts/staff';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { createStaffRepository } from './modules/staff/staff.repository';
import { createStaffService, STAFF_PASSWORD_MIN_LENGTH } from './modules/staff/staff.service';
import { otpauthUri } from './modules/staff/totp';

// `npm run staff:create -- --email x@example.com --role cashier [--name "Asha K"] [--operator 230201]
// [--password …]`: creates a staff account on the configured database with a password (asked for when
// not given) and prints its TOTP secret once (docs/staff.md). `STAFF_PASSWORD` works like --password.

const USAGE = `usage: npm run staff:create -- --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <display name>] [--operator <id>] [--password <password>]`;

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) fail('--password: required when stdin is not a terminal');
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await prompt.question(`password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `);
  } finally {
    prompt.close();
  }
}

function fail(message: string): never {
  process.stderr.write(`staff:create: ${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        operator: { type: 'string' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email: must be an e-mail address');
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) fail(`--role: must be one of ${STAFF_ROLES.join(', ')}`);
  const password = values.password ?? process.env.STAFF_PASSWORD ?? (await askPassword());
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    fail(`--password: must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  let database: Database | undefined;
  try {
    const config = loadConfig(process.env);
    const operatorId = values.operator ? Number(values.operator) : config.operatorId;
    if (!Number.isInteger(operatorId) || operatorId <= 0) fail('--operator: must be a positive integer');
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await runMigrations(database);
    const service = createStaffService(createStaffRepository(database.db));
    const created = await service.createAccount({
      operatorId,
      email,
      displayName: values.name?.trim() || email,
      role,
      password,
    });
    process.stdout.write(
      `staff account ${created.id} (${role}, ${email}, operator ${operatorId})\n` +
        `TOTP secret (shown once; add it to an authenticator app, or scan the QR at the first login): ` +
        `${created.totpSecret}\n${otpauthUri(created.totpSecret, email)}\n`,
    );
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`staff:create: ${message.split('\n')[0]}\n`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

void main();
