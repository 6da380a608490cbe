import path from 'node:path';
import {
  backofficeRoles,
  type PermissionLevelName,
  permissionLevels,
  type SpecialPermission,
  specialPermissions,
} from '@circula/domain';
import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { findUserForEmail } from '../users/find-user.js';
import { grantRole } from './grant-role.js';
import { grantSpecialPermission } from './special-permissions.js';

/**
 * npm run grant-role -w @circula/api -- <email> <ROLE> [READ|WRITE|ADMIN]
 * Gives an existing user a back-office role (WRITE unless told), on the database the config points at.
 * npm run grant-role -w @circula/api -- <email> <SPECIAL_PERMISSION>, e.g. APPROVE_BUYER_CREDIT, gives a
 * special permission instead (spec §6).
 */
async function main(args: string[]) {
  const [email, role, levelName = 'WRITE'] = args;
  const usage = `Uso: npm run grant-role -w @circula/api -- <email> <${[...backofficeRoles, ...specialPermissions].join('|')}> [READ|WRITE|ADMIN]`;
  if (!email || !role) throw new Error(usage);
  const special = (specialPermissions as readonly string[]).includes(role);
  if (!special && !(backofficeRoles as readonly string[]).includes(role))
    throw new Error(`Papel desconhecido: ${role}\n${usage}`);
  if (!(levelName in permissionLevels)) throw new Error(`Nível desconhecido: ${levelName}\n${usage}`);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await runMigrations(database);
    if (special) {
      const user = await findUserForEmail(database.db, email);
      if (!user) throw new Error(`Nenhum usuário com o email ${email}.`);
      await grantSpecialPermission(database.db, {
        userId: user.id,
        permission: role as SpecialPermission,
        actorUserId: null,
      });
      console.log(`Permissão especial ${role} concedida a ${email}.`);
      return;
    }
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
