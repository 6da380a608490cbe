/**
 * A bid load generator in its own process (forked by `bids-storm.ts`), so the figures it reports are the
 * API's and never its own event loop's: it receives its lots and their bidders, offers each bidder's bid on
 * an open-loop schedule (every `intervalMs` with ±25 % jitter, whatever the answers) from `startAt` for
 * `durationMs`, and reports every answer's latency and code, and its own lateness (how long after its
 * scheduled time each bid left).
 */
import { randomUUID } from 'node:crypto';
import { requestJson } from './bidding-setup.js';

export interface GeneratorPlan {
  apiUrls: string[];
  lots: { id: string; authorizations: string[] }[];
  intervalMs: number;
  startAt: number;
  durationMs: number;
}

export interface GeneratorReport {
  latencies: number[];
  codes: Record<string, number>;
  accepted: number;
  sent: number;
  /** Milliseconds each bid left after its scheduled time. */
  lateness: number[];
  /** When the last answer arrived (epoch ms). */
  finishedAt: number;
}

process.once('message', async (plan: GeneratorPlan) => {
  const report: GeneratorReport = {
    latencies: [],
    codes: {},
    accepted: 0,
    sent: 0,
    lateness: [],
    finishedAt: 0,
  };
  const until = plan.startAt + plan.durationMs;
  const inFlight: Promise<unknown>[] = [];
  const pause = () => plan.intervalMs * (0.75 + Math.random() * 0.5);
  await Promise.all(
    plan.lots.map(async (lot, lotIndex) => {
      // Each lot goes to one API process (several processes split the lots, as a balancer would).
      const url = `${plan.apiUrls[lotIndex % plan.apiUrls.length]}/web/lots/${lot.id}/bids`;
      let freshest = { bidCount: 0, lastBidId: null as string | null, nextMinimumBidCents: 10_000 };
      const learn = (state: unknown) => {
        const next = state as typeof freshest | undefined;
        if (next && next.bidCount >= freshest.bidCount) freshest = next;
      };
      await Promise.all(
        lot.authorizations.map(async (authorization) => {
          let at = plan.startAt + Math.random() * plan.intervalMs;
          for (;;) {
            const wait = at - Date.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            if (at >= until) return;
            report.lateness.push(Math.max(0, Date.now() - at));
            report.sent += 1;
            const seen = freshest;
            inFlight.push(
              requestJson(url, {
                method: 'POST',
                headers: { authorization },
                body: {
                  amountCents: seen.nextMinimumBidCents,
                  lastSeenBidId: seen.lastBidId,
                  idempotencyKey: randomUUID(),
                },
              }).then(
                (answer) => {
                  const code = answer.status === 201 ? 'ACCEPTED' : String(answer.body.code ?? answer.status);
                  if (answer.status === 201) learn(answer.body.lot);
                  else learn((answer.body.details as { lot?: unknown } | undefined)?.lot);
                  report.latencies.push(answer.ms);
                  report.codes[code] = (report.codes[code] ?? 0) + 1;
                  if (answer.status === 201) report.accepted += 1;
                },
                (error: Error) => {
                  report.codes[`ERROR ${error.message}`] = (report.codes[`ERROR ${error.message}`] ?? 0) + 1;
                },
              ),
            );
            at += pause();
          }
        }),
      );
    }),
  );
  await Promise.all(inFlight);
  report.finishedAt = Date.now();
  process.send?.(report, () => process.exit(0));
});
