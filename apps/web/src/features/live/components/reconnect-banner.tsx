import type { ConnectionState } from '../hooks/use-event-stream';

/** Says when the live updates stopped and that they come back by themselves. */
export function ReconnectBanner({ state }: { state: ConnectionState }) {
  return (
    <div role="status" aria-live="polite">
      {state === 'reconnecting' ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm">
          Conexão perdida. Reconectando… Os lances continuam valendo e o histórico é atualizado ao voltar.
        </p>
      ) : null}
    </div>
  );
}
