// The smallest App Router page Next.js can serve: no styles, no fonts, no client component of ours. Lighthouse
// on it measures what the framework alone costs on the machine at hand (see bench/README.md, "The floor").
export const metadata = {
  title: 'Página mínima',
  description: 'Referência de medição: o menor site Next.js.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
