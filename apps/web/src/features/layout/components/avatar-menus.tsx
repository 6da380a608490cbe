'use client';

// The account menus with Radix: loaded by ./avatar-menu when the avatar is first used.
import { featuredMacroCategoryCodes, type macroCategoriesAnswerSchema } from '@circula/domain';
import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import useSWR from 'swr';
import type { z } from 'zod';
import { ChevronDownIcon, CloseIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { ui } from '@/config/ui';
import { AccountMenuPanel, AvatarStatus, useAuth, useAvatar } from '@/features/auth';
import { SellerMenuLink } from '@/features/seller';
import { apiFetcherTyped } from '@/lib/http/api';
import { avatarTriggerClass as triggerClass } from './avatar-trigger';

type MacroCategory = z.infer<typeof macroCategoriesAnswerSchema>['assetCategories'][number];
// Typed from the route's schema without loading the schema library on use (decision 048).
const fetchMacroCategories = apiFetcherTyped<typeof macroCategoriesAnswerSchema>;

/**
 * The featured categories, in their order, among those the API answered (at most 4), found by code: the
 * names and slugs are the ones staff gave them (decision 212).
 */
export function featuredCategories(categories: readonly MacroCategory[]): MacroCategory[] {
  return featuredMacroCategoryCodes
    .map((code) => categories.find((category) => category.code === code))
    .filter((category): category is MacroCategory => category !== undefined)
    .slice(0, ui.featuredCategoriesOnMobile);
}

/** Desktop: a dropdown under the avatar. Loaded on the first use, so it opens as soon as it arrives. */
export function AvatarDropdown() {
  const signedIn = useAuth().status === 'signed-in';
  const avatar = useAvatar();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClass} aria-label={avatar.name}>
        <AvatarStatus avatar={avatar} />
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          style={{ minWidth: ui.avatarMenuMinWidthPx }}
          className="z-50 rounded-2xl border border-line bg-white p-4 shadow-xl"
        >
          <AccountMenuPanel wrap={(item) => <DropdownMenu.Item asChild>{item}</DropdownMenu.Item>} />
          {signedIn ? (
            <SellerMenuLink
              wrap={(item) => (
                <>
                  <DropdownMenu.Separator className="my-3 h-px bg-line" />
                  <DropdownMenu.Item asChild>{item}</DropdownMenu.Item>
                </>
              )}
            />
          ) : (
            <>
              <DropdownMenu.Separator className="my-3 h-px bg-line" />
              <DropdownMenu.Item asChild>
                <Link
                  href="/suporte"
                  className="block rounded-lg px-2 py-2 text-sm outline-none data-highlighted:bg-brand-50"
                >
                  Ajuda
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Mobile and tablet: a drawer from the right with the account panel and featured categories. */
export function AvatarDrawer() {
  const signedIn = useAuth().status === 'signed-in';
  const avatar = useAvatar();
  const [open, setOpen] = useState(true);
  // The categories are asked for only when the drawer opens (spec §7).
  const { data } = useSWR(open ? 'web/asset-categories/macros' : null, fetchMacroCategories, {
    revalidateOnFocus: false,
  });
  const featured = featuredCategories(data?.assetCategories ?? []);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClass} aria-label={avatar.name}>
        <AvatarStatus avatar={avatar} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          style={{ minWidth: ui.avatarMenuMinWidthPx }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-semibold text-lg">Menu</Dialog.Title>
            <Dialog.Close
              className="rounded-full p-1.5 text-muted hover:bg-slate-100"
              aria-label="Fechar menu"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Acesso à conta e às categorias</Dialog.Description>
          <AccountMenuPanel onNavigate={close} />
          {signedIn ? (
            <SellerMenuLink
              onNavigate={close}
              wrap={(item) => <div className="border-line border-t pt-4">{item}</div>}
            />
          ) : null}
          <nav aria-label="Categorias" className="border-line border-t pt-5">
            <p className="mb-2 font-semibold text-muted text-xs uppercase tracking-wider">Categorias</p>
            <ul className="space-y-1">
              {featured.map((category) => (
                <li key={category.id}>
                  <Link
                    href={`/categorias/${category.slug}`}
                    onClick={close}
                    className="block rounded-lg px-2 py-2 hover:bg-brand-50"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  href="/categorias"
                  onClick={close}
                  className="block rounded-lg px-2 py-2 font-medium text-brand-800 hover:bg-brand-50"
                >
                  Todas as Categorias
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Institucional" className="border-line border-t pt-5">
            <ul className="space-y-1">
              <li>
                <Link
                  href="/como-funciona"
                  onClick={close}
                  className="block rounded-lg px-2 py-2 hover:bg-brand-50"
                >
                  Como funciona
                </Link>
              </li>
              <li>
                <Link
                  href="/suporte"
                  onClick={close}
                  className="block rounded-lg px-2 py-2 hover:bg-brand-50"
                >
                  Ajuda
                </Link>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
