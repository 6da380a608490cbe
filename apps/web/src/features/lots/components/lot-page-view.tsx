import { formatBRL, formatDateTimeLong } from '@circula/domain';
import Link from '@/components/navigation/link';
import { publicConfig } from '@/config/public';
import {
  brasiliaDateTime,
  categoryHref,
  eventHref,
  isAuctionType,
  JsonLd,
  listingTypeLabels,
  StatusBadge,
} from '@/features/catalog';
import type { ListingPageAnswer, LotPageAnswer } from '@/features/catalog/types';
import { BuyNowBox } from '@/features/direct-sale/server';
import { FavoriteButton } from '@/features/favorites/widgets';
import { MakeOfferButton } from '@/features/offers/server';
import { type LiveLotProps, panelDateTexts } from '../lib/live-lot-props';
import { Countdown } from './countdown';
import { LiveLotFirstView } from './live-lot-first-view';
import { LiveLotPanelLoader } from './live-lot-panel-loader';
import { PhotoGallery } from './photo-gallery';
import { ShareLinks } from './share-links';
import { TotalToPay } from './total-to-pay';

function priceFacts(lot: LotPageAnswer['lot'], auction: boolean) {
  if (!auction) {
    return {
      main: lot.unitPriceCents === null ? null : { label: 'Preço', cents: lot.unitPriceCents },
      totalLabel: 'Preço',
    };
  }
  if (lot.currentBidCents !== null) {
    return { main: { label: 'Lance atual', cents: lot.currentBidCents }, totalLabel: 'Lance atual' };
  }
  return {
    main: lot.startingBidCents === null ? null : { label: 'Lance inicial', cents: lot.startingBidCents },
    totalLabel: 'Lance mínimo',
  };
}

export function lotJsonLd(answer: LotPageAnswer, url: string) {
  const { lot, listing } = answer;
  const auction = isAuctionType(listing.type);
  const price = auction
    ? (lot.currentBidCents ?? lot.minimumNextBidCents ?? lot.startingBidCents)
    : lot.unitPriceCents;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: lot.title,
    description: lot.description,
    category: lot.category.name,
    sku: `${listing.slug}-lote-${lot.number}`,
    url,
    image: lot.photos.map((photo) => photo.jpegUrl),
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            priceCurrency: 'BRL',
            price: (price / 100).toFixed(2),
            availability:
              lot.displayStatus === 'aberto'
                ? 'https://schema.org/InStock'
                : lot.displayStatus === 'em-breve'
                  ? 'https://schema.org/PreOrder'
                  : 'https://schema.org/SoldOut',
            ...(lot.scheduledEndAt ? { priceValidUntil: lot.scheduledEndAt.slice(0, 10) } : {}),
            itemCondition: 'https://schema.org/UsedCondition',
            areaServed: `${lot.city} - ${lot.state}`,
          },
        }
      : {}),
  };
}

/** The lot and its Event as the live panel reads them; null when the lot is not a live auction. */
export function liveLotProps(
  answer: LotPageAnswer,
  event: ListingPageAnswer | null,
  history: LiveLotProps['history'] = null,
): LiveLotProps | null {
  const { lot, listing, serverTime } = answer;
  if (!isAuctionType(listing.type) || !event || lot.displayStatus === 'em-breve') return null;
  const fees = event.listing.fees;
  return {
    lot: {
      id: lot.id,
      title: lot.title,
      status: lot.status,
      startingBidCents: lot.startingBidCents,
      incrementCents: lot.incrementCents,
      estimatedValueCents: lot.estimatedValueCents,
      currentBidCents: lot.currentBidCents,
      bidCount: lot.bidCount,
      minimumNextBidCents: lot.minimumNextBidCents,
      scheduledEndAt: lot.scheduledEndAt,
      hasReserve: lot.hasReserve,
      biddable: lot.biddable,
    },
    listing: {
      id: event.listing.id,
      slug: event.listing.slug,
      type: listing.type,
      editalUrl: event.listing.editalUrl,
      startsAt: listing.startsAt,
      highBidThresholdCents: event.listing.highBidThresholdCents,
      feeTable: fees.feeRows,
      // The API sends a percentage (5 for 5%); the domain rules take a fraction.
      buyerFeePercentage: fees.buyerFeePercentage === null ? null : fees.buyerFeePercentage / 100,
      secondPhase: event.listing.secondPhase,
    },
    serverTime,
    history,
    dateTexts: panelDateTexts(lot, listing, history),
  };
}

