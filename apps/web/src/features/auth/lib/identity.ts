import { pushToDataLayer, sha256Hex } from '@/lib/analytics/data-layer';

/** Analytics identity after sign-in (spec §3, §7): userId, SHA-256 emailHash and phoneHash. */
export async function pushUserIdentity(user: { id: string; email: string; phone: string | null }) {
  const [emailHash, phoneHash] = await Promise.all([
    sha256Hex(user.email),
    user.phone ? sha256Hex(user.phone) : Promise.resolve(null),
  ]);
  pushToDataLayer({ event: 'user_identified', userId: user.id, emailHash, phoneHash });
}
