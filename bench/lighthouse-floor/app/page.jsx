import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Página mínima</h1>
      <p>Um título, um parágrafo e um link: a base de qualquer página do site.</p>
      <Link href="/">Início</Link>
    </main>
  );
}