export function LotPageView({
  answer,
  event = null,
  history = null,
}: {
  answer: LotPageAnswer;
  event?: ListingPageAnswer | null;
  history?: LiveLotProps['history'];
}) {
  const { lot, listing, serverTime } = answer;
  const auction = isAuctionType(listing.type);
  const live = liveLotProps(answer, event, history);
  const { main, totalLabel } = priceFacts(lot, auction);
  const path = `/lotes/${lot.id}`;
  const url = new URL(path, publicConfig.siteUrl).toString();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <JsonLd data={lotJsonLd(answer, url)} />
      <nav aria-label="Trilha" className="mb-4 text-muted text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:underline">
              Início
            </Link>{' '}
            /
          </li>
          <li>
            <Link href={categoryHref(lot.category.slug)} className="hover:underline">
              {lot.category.name}
            </Link>{' '}
            /
          </li>
          <li>
            <Link href={eventHref(listing.slug)} className="hover:underline">
              {listing.title}
            </Link>
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <PhotoGallery photos={lot.photos} title={lot.title} />
        </div>
        <div className="space-y-5 lg:col-span-5">
          <div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {/* A live lot's badge follows the stream, in the panel. */}
              {live ? null : <StatusBadge status={lot.displayStatus} />}
              <span className="text-muted">
                {listingTypeLabels[listing.type]} · Lote {lot.number}
              </span>
            </div>
            <h1 className="mt-2 font-bold text-2xl text-ink tracking-tight sm:text-3xl">{lot.title}</h1>
            <p className="mt-1 text-muted">
              {lot.city} - {lot.state}
            </p>
          </div>
          {live ? (
            <>
              {lot.hasReserve ? (
                <p className="text-muted text-sm">
                  Venda condicional: o lote tem preço de reserva e o vendedor confirma a venda se o lance
                  final ficar abaixo dele.
                </p>
              ) : null}
              <LiveLotPanelLoader {...live}>
                <LiveLotFirstView {...live} />
              </LiveLotPanelLoader>
            </>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-line p-4">
                {main ? (
                  <div>
                    <dt className="text-muted text-sm">{main.label}</dt>
                    <dd className="font-bold text-2xl text-ink tabular-nums">{formatBRL(main.cents)}</dd>
                  </div>
                ) : null}
                {lot.estimatedValueCents !== null ? (
                  <div>
                    <dt className="text-muted text-sm">Valor de avaliação</dt>
                    <dd className="font-semibold text-ink text-lg tabular-nums">
                      {formatBRL(lot.estimatedValueCents)}
                    </dd>
                  </div>
                ) : null}
                {auction && lot.minimumNextBidCents !== null && lot.displayStatus !== 'encerrado' ? (
                  <div>
                    <dt className="text-muted text-sm">Próximo lance mínimo</dt>
                    <dd className="font-semibold text-ink tabular-nums">
                      {formatBRL(lot.minimumNextBidCents)}
                    </dd>
                  </div>
                ) : null}
                {auction ? (
                  <div>
                    <dt className="text-muted text-sm">Lances</dt>
                    <dd className="font-semibold text-ink">{lot.bidCount}</dd>
                  </div>
                ) : (
                  <div>
                    <dt className="text-muted text-sm">Quantidade</dt>
                    <dd className="font-semibold text-ink">{lot.quantity}</dd>
                  </div>
                )}
                {auction ? null : (
                  <div>
                    <dt className="text-muted text-sm">Disponíveis</dt>
                    <dd className="font-semibold text-ink" data-testid="unidades-disponiveis">
                      {lot.availableQuantity}
                    </dd>
                  </div>
                )}
                {lot.hasReserve ? (
                  <p className="col-span-2 text-muted text-sm">
                    Venda condicional: o lote tem preço de reserva e o vendedor confirma a venda se o lance
                    final ficar abaixo dele.
                  </p>
                ) : null}
              </dl>
              {lot.displayStatus === 'em-breve' ? (
                <div className="rounded-2xl border border-line p-4">
                  <p className="text-ink" data-testid="inicio">
                    Começa em <time dateTime={listing.startsAt}>{brasiliaDateTime(listing.startsAt)}</time>
                  </p>
                </div>
              ) : lot.scheduledEndAt ? (
                <div className="rounded-2xl border border-line p-4">
                  <p className="text-muted text-sm">
                    {lot.displayStatus === 'encerrado' ? 'Encerrou em' : 'Encerra em'}{' '}
                    <time dateTime={lot.scheduledEndAt}>{brasiliaDateTime(lot.scheduledEndAt)}</time>
                  </p>
                  {lot.displayStatus === 'aberto' ? (
                    <p className="mt-1 min-h-8 text-ink text-xl">
                      <span className="sr-only">Tempo restante: </span>
                      <Countdown endIso={lot.scheduledEndAt} serverTimeIso={serverTime} />
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
          {/* A live lot's total follows its bids, in the panel; a closed lot has no price left to pay here. */}
          {lot.totalToPay && !live && lot.displayStatus !== 'encerrado' ? (
            <TotalToPay total={lot.totalToPay} listingType={listing.type} priceLabel={totalLabel} />
          ) : null}
          {!auction && (lot.displayStatus === 'aberto' || lot.displayStatus === 'esgotado') ? (
            <BuyNowBox
              lotId={lot.id}
              availableQuantity={lot.availableQuantity}
              soldOut={lot.displayStatus === 'esgotado'}
            />
          ) : null}
          {!auction && lot.displayStatus === 'aberto' ? (
            <MakeOfferButton lotId={lot.id} lotTitle={lot.title} />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <FavoriteButton lotId={lot.id} lotTitle={lot.title} />
            <Link
              href={eventHref(listing.slug)}
              className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-brand-800 text-sm hover:bg-brand-50"
            >
              Ver o evento e as condições
            </Link>
          </div>
          <ShareLinks url={url} title={lot.title} />
        </div>
      </div>
      <section aria-labelledby="description-heading" className="mt-10 max-w-3xl">
        <h2 id="description-heading" className="font-bold text-ink text-xl">
          Descrição
        </h2>
        <p className="mt-3 whitespace-pre-line text-ink leading-relaxed">{lot.description}</p>
        <h2 className="mt-8 font-bold text-ink text-xl">Evento</h2>
        <p className="mt-3 text-ink">
          <Link
            href={eventHref(listing.slug)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {listing.title}
          </Link>{' '}
          — {listing.city} - {listing.state}. Início em {formatDateTimeLong(listing.startsAt)}; encerramento a
          partir de {formatDateTimeLong(listing.scheduledEndAt)} (horário de Brasília).
        </p>
        {listing.auctioneer ? (
          <p className="mt-2 text-muted text-sm">
            Leiloeiro oficial: {listing.auctioneer.name} ({listing.auctioneer.registration})
          </p>
        ) : null}
      </section>
    </div>
  );
}
