import {
  acceptBuyersModeLabels,
  checkOutTypeLabels,
  formatBRL,
  formatCount,
  formatDateTimeRange,
} from '@circula/domain';
import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import {
  brasiliaDateTime,
  eventHref,
  isAuctionType,
  JsonLd,
  listingTypeLabels,
  Pagination,
  StatusBadge,
} from '@/features/catalog';
import type { ListingPageAnswer } from '@/features/catalog/types';
import { VisitBooking } from '@/features/fulfilment/server';
import { EventFigures } from './event-figures';
import { FeesExplained } from './fees-explained';
import { LiveEventLots } from './live-event-lots';

type Listing = ListingPageAnswer['listing'];

const scheduleLabels: Record<string, string> = { VISIT: 'Visitação', PICK_UP: 'Retirada' };

export function eventJsonLd(listing: Listing, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: listing.title,
    description: listing.description,
    url,
    startDate: listing.startsAt,
    endDate: listing.scheduledEndAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: 'Circula', url: publicConfig.siteUrl },
    ...(listing.coverPhoto ? { image: [listing.coverPhoto] } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'BRL',
      offerCount: listing.lotCount,
      url,
      availability:
        listing.displayStatus === 'encerrado' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-line border-t py-6">
      <h2 id={id} className="font-bold text-ink text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function EventPageView({ answer }: { answer: ListingPageAnswer }) {
  const { listing, lots, total, currentPage, pageSize, figures } = answer;
  // One clock for the page's first HTML: the countdowns render the same text on the server and in the browser.
  const serverTime = new Date().toISOString();
  const live = listing.status === 'OPEN' && isAuctionType(listing.type);
  const auction = isAuctionType(listing.type);
  const url = new URL(eventHref(listing.slug), publicConfig.siteUrl).toString();
  const schedules = listing.bookingSchedules;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <JsonLd data={eventJsonLd(listing, url)} />
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={listing.displayStatus} />
          <span className="text-muted">
            {listingTypeLabels[listing.type]} · {listing.segment}
          </span>
        </div>
        <h1 className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">{listing.title}</h1>
        <p className="text-muted">
          {listing.city} - {listing.state} · {listing.lotCount} {listing.lotCount === 1 ? 'lote' : 'lotes'} ·
          Vendedor: {listing.seller.name}
        </p>
        <EventFigures
          listingId={listing.id}
          figures={figures}
          auction={auction}
          live={live && listing.displayStatus === 'aberto' && lots.length > 0}
          serverTime={serverTime}
        />
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <Section id="descricao" title="Sobre o evento">
            <p className="whitespace-pre-line text-ink leading-relaxed">{listing.description}</p>
          </Section>
          <Section id="visitacao" title="Visitação">
            <p className="whitespace-pre-line text-ink">
              {listing.inspectionConditions || 'Sem visitação presencial.'}
            </p>
          </Section>
          <Section id="retirada" title="Retirada">
            <p className="whitespace-pre-line text-ink">{listing.pickUpConditions}</p>
            <p className="mt-2 text-muted text-sm">
              Forma de entrega: {checkOutTypeLabels[listing.checkOutType]}. Prazo de pagamento:{' '}
              {formatCount(listing.paymentDeadlineBusinessDays, 'dia útil', 'dias úteis')}{' '}
              {/* A direct sale's payment is due from the purchase; an auction lot's from its closing. */}
              {listing.type === 'DIRECT_SALE' ? 'após a compra' : 'após o encerramento do lote'}.
            </p>
          </Section>
          {schedules.length > 0 ? (
            <Section id="agenda" title="Agenda de visitação e retirada">
              <ul className="space-y-3">
                {schedules.map((slot) => (
                  <li key={`${slot.type}-${slot.startsAt}`} className="rounded-xl border border-line p-3">
                    <p className="font-semibold text-ink">
                      {scheduleLabels[slot.type] ?? slot.type}:{' '}
                      {formatDateTimeRange(slot.startsAt, slot.endsAt)} (horário de Brasília)
                    </p>
                    <p className="text-muted text-sm">{slot.address}</p>
                    {slot.notes ? <p className="text-muted text-sm">{slot.notes}</p> : null}
                  </li>
                ))}
              </ul>
              {schedules.some((slot) => slot.type === 'VISIT') &&
              (listing.status === 'OPEN' || listing.status === 'TEASER') ? (
                <div className="mt-4 rounded-2xl border border-line p-4">
                  <VisitBooking listingId={listing.id} slug={listing.slug} />
                </div>
              ) : null}
            </Section>
          ) : null}
          <Section id="taxas" title="Taxas">
            <FeesExplained fees={listing.fees} auction={auction} />
          </Section>
        </div>
        <aside className="space-y-4 lg:col-span-4" aria-label="Datas e documentos">
          <dl className="space-y-3 rounded-2xl border border-line p-4 text-sm">
            <div>
              <dt className="text-muted">Início</dt>
              <dd className="font-semibold text-ink">
                <time dateTime={listing.startsAt}>{brasiliaDateTime(listing.startsAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-muted">Encerramento</dt>
              <dd className="font-semibold text-ink">
                a partir de{' '}
                <time dateTime={listing.scheduledEndAt}>{brasiliaDateTime(listing.scheduledEndAt)}</time>
              </dd>
            </div>
            {auction && listing.closingIntervalSeconds > 0 ? (
              <div>
                <dt className="text-muted">Encerramento dos lotes</dt>
                <dd className="text-ink">
                  Um após o outro, a cada {listing.closingIntervalSeconds} segundos. Um lance nos últimos{' '}
                  {formatCount(Math.round(listing.softCloseWindowSeconds / 60), 'minuto', 'minutos')} prorroga
                  o lote por mais{' '}
                  {formatCount(Math.round(listing.softCloseExtensionSeconds / 60), 'minuto', 'minutos')}.
                </dd>
              </div>
            ) : null}
            {listing.enrolmentDeadlineAt ? (
              <div>
                <dt className="text-muted">Habilitação até</dt>
                <dd className="font-semibold text-ink">{brasiliaDateTime(listing.enrolmentDeadlineAt)}</dd>
              </div>
            ) : null}
            {listing.secondPhase?.startsAt ? (
              <div>
                <dt className="text-muted">Segunda praça</dt>
                <dd className="font-semibold text-ink">
                  {brasiliaDateTime(listing.secondPhase.startsAt)}, com lance mínimo de{' '}
                  {listing.secondPhase.percentage}% da avaliação
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">Quem pode participar</dt>
              <dd className="font-semibold text-ink">{acceptBuyersModeLabels[listing.acceptBuyersMode]}</dd>
            </div>
            {auction ? (
              <div>
                <dt className="text-muted">Lances a partir de {formatBRL(listing.highBidThresholdCents)}</dt>
                <dd className="text-ink">exigem o termo de lances altos assinado</dd>
              </div>
            ) : null}
          </dl>
          {listing.auctioneer ? (
            <div className="rounded-2xl border border-line p-4 text-sm">
              <p className="text-muted">Leiloeiro oficial</p>
              <p className="font-semibold text-ink">{listing.auctioneer.name}</p>
              <p className="text-muted">{listing.auctioneer.registration}</p>
            </div>
          ) : null}
          {listing.editalUrl ? (
            <a
              id="edital"
              href={listing.editalUrl}
              className="flex h-11 items-center justify-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              download
            >
              Baixar o Edital (PDF)
            </a>
          ) : null}
        </aside>
      </div>
      <section aria-labelledby="lotes" className="border-line border-t pt-6">
        <h2 id="lotes" className="font-bold text-2xl text-ink">
          Lotes ({total})
        </h2>
        {lots.length === 0 ? (
          <p className="mt-4 text-muted">Os lotes deste evento ainda não foram publicados.</p>
        ) : (
          <div className="mt-4">
            <LiveEventLots
              listingId={listing.id}
              live={live}
              serverTime={serverTime}
              lots={lots.map((lot) => ({
                ...lot,
                city: listing.city,
                state: listing.state,
                listing: {
                  id: listing.id,
                  slug: listing.slug,
                  title: listing.title,
                  type: listing.type,
                  segment: listing.segment,
                  status: listing.status,
                },
              }))}
            />
          </div>
        )}
        <Pagination
          currentPage={currentPage}
          total={total}
          pageSize={pageSize}
          label="Páginas de lotes"
          hrefFor={(page) => `${eventHref(listing.slug)}${page > 1 ? `?currentPage=${page}` : ''}#lotes`}
        />
      </section>
      <p className="mt-8 text-muted text-sm">
        Dúvidas sobre este evento? Veja a{' '}
        <Link href="/suporte#FAQ" className="underline">
          ajuda
        </Link>{' '}
        ou fale com a gente.
      </p>
    </div>
  );
}
