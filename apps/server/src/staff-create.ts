import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@khelo/contracts/staff';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { createStaffRepository } from './modules/staff/staff.repository';
import { createStaffService } from './modules/staff/staff.service';

// `npm run staff:create -- --email x@example.com --role cashier [--name "Asha K"] [--operator 230201]`:
// creates a staff account on the configured database and prints its token once (docs/staff.md).

const USAGE = `usage: npm run staff:create -- --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--name <display name>] [--operator <id>]`;

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
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email: must be an e-mail address');
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) fail(`--role: must be one of ${STAFF_ROLES.join(', ')}`);
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
    });
    process.stdout.write(
      `staff account ${created.id} (${role}, ${email}, operator ${operatorId})\n` +
        `token (shown once, store it now): ${created.token}\n`,
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
