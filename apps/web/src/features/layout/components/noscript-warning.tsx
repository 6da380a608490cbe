/** Shown only when JavaScript is off: most of the site (bids, sign-in, filters) needs it. */
export function NoScriptWarning() {
  return (
    <noscript>
      <div role="alert" className="bg-accent-300 px-4 py-3 text-center font-medium text-ink text-sm">
        Para usar a Circula, ative o JavaScript no seu navegador e recarregue a página.
      </div>
    </noscript>
  );
}
