import path from 'node:path';
import { backofficeRoles, type PermissionLevelName, permissionLevels } from '@circula/domain';
import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { grantRole } from './grant-role.js';

/**
 * npm run grant-role -w @circula/api -- <email> <ROLE> [READ|WRITE|ADMIN]
 * Gives an existing user a back-office role (WRITE unless told), on the database the config points at.
 */
async function main(args: string[]) {
  const [email, role, levelName = 'WRITE'] = args;
  const usage = `Uso: npm run grant-role -w @circula/api -- <email> <${backofficeRoles.join('|')}> [READ|WRITE|ADMIN]`;
  if (!email || !role) throw new Error(usage);
  if (!(backofficeRoles as readonly string[]).includes(role))
    throw new Error(`Papel desconhecido: ${role}\n${usage}`);
  if (!(levelName in permissionLevels)) throw new Error(`Nível desconhecido: ${levelName}\n${usage}`);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await runMigrations(database);
    const granted = await grantRole(database.db, {
      email,
      role: role as (typeof backofficeRoles)[number],
      level: permissionLevels[levelName as PermissionLevelName],
      actorUserId: null,
    });
    console.log(`Papel ${granted.role} (nível ${levelName}) concedido a ${email}.`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
