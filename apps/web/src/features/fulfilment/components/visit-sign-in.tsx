import Link from '@/components/navigation/link';

/** What the Event page's visit booking says to a visitor who is not signed in: sign in, then come back here. */
export function VisitSignIn({ slug }: { slug: string }) {
  return (
    <p className="text-sm">
      <Link
        href={`/auth/entrar?nextUrl=${encodeURIComponent(`/eventos/${slug}`)}`}
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        Entre
      </Link>{' '}
      para agendar uma visita.
    </p>
  );
}
